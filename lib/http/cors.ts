// Credentials travel in headers, never cookies (except /auth, which is
// SameSite=Strict), so any origin may call the API.
export const CORS_HEADERS: Record<string, string> = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers": "X-Request-ID, X-Entitlement-Warning, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Retry-After",
};

export const PREFLIGHT_HEADERS: Record<string, string> = {
  ...CORS_HEADERS,
  "Access-Control-Allow-Methods": "GET, POST, PUT, PATCH, DELETE, OPTIONS",
  "Access-Control-Allow-Headers": "Authorization, Content-Type, X-API-Key, X-Request-ID",
  "Access-Control-Max-Age": "600",
};
