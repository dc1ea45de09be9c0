import { preflight, route } from "@/lib/http/route";
import { idParams } from "@/lib/http/params";
import { publicationsQuery } from "@/lib/channels/schemas";
import { listPublications } from "@/lib/channels/publications";

// GET /api/v1/channels/{id}/publications?status – one row per product, with its evaluation
export const GET = route({ summary: "List a channel's publications", tag: "Channels", permission: "channels:read", params: idParams, query: publicationsQuery }, ({ principal, params, query }) =>
  listPublications(principal, params.id, query),
);
export const OPTIONS = preflight;
