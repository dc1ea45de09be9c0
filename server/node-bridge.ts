import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { gzip as gzipCallback } from "node:zlib";
import { acceptsGzip, isCompressible } from "./compression";

const gzip = promisify(gzipCallback);

// The same threshold as Next.js's compression: smaller bodies gain nothing.
const COMPRESS_FROM_BYTES = 1024;
// A body the handler did not read (a 413, a 401 before the body) is read
// and dropped after the answer, so the connection can carry the next
// request; past these limits the connection is closed instead.
const DISCARD_LIMIT_BYTES = 8 * 1024 * 1024;
const DISCARD_LIMIT_MS = 10_000;

// The request body as a Web stream that reads the socket only as fast as the
// handler reads the stream (lib/http/body.ts stops at its size limit).
function requestBody(req: IncomingMessage): ReadableStream<Uint8Array> {
  let open = true;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        req.pause();
        req.on("data", (chunk: Buffer) => {
          if (!open) return;
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 1) <= 0) req.pause();
        });
        req.once("end", () => {
          if (open) controller.close();
          open = false;
        });
        req.once("error", (err) => {
          if (open) controller.error(err);
          open = false;
        });
      },
      pull() {
        req.resume();
      },
      cancel() {
        open = false;
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: 64 * 1024 }),
  );
}

export function discardUnreadBody(req: IncomingMessage): void {
  if (req.complete || req.destroyed) return;
  req.removeAllListeners("data");
  let left = DISCARD_LIMIT_BYTES;
  const timer = setTimeout(() => req.socket.destroy(), DISCARD_LIMIT_MS).unref();
  req.on("data", (chunk: Buffer) => {
    left -= chunk.byteLength;
    if (left < 0) req.socket.destroy();
  });
  req.once("close", () => clearTimeout(timer));
  req.resume();
}

// The request's absolute URL. The host header only names the origin of
// req.url; handlers read its path and query.
function requestUrl(req: IncomingMessage, port: number): string {
  const host = /^[A-Za-z0-9.:[\]-]+$/.test(req.headers.host ?? "") ? req.headers.host : `localhost:${port}`;
  return `${isEncrypted(req) ? "https" : "http"}://${host}${req.url ?? "/"}`;
}

function isEncrypted(req: IncomingMessage): boolean {
  return "encrypted" in req.socket && Boolean(req.socket.encrypted);
}

// The Web Request a route handler expects, with the x-forwarded-* headers
// `next start` adds (lib/http/client-address.ts reads X-Forwarded-For).
export function toWebRequest(req: IncomingMessage, port: number): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  if (!headers.has("x-forwarded-host") && req.headers.host) headers.set("x-forwarded-host", req.headers.host);
  if (!headers.has("x-forwarded-port")) headers.set("x-forwarded-port", String(port));
  if (!headers.has("x-forwarded-proto")) headers.set("x-forwarded-proto", isEncrypted(req) ? "https" : "http");
  if (!headers.has("x-forwarded-for") && req.socket.remoteAddress) headers.set("x-forwarded-for", req.socket.remoteAddress);
  const method = req.method ?? "GET";
  const hasBody = method !== "GET" && method !== "HEAD";
  return new Request(requestUrl(req, port), {
    method,
    headers,
    body: hasBody ? requestBody(req) : undefined,
    duplex: "half",
  } as RequestInit);
}

// What the API's wrapper reads of a request (lib/http/route.ts, RequestHead),
// read from Node's request as it is: header names arrive in lower case, and
// a repeated header reads as its values joined, as Headers.get gives it.
export function requestHead(req: IncomingMessage, port: number): { method: string; url: string; headers: { get(name: string): string | null } } {
  return {
    method: req.method ?? "GET",
    url: requestUrl(req, port),
    headers: {
      get(name: string): string | null {
        const value = req.headers[name.toLowerCase()];
        if (value === undefined) return null;
        return Array.isArray(value) ? value.join(", ") : value;
      },
    },
  };
}

// The wrapper's own headers (lib/http/answer-headers.ts) give their record
// directly; a handler's Response brings a Headers of undici's. (Known by the
// method, not the class: the build's copy of lib is not this process's.)
type RecordHeaders = Headers & { toRecord(): Record<string, string | string[]> };

function nodeHeaders(source: Headers): OutgoingHttpHeaders {
  if (typeof (source as Partial<RecordHeaders>).toRecord === "function") return (source as RecordHeaders).toRecord();
  const out: OutgoingHttpHeaders = {};
  source.forEach((value, name) => {
    if (name !== "set-cookie") out[name] = value;
  });
  const cookies = source.getSetCookie();
  if (cookies.length > 0) out["set-cookie"] = cookies;
  return out;
}

async function writeStream(res: ServerResponse, reader: ReadableStreamDefaultReader<Uint8Array>, first: Uint8Array[]): Promise<void> {
  try {
    for (const chunk of first) if (!res.write(chunk)) await new Promise((r) => res.once("drain", r));
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (res.destroyed) throw new Error("client went away");
      if (!res.write(value)) await new Promise((r) => res.once("drain", r));
    }
    res.end();
  } catch (err) {
    await reader.cancel(err).catch(() => undefined);
    res.destroy();
  }
}

// Writes a Web Response to Node's response. A body that arrives in one chunk
// (every JSON answer) is sent with Content-Length, and gzipped when the client
// accepts it, as Next.js does; anything longer is streamed as it comes.
export async function sendWebResponse(req: IncomingMessage, res: ServerResponse, response: Response): Promise<void> {
  const headers = nodeHeaders(response.headers);
  if (!response.body || req.method === "HEAD") {
    await response.body?.cancel();
    res.writeHead(response.status, headers).end();
    return;
  }
  const reader = response.body.getReader();
  const first = await reader.read();
  const second = first.done ? first : await reader.read();
  if (!first.done && !second.done) {
    res.writeHead(response.status, headers);
    await writeStream(res, reader, [first.value, second.value]);
    return;
  }
  await sendBody(req, res, response.status, response.headers, headers, first.done ? new Uint8Array(0) : first.value);
}

// Writes an answer whose body is text already (lib/http/route.ts, Answer),
// as sendWebResponse writes a body of one chunk. A promise only when the
// body is gzipped: most answers are written before this returns.
export function sendText(req: IncomingMessage, res: ServerResponse, status: number, source: Headers, text: string | null): Promise<void> | undefined {
  const headers = nodeHeaders(source);
  if (text === null || req.method === "HEAD") {
    res.writeHead(status, headers).end();
    return undefined;
  }
  return sendBody(req, res, status, source, headers, text);
}

// A text body is handed to Node as it is (no copy into a buffer) unless it is gzipped.
function sendBody(req: IncomingMessage, res: ServerResponse, status: number, source: Headers, headers: OutgoingHttpHeaders, body: Uint8Array | string): Promise<void> | undefined {
  const length = typeof body === "string" ? Buffer.byteLength(body) : body.byteLength;
  if (length >= COMPRESS_FROM_BYTES && isCompressible(source)) {
    headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : "Accept-Encoding";
    if (acceptsGzip(req.headers["accept-encoding"])) return sendGzipped(res, status, headers, body);
  }
  headers["content-length"] = length;
  res.writeHead(status, headers).end(body);
  return undefined;
}

async function sendGzipped(res: ServerResponse, status: number, headers: OutgoingHttpHeaders, body: Uint8Array | string): Promise<void> {
  const zipped = await gzip(body);
  headers["content-encoding"] = "gzip";
  headers["content-length"] = zipped.byteLength;
  res.writeHead(status, headers).end(zipped);
}
