import createClient from "openapi-fetch";
import { ApiError, apiErrorOf } from "./api-error";
import { recordEntitlementHeader } from "./entitlement-warnings";
import type { paths } from "./generated/api";

// The one way the portals call /api/v1: openapi-fetch typed by the OpenAPI
// document (generated/api.d.ts, `npm run openapi:client`), the bearer token
// from the session, and the API's error body thrown as an ApiError.
type SessionHooks = {
  // Asks next-auth for a fresh session (its jwt callback renews the token).
  renew: () => Promise<string | null>;
  // The session is gone for good: send the user to sign in again.
  expired: () => void;
};

let accessToken: string | null = null;
let session: SessionHooks | null = null;

// The session's current access token; a session without one keeps the last.
export function setAccessToken(token: string | null): void {
  accessToken = token ?? accessToken;
}

export function setSessionHooks(hooks: SessionHooks | null): void {
  session = hooks;
}

// Lists travel comma-separated (tags=a,b), and an empty value is left out.
export function queryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    const text = Array.isArray(value) ? value.join(",") : String(value);
    if (text !== "") params.set(name, text);
  }
  return params.toString();
}

function withToken(request: Request): Request {
  if (accessToken) request.headers.set("authorization", `Bearer ${accessToken}`);
  return request;
}

// What the typed client fetches with: the session's token, one renewal on
// a 401, and any error answer thrown as an ApiError.
export async function send(request: Request): Promise<Response> {
  // A body can be read once, so the retry sends a copy taken beforehand.
  const again = request.clone();
  let res = await fetch(withToken(request));
  if (res.status === 401 && session) {
    // The access token lives minutes; the session hours. Renew once and retry.
    setAccessToken(await session.renew());
    res = await fetch(withToken(again));
    if (res.status === 401) session.expired();
  }
  recordEntitlementHeader(res.headers.get("x-entitlement-warning"));
  if (!res.ok) throw await apiErrorOf(res);
  return res;
}

export const client = createClient<paths>({ fetch: send, querySerializer: queryString, headers: { accept: "application/json" }, cache: "no-store" });

// The success body of a call. An error answer never gets here: send() throws
// it as an ApiError, so every query and mutation sees the same thing.
export async function dataOf<Answer extends { data?: unknown }>(call: Promise<Answer>): Promise<NonNullable<Answer["data"]>> {
  const { data } = await call;
  return data as NonNullable<Answer["data"]>;
}

export const isNotFound = (err: unknown) => err instanceof ApiError && err.status === 404;
