import { log } from "./lib/core/log";
import { bootstrapPlatform } from "./lib/orgs/bootstrap-platform";
import { flushApiRequestCounts } from "./lib/analytics/request-counter";
import { beginDraining } from "./lib/health/lifecycle";
import { onShutdown } from "./lib/core/shutdown";

// Server start-up in the Node.js runtime (see instrumentation.ts).

// A database that is down at start must not keep the server from starting:
// /api/health reports it, and the next start retries the bootstrap.
try {
  if ((await bootstrapPlatform()) === "created") log.info("created the platform organisation and its owner");
} catch (err) {
  log.error({ err }, "platform bootstrap failed");
}

// Graceful shutdown. On SIGTERM or SIGINT /api/ready turns 503 at once; the
// front server (server/main.ts) closes its listener, lets requests in flight
// finish and then awaits these hooks (at most its grace period) before it
// exits. Background jobs run in their own process (inngest/runtime/job-process.ts),
// which the front server stops the same way.
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    log.info({ signal }, "shutting down: draining requests and job steps");
    beginDraining();
  });
}
onShutdown(() => flushApiRequestCounts().catch(() => undefined));
