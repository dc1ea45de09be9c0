// The production server: Next.js's own request handler for pages, the
// portals and the framework routes, and the build's /api/v1 handlers called
// directly (server/api-routes.ts says why). Takes `next start`'s -p and -H;
// --dev serves Next.js's development server instead of the build (`npm run
// dev`), with /api/v1 through Next.js too (docs/architecture.md says why).
//   node --import tsx server/main.ts [-p 3000] [-H 0.0.0.0] [--dev]
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import path from "node:path";
import { parseArgs } from "node:util";
import { findHandler, loadApiRoutes, serveApi } from "./api-routes";
import { isServedMethod, methodRefusal, parserRefusal, rawHttp } from "./refusals";
import { CLIENT_ADDRESS_HEADER, resolveClientAddress, trustedProxies } from "../lib/http/forwarded-for";
import { parseEnv } from "../lib/config/parse-env";
import { runShutdownHooks } from "../lib/core/shutdown";
import { superviseJobProcess, type JobSupervisor } from "./job-supervisor";
import { keepNativeDate } from "../lib/core/native-date";

const { values } = parseArgs({
  options: { port: { type: "string", short: "p" }, hostname: { type: "string", short: "H" }, dev: { type: "boolean", default: false } },
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname;
const dev = values.dev === true;
const root = path.resolve(import.meta.dirname, "..");
const distDir = path.join(root, process.env.NEXT_DIST_DIR ?? ".next");

// As `next start` and `next dev` do, before React and Next.js are loaded.
(process.env as Record<string, string | undefined>).NODE_ENV ??= dev ? "development" : "production";

// A configuration the app would refuse (a missing secret in production, a
// value of the wrong form) stops the start here, with the reason, before
// anything is loaded or listens.
let config: ReturnType<typeof parseEnv>;
try {
  config = parseEnv(process.env);
} catch (err) {
  console.error(`\nThe service cannot start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(78);
}
keepNativeDate();
const { default: next } = await import("next");

function logError(err: unknown): void {
  const detail = err instanceof Error ? { type: err.name, message: err.message, stack: err.stack } : { message: String(err) };
  process.stderr.write(`${JSON.stringify({ level: 50, time: Date.now(), component: "server", err: detail, msg: "unhandled request error" })}\n`);
}

const app = next({ dev, dir: root, hostname, port });
// Runs instrumentation.ts (job runner, platform bootstrap, shutdown hooks).
await app.prepare();
const nextHandler = app.getRequestHandler();
// In development Next.js compiles each route on its first request, so there
// is no compiled handler to call ahead of it.
const api = dev ? null : await loadApiRoutes(distDir);

const isTrustedProxy = trustedProxies(process.env.TRUSTED_PROXIES);

function inboundRequestId(req: IncomingMessage): string | null {
  const value = req.headers["x-request-id"];
  return typeof value === "string" ? value : null;
}

function onRequest(req: IncomingMessage, res: ServerResponse): void {
  if (!isServedMethod(req.method)) {
    const refusal = methodRefusal(req.method ?? "", inboundRequestId(req));
    res.writeHead(refusal.status, refusal.headers).end(refusal.body);
    return;
  }
  // Every handler, ours or Next's, reads the client address from here (rate limits).
  req.headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"], isTrustedProxy);
  const found = api && findHandler(api, req);
  const served = found ? serveApi(found, req, res, port, logError) : nextHandler(req, res);
  served.catch((err: unknown) => {
    logError(err);
    if (!res.headersSent) res.writeHead(500).end();
    else res.destroy();
  });
}

const server = createServer(onRequest);
// A request Node's parser refuses (headers over its 16 KiB limit, broken
// framing) never reaches a handler; it still gets the API's error body
// and a request id rather than Node's bare status line.
server.on("clientError", (err: NodeJS.ErrnoException, socket: Duplex) => {
  if (err.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(parserRefusal(err.code === "HPE_HEADER_OVERFLOW" ? 431 : 400));
});
// Node hands CONNECT to this event rather than to onRequest, and closes the
// socket without a word when nothing listens.
server.on("connect", (req: IncomingMessage, socket: Duplex) => {
  socket.end(rawHttp(methodRefusal("CONNECT", inboundRequestId(req))));
});
await new Promise<void>((resolve, reject) => {
  server.once("error", reject);
  server.listen(port, hostname, resolve);
});
console.log(`Ready on http://${hostname ?? "localhost"}:${port}`);

// Background jobs run in a process of their own (docs/jobs.md), so a job
// that exhausts its memory or its event loop never takes requests with it.
const jobs: JobSupervisor | null =
  config.JOB_RUNNER === "on" ? superviseJobProcess({ root, heapMb: config.JOB_PROCESS_HEAP_MB, log: (line) => console.error(line) }) : null;

// As `next start`: stop accepting, let requests in flight finish, then run
// the app's shutdown hooks (instrumentation-node.ts: job steps in flight,
// request counters) for at most SHUTDOWN_GRACE_MS, then exit.
const SHUTDOWN_GRACE_MS = 25_000;
let closing = false;
for (const [signal, code] of [["SIGTERM", 143], ["SIGINT", 130]] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    // The job process finishes its steps in flight meanwhile.
    const jobsStopped = jobs?.stop(SHUTDOWN_GRACE_MS) ?? Promise.resolve();
    server.close(() => {
      void app
        .close()
        .then(() => Promise.all([runShutdownHooks(SHUTDOWN_GRACE_MS), jobsStopped]))
        .finally(() => process.exit(code));
    });
  });
}
