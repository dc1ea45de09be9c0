import { preflight, route } from "@/lib/http/route";
import { idParams } from "@/lib/http/params";
import { rotateApiKey } from "@/lib/auth/api-keys/rotate-api-key";

// POST /api/v1/api-keys/{id}/rotate – mint the replacement; the old key lives out its grace period
export const POST = route(
  { summary: "Rotate an API key", tag: "Authentication", permission: "api-keys:manage", bearerOnly: true, params: idParams, status: 201 },
  ({ principal, params, requestId }) => rotateApiKey(principal, params.id, requestId),
);
export const OPTIONS = preflight;
