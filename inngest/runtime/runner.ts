import { inngest } from "./client";
import { functions } from "../functions";
import { env } from "../../lib/config/env";
import { log } from "../../lib/core/log";
import { createJobRunner, type JobRunner, type JobRunnerOptions } from "../../lib/jobs/job-runner";

// The process's job runner. With INNGEST_EVENT_KEY set it only forwards the
// outbox to Inngest; without it, it runs the app's functions in-process.
function appRunnerOptions(overrides: Partial<JobRunnerOptions> = {}): JobRunnerOptions {
  return {
    functions,
    mode: env().INNGEST_EVENT_KEY ? "inngest" : "local",
    concurrency: env().JOB_CONCURRENCY,
    client: inngest,
    logger: log.child({ component: "jobs" }),
    ...overrides,
  };
}

// On globalThis so Next's module reloads in development do not start a
// second runner in the same process.
const globalForRunner = globalThis as unknown as { jobRunner?: JobRunner };

export function startJobRunner(overrides: Partial<JobRunnerOptions> = {}): JobRunner {
  if (!globalForRunner.jobRunner) {
    globalForRunner.jobRunner = createJobRunner(appRunnerOptions(overrides));
    globalForRunner.jobRunner.start();
  }
  return globalForRunner.jobRunner;
}

// For graceful shutdown: resolves once in-flight steps have finished and
// their runs are handed back. Skipping it loses nothing: an abandoned run is
// taken over when its lease ends.
export async function stopJobRunner(): Promise<void> {
  const runner = globalForRunner.jobRunner;
  globalForRunner.jobRunner = undefined;
  await runner?.stop();
}

// Runs the app's functions until nothing is due now (tests, scripts).
export function drainJobs(options: { timeoutMs?: number } = {}): Promise<void> {
  return (globalForRunner.jobRunner ?? createJobRunner(appRunnerOptions())).drain(options);
}
