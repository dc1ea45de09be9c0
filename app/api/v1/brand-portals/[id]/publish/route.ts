import { preflight, route } from "@/lib/http/route";
import { idParams } from "@/lib/http/params";
import { publishBody } from "@/lib/portals/schemas";
import { publishBrandPortal } from "@/lib/portals/publish";

// POST /api/v1/brand-portals/{id}/publish – make /brand/{slug} public (idempotent)
export const POST = route({ summary: "Publish a brand portal", tag: "Brand portals", permission: "portals:write", params: idParams, body: publishBody }, ({ principal, params }) =>
  publishBrandPortal(principal, params.id),
);
export const OPTIONS = preflight;
