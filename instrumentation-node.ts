import { env } from "./lib/config/env";
import { log } from "./lib/core/log";
import { startJobRunner, stopJobRunner } from "./inngest/runner";
import { bootstrapPlatform } from "./lib/orgs/bootstrap-platform";
import { flushApiRequestCounts } from "./lib/analytics/request-counter";
import { beginDraining } from "./lib/health/lifecycle";

// Server start-up in the Node.js runtime (see instrumentation.ts).

// A database that is down at start must not keep the server from starting:
// /api/health reports it, and the next start retries the bootstrap.
try {
  if ((await bootstrapPlatform()) === "created") log.info("created the platform organisation and its owner");
} catch (err) {
  log.error({ err }, "platform bootstrap failed");
}

if (env().JOB_RUNNER === "on") startJobRunner();

// Graceful shutdown. The server (server/main.ts) answers SIGTERM by closing
// its listener (in-flight requests finish) and then calling process.exit. Meanwhile we
// turn /api/ready to 503, let the job runner finish the steps in flight and
// flush the request counters; process.exit is held until that is done (at
// most SHUTDOWN_GRACE_MS), so a deploy never cuts a step short. A step cut
// short anyway (SIGKILL) is taken over by another instance when its lease ends.
const SHUTDOWN_GRACE_MS = 25_000;
let finished: Promise<unknown> | undefined;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    log.info({ signal }, "shutting down: draining requests and job steps");
    beginDraining();
    finished = Promise.allSettled([stopJobRunner(), flushApiRequestCounts()]);
    const exit = process.exit.bind(process);
    process.exit = ((code?: number) => {
      void Promise.race([finished, new Promise((r) => setTimeout(r, SHUTDOWN_GRACE_MS).unref())]).finally(() => exit(code));
    }) as typeof process.exit;
  });
}
