import { preflight, route } from "@/lib/http/route";
import { paginationQuery } from "@/lib/core/pagination";
import { createApiKeyBody } from "@/lib/auth/schemas";
import { createApiKey } from "@/lib/auth/api-keys/create-api-key";
import { listApiKeys } from "@/lib/auth/api-keys/list-api-keys";

const access = { permission: "api-keys:manage", bearerOnly: true } as const;

// GET /api/v1/api-keys – list keys, never their secrets
export const GET = route({ summary: "List API keys", tag: "Authentication", ...access, query: paginationQuery }, ({ principal, query }) => listApiKeys(principal, query));

// POST /api/v1/api-keys – create a key; the secret is in this response only
export const POST = route({ summary: "Create an API key", tag: "Authentication", ...access, body: createApiKeyBody, status: 201 }, ({ principal, body, requestId }) =>
  createApiKey(principal, body, requestId),
);
export const OPTIONS = preflight;
