import { preflight, route } from "@/lib/http/route";
import { idParams } from "@/lib/http/params";
import { paginationQuery } from "@/lib/core/pagination";
import { listPublications } from "@/lib/channels/publications";

// GET /api/v1/channels/{id}/publications – one row per product, with its evaluation
export const GET = route({ permission: "channels:read", params: idParams, query: paginationQuery }, ({ principal, params, query }) =>
  listPublications(principal, params.id, query),
);
export const OPTIONS = preflight;
