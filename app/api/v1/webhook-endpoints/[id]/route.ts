import { preflight, route } from "@/lib/http/route";
import { idParams } from "@/lib/http/params";
import { updateEndpointBody } from "@/lib/webhooks/schemas";
import { deleteEndpoint, ownedEndpoint, serializeEndpoint, updateEndpoint } from "@/lib/webhooks/endpoints";

const access = { permission: "settings:write", params: idParams } as const;

// GET /api/v1/webhook-endpoints/{id}
export const GET = route({ summary: "Get a webhook endpoint", tag: "Webhooks", ...access }, async ({ principal, params }) => serializeEndpoint(await ownedEndpoint(principal, params.id)));

// PATCH /api/v1/webhook-endpoints/{id} – change the URL, the events, or enable/disable
export const PATCH = route({ summary: "Change a webhook endpoint", tag: "Webhooks", ...access, body: updateEndpointBody }, ({ principal, params, body }) => updateEndpoint(principal, params.id, body));

// DELETE /api/v1/webhook-endpoints/{id}
export const DELETE = route({ summary: "Delete a webhook endpoint", tag: "Webhooks", ...access }, ({ principal, params }) => deleteEndpoint(principal, params.id));
export const OPTIONS = preflight;
