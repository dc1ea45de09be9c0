import type { Logger } from "pino";
import type { BackoffPolicy } from "./backoff";
import { decide, type Decision } from "./decide";
import { executeOnce } from "./execute-once";
import type { JobFunction } from "./functions";
import type { ClaimedRun, RunUpdate } from "./lease";
import { readStepLog } from "./step-log";
import { MAX_CRASHES } from "./process-stopped";
import { failCrashingStep } from "./crashing-step";

export type JobLogger = Pick<Logger, "debug" | "info" | "warn" | "error">;

export type ExecutorOptions = {
  backoff: BackoffPolicy;
  heartbeatMs: number;
  logger: JobLogger;
  // Checked between steps: a stopping process hands the run back instead of
  // starting another step.
  isStopping: () => boolean;
};

// Inngest's default when a function sets no `retries`.
const defaultRetries = 3;

// Drives one claimed run as far as it can go now: step after step until it
// completes, fails, sleeps or needs a retry later. Each finished step is
// written before the next begins, so a crash repeats at most the step that
// was in flight.
export async function executeRun(fn: JobFunction, run: ClaimedRun, options: ExecutorOptions): Promise<void> {
  const { lease } = run;
  const log = options.logger;
  const maxAttempts = (fn.opts.retries ?? defaultRetries) + 1;
  if (run.attempt >= maxAttempts) {
    await lease.write({ status: "failed", lastError: run.lastError });
    log.warn({ runId: run.id, functionId: run.functionId, error: run.lastError }, "job run failed: no attempts left");
    return;
  }

  // A step may outlast the lease; the heartbeat keeps it while we work.
  const heartbeat = setInterval(() => {
    lease.renew().catch((error: unknown) => log.warn({ runId: run.id, err: error }, "job run lease renewal failed"));
  }, options.heartbeatMs);
  try {
    let progress = { attempt: run.attempt, maxAttempts, steps: readStepLog(run.steps) };
    if (run.crashes >= MAX_CRASHES) {
      const steps = await failCrashingStep(fn, { runId: run.id, event: run.event, ...progress });
      if (steps && !(await lease.write({ steps, crashes: 0 }))) return;
      if (steps) log.error({ runId: run.id, functionId: run.functionId }, "a job step stopped its process twice; it was failed without running it again");
      progress = { ...progress, steps: steps ?? progress.steps };
    }
    let runStepId: string | undefined;
    for (;;) {
      if (options.isStopping()) {
        await lease.write({ status: "queued" });
        return;
      }
      const outcome = await executeOnce(fn, { runId: run.id, event: run.event, ...progress, runStepId });
      // Our lease ran out mid-step and another process has the run: what we
      // did is discarded (steps are idempotent) and the fence keeps it out.
      if (lease.isLost) return;
      const decision = decide(outcome, progress, new Date(), options.backoff);
      if (decision.kind !== "continue") {
        if (await lease.write(finalUpdate(decision))) logDecision(log, run, decision);
        return;
      }
      if (decision.persist && !(await lease.write({ steps: decision.steps, attempt: decision.attempt, lastError: null, crashes: 0 }))) return;
      progress = { ...progress, attempt: decision.attempt, steps: decision.steps };
      runStepId = decision.runStepId;
    }
  } finally {
    clearInterval(heartbeat);
  }
}

function finalUpdate(decision: Exclude<Decision, { kind: "continue" }>): RunUpdate {
  switch (decision.kind) {
    case "complete":
      return { status: "completed", output: decision.output ?? null, lastError: null };
    case "fail":
      return { status: "failed", lastError: decision.error };
    case "retry":
      return { status: "queued", attempt: decision.attempt, runAt: decision.runAt, lastError: decision.error };
    case "sleep":
      return { status: "queued", steps: decision.steps, runAt: decision.runAt };
  }
}

function logDecision(log: JobLogger, run: ClaimedRun, decision: Exclude<Decision, { kind: "continue" }>): void {
  const context = { runId: run.id, functionId: run.functionId, eventId: run.event.id };
  if (decision.kind === "fail") log.error({ ...context, error: decision.error }, "job run failed");
  else if (decision.kind === "retry") log.warn({ ...context, attempt: decision.attempt, runAt: decision.runAt, error: decision.error }, "job run will be retried");
  else log.debug({ ...context, kind: decision.kind }, "job run settled");
}
