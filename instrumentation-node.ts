import { env } from "./lib/config/env";
import { log } from "./lib/log";
import { startJobRunner, stopJobRunner } from "./lib/jobs/runner";
import { bootstrapPlatform } from "./lib/orgs/bootstrap-platform";

// Server start-up in the Node.js runtime (see instrumentation.ts).
// A database that is down at start must not keep the server from starting:
// /api/health reports it, and the next start retries the bootstrap.
try {
  if ((await bootstrapPlatform()) === "created") log.info("created the platform organisation and its owner");
} catch (err) {
  log.error({ err }, "platform bootstrap failed");
}

if (env().JOB_RUNNER === "on") {
  startJobRunner();
  // Best effort: hand in-flight runs back on shutdown. Next exits on these
  // signals on its own, possibly first; an interrupted run is simply taken
  // over when its lease ends.
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, () => void stopJobRunner());
}
