import { env } from "./lib/config/env";
import { log } from "./lib/log";
import { startJobRunner, stopJobRunner } from "./lib/jobs/runner";
import { bootstrapPlatform } from "./lib/orgs/bootstrap-platform";

// Server start-up in the Node.js runtime (see instrumentation.ts).
const platform = await bootstrapPlatform();
if (platform === "created") log.info("created the platform organisation and its owner");

if (env().JOB_RUNNER === "on") {
  startJobRunner();
  // Best effort: hand in-flight runs back on shutdown. Next exits on these
  // signals on its own, possibly first; an interrupted run is simply taken
  // over when its lease ends.
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, () => void stopJobRunner());
}
