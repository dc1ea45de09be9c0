import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { CORS_HEADERS } from "../lib/http/cors";
import { INTERNAL_MESSAGE } from "../lib/http/errors";
import { requestIdFrom } from "../lib/http/request-id";
import { discardUnreadBody, sendWebResponse, toWebRequest } from "./node-bridge";
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

const API_PREFIX = "/api/v1/";
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

type Handler = (req: Request, ctx: { params: Promise<RouteParams> }) => Promise<Response>;
type CompiledRoute = { routeModule?: { ensureUserland?: () => Promise<void>; userland?: Record<string, unknown> } };

export type ApiRoutes = { table: RouteTable; handlers: Map<string, Map<string, Handler>> };

async function handlersOf(file: string, route: string): Promise<Map<string, Handler>> {
  const compiled = createRequire(import.meta.url)(file) as CompiledRoute;
  const routeModule = compiled.routeModule;
  if (!routeModule?.ensureUserland) throw new Error(`${route}: this Next.js build does not expose its route handlers; serve it with \`next start\`.`);
  await routeModule.ensureUserland();
  const handlers = new Map<string, Handler>();
  for (const method of METHODS) {
    const handler = routeModule.userland?.[method];
    if (typeof handler === "function") handlers.set(method, handler as Handler);
  }
  return handlers;
}

// Loaded at start, so a build that cannot be served this way fails at once.
export async function loadApiRoutes(distDir: string): Promise<ApiRoutes> {
  const manifest = JSON.parse(readFileSync(path.join(distDir, "app-path-routes-manifest.json"), "utf8")) as Record<string, string>;
  const handlers = new Map<string, Map<string, Handler>>();
  for (const [entry, route] of Object.entries(manifest)) {
    if (!route.startsWith(API_PREFIX)) continue;
    handlers.set(route, await handlersOf(path.join(distDir, "server", "app", `${entry}.js`), route));
  }
  return { table: routeTable(handlers.keys()), handlers };
}

function pathOf(url: string): string {
  const query = url.indexOf("?");
  return query < 0 ? url : url.slice(0, query);
}

// The handler for this request, or null when Next.js should answer it.
export function findHandler(routes: ApiRoutes, req: IncomingMessage): { handler: Handler; params: RouteParams } | null {
  const pathname = pathOf(req.url ?? "/");
  if (!pathname.startsWith(API_PREFIX)) return null;
  const match = routes.table.match(pathname);
  const handler = match && routes.handlers.get(match.route)?.get(req.method ?? "GET");
  return handler && match ? { handler, params: match.params } : null;
}

// The wrapper answers every error itself; this is the last resort for a
// handler that throws anyway, in the contract's shape. (The pure parts of
// lib/http only: the wrapper's own error mapping logs through lib's logger,
// which belongs to the build's copy of lib.)
function internalError(req: IncomingMessage): Response {
  const inbound = req.headers["x-request-id"];
  const requestId = requestIdFrom(typeof inbound === "string" ? inbound : null);
  const body = { error: { code: "INTERNAL", message: INTERNAL_MESSAGE, requestId } };
  return Response.json(body, { status: 500, headers: { ...CORS_HEADERS, "X-Request-ID": requestId } });
}

export async function serveApi(
  found: { handler: Handler; params: RouteParams },
  req: IncomingMessage,
  res: ServerResponse,
  port: number,
  onError: (err: unknown) => void,
): Promise<void> {
  let response: Response;
  try {
    response = await found.handler(toWebRequest(req, port), { params: Promise.resolve(found.params) });
  } catch (err) {
    onError(err);
    response = internalError(req);
  }
  await sendWebResponse(req, res, response);
  discardUnreadBody(req);
}
