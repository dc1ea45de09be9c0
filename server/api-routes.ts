import type { IncomingMessage, ServerResponse } from "node:http";
import { CORS_HEADERS } from "../lib/http/cors";
import { INTERNAL_MESSAGE } from "../lib/core/errors";
import { requestIdFrom } from "../lib/http/request-id";
import type { Answer, AnswerRequest } from "../lib/http/answer";
import { discardUnreadBody, requestHead, sendText, sendWebResponse, toWebRequest } from "./node-bridge";
import { compiledRouteFile, readRouteManifest, routeFileExports } from "./next-build";
import { routeTable, type RouteParams, type RouteTable } from "./route-table";

// The /api/v1 route handlers of the production build, called directly.
//
// Every /api/v1 handler is one lib/http wrapper call that needs nothing of
// Next.js but a Web Request and its params (no next/headers, no cookies(),
// no caching), so routing it through Next's request pipeline only added
// about 1 ms of CPU per request (docs/benchmarks.md, "API layer"). The handlers
// are the build's own compiled route modules, loaded through the same
// Turbopack runtime Next.js uses, so the process holds one copy of lib (one
// Prisma pool, one job runner, one set of caches) whichever path a request
// takes. What this does not serve (other paths, a method a route file does
// not export) goes to Next.js unchanged.

const API_ROOT = "/api/v1";
const API_PREFIX = `${API_ROOT}/`;
// The GS1 Digital Link resolver is called directly too: it is what a phone
// hits after scanning a product's QR code, a lib/http handler like the API's
// (docs/api.md, "Product passports").
const RESOLVER_ROUTE = "/01/[...path]";
const RESOLVER_PREFIX = "/01/";
// The catch-all route file that answers every /api/v1 path no other claims.
const UNKNOWN_ROUTE = `${API_ROOT}/[...path]`;
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

// A lib/http handler also answers without a Web Request or Response
// (`answer`); the framework's signature is what every route file exports.
type Handler = ((req: Request, ctx: { params: Promise<RouteParams> }) => Promise<Response>) & { answer?: AnswerRequest };
export type ApiRoutes = { table: RouteTable; handlers: Map<string, Map<string, Handler>> };

// Loaded at start, so a build that cannot be served this way fails at once.
export async function loadApiRoutes(distDir: string): Promise<ApiRoutes> {
  const handlers = new Map<string, Map<string, Handler>>();
  for (const [entry, route] of Object.entries(readRouteManifest(distDir))) {
    if (!route.startsWith(API_PREFIX) && route !== RESOLVER_ROUTE) continue;
    const exports = await routeFileExports(compiledRouteFile(distDir, entry));
    const methods = new Map<string, Handler>();
    for (const method of METHODS) {
      if (typeof exports[method] === "function") methods.set(method, exports[method] as Handler);
    }
    handlers.set(route, methods);
  }
  return { table: routeTable(handlers.keys()), handlers };
}

function pathOf(url: string): string {
  const query = url.indexOf("?");
  return query < 0 ? url : url.slice(0, query);
}

type Found = { handler: Handler; params: RouteParams };

// A method the route file does not export: 405 in the API's error shape with
// Allow (Next.js would answer it without a body).
function methodNotAllowed(req: IncomingMessage, allowed: string[]): Found {
  return {
    params: {},
    handler: async () => {
      const { requestId, headers } = contractHeaders(req);
      headers.Allow = allowed.join(", ");
      const body = { error: { code: "METHOD_NOT_ALLOWED", message: `Use ${allowed.join(", ")} on this path.`, requestId } };
      return Response.json(body, { status: 405, headers });
    },
  };
}

// The handler for this request, or null when Next.js should answer it.
// Every path under /api/v1 is answered here in the API's error shape: a
// trailing slash is served as the path without it (no redirect), and a path
// no route claims, /api/v1 itself or one whose percent-encoding is broken
// goes to the catch-all route, which checks the credential and answers 404.
export function findHandler(routes: ApiRoutes, req: IncomingMessage): Found | null {
  const pathname = pathOf(req.url ?? "/");
  if (pathname.startsWith(RESOLVER_PREFIX)) return resolverHandler(routes, req, pathname);
  if (pathname !== API_ROOT && !pathname.startsWith(API_PREFIX)) return null;
  const trimmed = pathname.length > API_PREFIX.length ? pathname.replace(/\/+$/, "") : pathname;
  const match = routes.table.match(trimmed) ?? { route: UNKNOWN_ROUTE, params: { path: [] } };
  const methods = routes.handlers.get(match.route);
  if (!methods) return null;
  const method = req.method === "HEAD" && !methods.has("HEAD") ? "GET" : (req.method ?? "GET");
  const handler = methods.get(method);
  if (handler) return { handler, params: match.params };
  return methodNotAllowed(req, [...methods.keys()]);
}

// The resolver's GET (and HEAD); anything else under /01/ is Next's to answer.
function resolverHandler(routes: ApiRoutes, req: IncomingMessage, pathname: string): Found | null {
  const match = routes.table.match(pathname);
  if (match?.route !== RESOLVER_ROUTE || (req.method !== "GET" && req.method !== "HEAD")) return null;
  const handler = routes.handlers.get(RESOLVER_ROUTE)?.get("GET");
  return handler ? { handler, params: match.params } : null;
}

function contractHeaders(req: IncomingMessage): { requestId: string; headers: Record<string, string> } {
  const inbound = req.headers["x-request-id"];
  const requestId = requestIdFrom(typeof inbound === "string" ? inbound : null);
  return { requestId, headers: { ...CORS_HEADERS, "X-Request-ID": requestId } };
}

// The wrapper answers every error itself; this is the last resort for a
// handler that throws anyway, in the API's error shape. (The pure parts of
// lib/http only: the wrapper's own error mapping logs through lib's logger,
// which belongs to the build's copy of lib.)
function internalError(req: IncomingMessage): Response {
  const { requestId, headers } = contractHeaders(req);
  const body = { error: { code: "INTERNAL", message: INTERNAL_MESSAGE, requestId } };
  return Response.json(body, { status: 500, headers });
}

// The Web Request of a Node request, made on the first call only. A bound
// function rather than a closure: tsx names every function a const holds,
// with a defineProperty per request.
type LazyRequest = { req: IncomingMessage; port: number; made: Request | undefined };
function webRequestOnce(this: LazyRequest): Request {
  return (this.made ??= toWebRequest(this.req, this.port));
}

export async function serveApi(
  found: Found,
  req: IncomingMessage,
  res: ServerResponse,
  port: number,
  onError: (err: unknown) => void,
): Promise<void> {
  const webRequest = webRequestOnce.bind({ req, port, made: undefined });
  let answer: Answer;
  try {
    answer = found.handler.answer
      ? await found.handler.answer(requestHead(req, port), found.params, webRequest)
      : await found.handler(webRequest(), { params: Promise.resolve(found.params) });
  } catch (err) {
    onError(err);
    answer = internalError(req);
  }
  if (answer instanceof Response) await sendWebResponse(req, res, answer);
  else {
    const sending = sendText(req, res, answer.status, answer.headers, answer.body);
    if (sending) await sending;
  }
  discardUnreadBody(req);
}
