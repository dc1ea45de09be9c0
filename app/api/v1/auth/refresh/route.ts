import { preflight, publicRoute } from "@/lib/http/route";
import { refreshTokenFrom } from "@/lib/auth/refresh-cookie";
import { refreshSession } from "@/lib/auth/sessions";
import { sessionResponse } from "@/lib/auth/session-response";

// POST /api/v1/auth/refresh – rotate the refresh cookie, mint a new access token
export const POST = publicRoute({ summary: "Renew the access token", tag: "Authentication", rateLimit: "client" }, async ({ req, headers }) =>
  sessionResponse(await refreshSession(refreshTokenFrom(req.headers)), headers),
);
export const OPTIONS = preflight;
