import { clearedRefreshCookie, refreshCookie } from "./refresh-cookie";
import type { SessionTokens } from "./sessions";
import type { SessionDocument } from "./documents";

// The body of login and refresh; the refresh cookie rides on the same response.
export function sessionResponse(tokens: SessionTokens, headers: Headers): SessionDocument {
  headers.append("Set-Cookie", refreshCookie(tokens.refresh.token, tokens.refresh.maxAgeSeconds));
  headers.set("Cache-Control", "no-store");
  return { accessToken: tokens.accessToken, tokenType: "Bearer", expiresIn: tokens.expiresIn };
}

export function clearSession(headers: Headers): void {
  headers.append("Set-Cookie", clearedRefreshCookie());
}
