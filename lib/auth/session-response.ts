import { clearedRefreshCookie, refreshCookie } from "./refresh-cookie";
import type { SessionTokens } from "./sessions";

// The body of login and refresh; the refresh cookie rides on the same response.
export function sessionResponse(tokens: SessionTokens, headers: Headers) {
  headers.append("Set-Cookie", refreshCookie(tokens.refresh.token, tokens.refresh.maxAgeSeconds));
  headers.set("Cache-Control", "no-store");
  return { accessToken: tokens.accessToken, tokenType: "Bearer" as const, expiresIn: tokens.expiresIn };
}

export function clearSession(headers: Headers): void {
  headers.append("Set-Cookie", clearedRefreshCookie());
}
