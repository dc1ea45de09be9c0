import { preflight, route } from "@/lib/http/route";
import { idParams } from "@/lib/http/params";
import { paginationQuery } from "@/lib/core/pagination";
import { listDeliveries } from "@/lib/webhooks/deliveries";

// GET /api/v1/webhook-endpoints/{id}/deliveries – the delivery log, newest first
export const GET = route({ summary: "List an endpoint's deliveries", tag: "Webhooks", permission: "settings:write", params: idParams, query: paginationQuery }, ({ principal, params, query }) =>
  listDeliveries(principal, params.id, query),
);
export const OPTIONS = preflight;
