import { preflight, publicRoute } from "@/lib/http/route";
import { refreshTokenFrom } from "@/lib/auth/refresh-cookie";
import { endSession } from "@/lib/auth/sessions";
import { clearSession } from "@/lib/auth/session-response";

// POST /api/v1/auth/logout – revoke the refresh token's family
export const POST = publicRoute({ summary: "Log out", tag: "Authentication" }, async ({ req, headers }) => {
  await endSession(refreshTokenFrom(req.headers));
  clearSession(headers);
  return undefined;
});
export const OPTIONS = preflight;
