import { preflight, route } from "@/lib/http/route";
import { idParams } from "@/lib/http/params";
import { paginationQuery } from "@/lib/core/pagination";
import { createRenditionBody } from "@/lib/renditions/schemas";
import { createRendition } from "@/lib/renditions/create-rendition";
import { listRenditions } from "@/lib/renditions/read-renditions";

// GET /api/v1/assets/{id}/renditions – the asset's renditions, keyset-paged
export const GET = route({ summary: "List an asset's renditions", tag: "Renditions", permission: "assets:read", params: idParams, query: paginationQuery }, ({ principal, params, query }) =>
  listRenditions(principal, params.id, query),
);

// POST /api/v1/assets/{id}/renditions – render an image asset with a preset (422 for anything not an image)
export const POST = route({ summary: "Render an image with a preset", tag: "Renditions", permission: "assets:write", params: idParams, body: createRenditionBody, status: 201 }, ({ principal, params, body }) =>
  createRendition(principal, params.id, body),
);
export const OPTIONS = preflight;
