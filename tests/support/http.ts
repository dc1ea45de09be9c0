import { inject } from "vitest";
import { checkConformance } from "./conformance";

export type Credential = { token?: string; apiKey?: string };

export type ApiResponse<T = any> = { status: number; headers: Headers; body: T };

export function baseUrl(): string {
  return inject("baseUrl");
}

// The second server instance on the same database (tests/setup/global-setup.ts).
export function secondBaseUrl(): string {
  return inject("secondBaseUrl");
}

// One HTTP call to the running server; the body is parsed when it is JSON.
export async function call<T = any>(
  method: string,
  path: string,
  options: Credential & { body?: unknown; rawBody?: string; headers?: Record<string, string>; server?: string } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.apiKey) headers["x-api-key"] = options.apiKey;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers["content-type"] = "application/json";
  }
  const server = options.server ?? baseUrl();
  // A request still unanswered after 30 s is named in the output, so a test
  // that runs out of time says which request it was waiting for.
  const slow = setTimeout(() => console.warn(`still no answer to ${method} ${path} after 30 s`), 30_000);
  let res: Response;
  let text: string;
  try {
    res = await fetch(`${server}${path}`, { method, headers, body, redirect: "manual" });
    text = await res.text();
  } finally {
    clearTimeout(slow);
  }
  const type = res.headers.get("content-type") ?? "";
  const parsed = type.includes("json") && text ? JSON.parse(text) : text;
  await checkConformance(server, method, path, res.status, parsed, type);
  return { status: res.status, headers: res.headers, body: parsed as T };
}

// Asserts the API's error body and returns it.
export function errorOf(res: ApiResponse) {
  return res.body as { error: { code: string; message: string; requestId: string; details?: { path: string; message: string }[] } };
}
