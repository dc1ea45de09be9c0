import { CORS_HEADERS } from "../lib/http/cors";
import { requestIdFrom } from "../lib/http/request-id";

// Answers the front server writes itself, before any handler or Web Request
// exists: a request Node's parser refused, and a method this service never
// serves. Both in the error body every other answer uses, with a request id.

// Every method a route may export; anything else (TRACE, CONNECT, WebDAV's
// verbs, made-up tokens) is refused here, since Node's Web Request refuses
// TRACE and CONNECT outright and no handler serves the others.
export const SERVED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
const served = new Set<string>(SERVED_METHODS);

export function isServedMethod(method: string | undefined): boolean {
  return method !== undefined && served.has(method);
}

type Refusal = { status: number; reason: string; code: string; message: string; headers?: Record<string, string> };
export type Answer = { status: number; reason: string; headers: Record<string, string>; body: string };

function answer(refusal: Refusal, inboundRequestId: string | null): Answer {
  const requestId = requestIdFrom(inboundRequestId);
  const body = JSON.stringify({ error: { code: refusal.code, message: refusal.message, requestId } });
  const headers = {
    ...CORS_HEADERS,
    ...refusal.headers,
    "X-Request-ID": requestId,
    "Content-Type": "application/json",
    "Content-Length": String(Buffer.byteLength(body)),
    Connection: "close",
  };
  return { status: refusal.status, reason: refusal.reason, headers, body };
}

// For a socket no response object owns (a parser error, a CONNECT).
export function rawHttp({ status, reason, headers, body }: Answer): string {
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${reason}\r\n${lines.join("\r\n")}\r\n\r\n${body}`;
}

// The raw HTTP answer to a request Node's parser refused (server/main.ts).
export function parserRefusal(status: 400 | 431): string {
  return rawHttp(answer(
    status === 431
      ? { status, reason: "Request Header Fields Too Large", code: "HEADERS_TOO_LARGE", message: "The request's headers are too large." }
      : { status, reason: "Bad Request", code: "BAD_REQUEST", message: "The request could not be parsed." },
    null,
  ));
}

// The answer to a method no path serves (TRACE, CONNECT, ...). The connection
// is closed after it: a CONNECT's socket carries no further request.
export function methodRefusal(method: string, inboundRequestId: string | null): Answer {
  const allowed = SERVED_METHODS.join(", ");
  const shown = /^[A-Za-z]{1,20}$/.test(method) ? method : "This method";
  return answer(
    { status: 405, reason: "Method Not Allowed", code: "METHOD_NOT_ALLOWED", message: `${shown} is not served here; use ${allowed}.`, headers: { Allow: allowed } },
    inboundRequestId,
  );
}
