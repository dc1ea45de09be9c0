import { preflight, route } from "@/lib/http/route";
import { idParams } from "@/lib/http/params";
import { readinessQuery } from "@/lib/channels/schemas";
import { readinessBoard } from "@/lib/channels/readiness-board";

// GET /api/v1/channels/{id}/readiness?status – what blocks each active product, grouped counts in summary
export const GET = route({ summary: "A channel's readiness board", tag: "Channels", permission: "channels:read", params: idParams, query: readinessQuery }, ({ principal, params, query }) =>
  readinessBoard(principal, params.id, query),
);
export const OPTIONS = preflight;
