import { preflight, publicRoute } from "@/lib/http/route";
import { loginBody } from "@/lib/auth/schemas";
import { verifyLogin } from "@/lib/auth/login";
import { startSession } from "@/lib/auth/sessions";
import { sessionResponse } from "@/lib/auth/session-response";

// POST /api/v1/auth/login – access token in the body, refresh token in a cookie
export const POST = publicRoute({ summary: "Log in", tag: "Authentication", body: loginBody, rateLimit: "client" }, async ({ body, headers }) => {
  const { userId, organizationId } = await verifyLogin(body);
  return sessionResponse(await startSession(userId, organizationId), headers);
});
export const OPTIONS = preflight;
