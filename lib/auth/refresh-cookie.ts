import { env } from "../config/env";

export const REFRESH_COOKIE = "pis_refresh";
const PATH = "/api/v1/auth";

// Secure everywhere but plain-http non-loopback hosts (local development
// over a LAN address); browsers treat http://localhost as secure anyway.
function secure(): boolean {
  const url = new URL(env().APP_BASE_URL);
  return url.protocol === "https:" || ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
}

export function refreshCookie(token: string, maxAgeSeconds: number): string {
  const parts = [`${REFRESH_COOKIE}=${token}`, `Path=${PATH}`, "HttpOnly", "SameSite=Strict", `Max-Age=${maxAgeSeconds}`];
  if (secure()) parts.push("Secure");
  return parts.join("; ");
}

export function clearedRefreshCookie(): string {
  return refreshCookie("", 0);
}

export function refreshTokenFrom(headers: Headers): string | null {
  const cookie = headers.get("cookie");
  if (!cookie) return null;
  for (const part of cookie.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === REFRESH_COOKIE) return rest.join("=") || null;
  }
  return null;
}
