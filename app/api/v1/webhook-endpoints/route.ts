import { preflight, route } from "@/lib/http/route";
import { paginationQuery } from "@/lib/core/pagination";
import { createEndpointBody } from "@/lib/webhooks/schemas";
import { createEndpoint, listEndpoints } from "@/lib/webhooks/endpoints";

// Webhooks are configured by owners and admins (they carry signing secrets).
const access = { permission: "settings:write" } as const;

// GET /api/v1/webhook-endpoints – the organisation's endpoints, without secrets
export const GET = route({ summary: "List webhook endpoints", tag: "Webhooks", ...access, query: paginationQuery }, ({ principal, query }) => listEndpoints(principal, query));

// POST /api/v1/webhook-endpoints – subscribe a URL to events; the signing secret is in this response only
export const POST = route({ summary: "Subscribe a webhook endpoint", tag: "Webhooks", ...access, body: createEndpointBody, status: 201 }, ({ principal, body }) => createEndpoint(principal, body));
export const OPTIONS = preflight;
