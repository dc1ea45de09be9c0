import { ApiError, apiErrorOf } from "./api-error";
import { recordEntitlementHeader } from "./entitlement-warnings";

// The one way the portals call /api/v1: bearer token from the session,
// JSON in and out, the contract's error body turned into an ApiError.
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

export type Query = Record<string, string | number | boolean | undefined | null | readonly string[]>;

type RequestOptions = { method?: string; body?: unknown; query?: Query; signal?: AbortSignal };

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    const text = Array.isArray(value) ? value.join(",") : String(value);
    if (text !== "") params.set(name, text);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  return fetch(withQuery(path, options.query), {
    method: options.method ?? "GET",
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
    cache: "no-store",
  });
}

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let res = await send(path, options, accessToken);
  if (res.status === 401 && session) {
    // The access token lives minutes; the session hours. Renew once and retry.
    setAccessToken(await session.renew());
    res = await send(path, options, accessToken);
    if (res.status === 401) session.expired();
  }
  recordEntitlementHeader(res.headers.get("x-entitlement-warning"));
  if (!res.ok) throw await apiErrorOf(res);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

export const isNotFound = (err: unknown) => err instanceof ApiError && err.status === 404;
