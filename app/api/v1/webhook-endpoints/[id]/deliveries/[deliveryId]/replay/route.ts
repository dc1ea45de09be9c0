import { preflight, route } from "@/lib/http/route";
import { deliveryParams } from "@/lib/webhooks/schemas";
import { replayDelivery } from "@/lib/webhooks/deliveries";

// POST /api/v1/webhook-endpoints/{id}/deliveries/{deliveryId}/replay – send it again
export const POST = route({ summary: "Replay a delivery", tag: "Webhooks", permission: "settings:write", params: deliveryParams, status: 202 }, ({ principal, params }) =>
  replayDelivery(principal, params.id, params.deliveryId),
);
export const OPTIONS = preflight;
