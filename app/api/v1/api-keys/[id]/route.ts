import { preflight, route } from "@/lib/http/route";
import { idParams } from "@/lib/http/params";
import { revokeApiKey } from "@/lib/auth/api-keys/revoke-api-key";

// DELETE /api/v1/api-keys/{id} – revoke at once
export const DELETE = route(
  { summary: "Revoke an API key", tag: "Authentication", permission: "api-keys:manage", bearerOnly: true, params: idParams },
  async ({ principal, params, requestId }) => revokeApiKey(principal, params.id, requestId),
);
export const OPTIONS = preflight;
