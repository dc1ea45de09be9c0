import { durationToMs } from "inngest";
import type { InngestExecution } from "inngest/internals";
import { StepOpCode } from "inngest/types";
import { retryAfterDate, retryDelayMs, type BackoffPolicy } from "./backoff";
import { withResult, withSleep, type StepLog } from "./step-log";

// What the SDK's execution engine reports after one invocation of a function,
// without its in-memory context.
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type ExecutionOutcome = DistributiveOmit<InngestExecution.ExecutionResult, "ctx" | "ops">;

export type RunProgress = { attempt: number; maxAttempts: number; steps: StepLog };

// What the executor does next. The rules mirror Inngest's executor: a step
// that succeeds is stored and the function is invoked again; a retriable
// error comes back later with attempt + 1; a final step error is stored as
// the step's result so the function may catch it, and fails the run if not.
export type Decision =
  | { kind: "complete"; output: unknown }
  | { kind: "fail"; error: string }
  | { kind: "retry"; attempt: number; runAt: Date; error: string }
  | { kind: "continue"; steps: StepLog; attempt: number; persist: boolean; runStepId?: string }
  | { kind: "sleep"; steps: StepLog; runAt: Date };

export function decide(outcome: ExecutionOutcome, progress: RunProgress, now: Date, backoff: BackoffPolicy): Decision {
  const retry = (error: unknown, retriable: boolean | string | undefined): Decision => ({
    kind: "retry",
    attempt: progress.attempt + 1,
    runAt: (typeof retriable === "string" && retryAfterDate(retriable, now)) || new Date(now.getTime() + retryDelayMs(progress.attempt, backoff)),
    error: errorText(error),
  });

  switch (outcome.type) {
    case "function-resolved":
      return { kind: "complete", output: outcome.data };
    case "function-rejected":
      return outcome.retriable === false ? { kind: "fail", error: errorText(outcome.error) } : retry(outcome.error, outcome.retriable);
    case "step-ran": {
      const { step } = outcome;
      if (step.op === StepOpCode.StepError) return retry(step.error, outcome.retriable);
      const result = step.op === StepOpCode.StepFailed ? { error: step.error } : { data: step.data };
      return { kind: "continue", steps: withResult(progress.steps, step.id, result), attempt: 0, persist: true };
    }
    case "steps-found":
      return onStepsFound(outcome.steps, progress, now);
    case "step-not-found":
      return retry(new Error(`Step "${outcome.step.displayName ?? outcome.step.id}" was not found when the function ran again; is it deterministic?`), true);
    case "change-mode":
      return { kind: "fail", error: "The SDK asked to change execution mode, which the in-process runner does not do" };
  }
}

type FoundStep = { id: string; op: StepOpCode; name?: string; displayName?: string };

function onStepsFound(steps: FoundStep[], progress: RunProgress, now: Date): Decision {
  const unsupported = steps.find((step) => step.op !== StepOpCode.StepPlanned && step.op !== StepOpCode.Sleep);
  if (unsupported) {
    return {
      kind: "fail",
      error: `Step "${unsupported.displayName ?? unsupported.id}" (${unsupported.op}) is not supported by the in-process runner; configure Inngest to use it`,
    };
  }
  // Parallel steps: run them one at a time, as Inngest does when it asks the
  // SDK for one step by id.
  const planned = steps.find((step) => step.op === StepOpCode.StepPlanned);
  if (planned) return { kind: "continue", steps: progress.steps, attempt: progress.attempt, persist: false, runStepId: planned.id };

  let log = progress.steps;
  let woke = false;
  const pending: number[] = [];
  for (const sleep of steps) {
    const entry = log[sleep.id];
    const wakeAt = entry?.type === "sleep" ? new Date(entry.wakeAt) : wakeTime(sleep.name ?? "", now);
    if (wakeAt.getTime() <= now.getTime()) {
      log = withResult(log, sleep.id, { data: null });
      woke = true;
    } else {
      if (!entry) log = withSleep(log, sleep.id, wakeAt);
      pending.push(wakeAt.getTime());
    }
  }
  if (woke) return { kind: "continue", steps: log, attempt: progress.attempt, persist: true };
  return { kind: "sleep", steps: log, runAt: new Date(Math.min(...pending)) };
}

// step.sleepUntil sends an ISO date; step.sleep a duration such as "1h30m".
function wakeTime(name: string, now: Date): Date {
  if (/^\d{4}-\d{2}-\d{2}T/.test(name)) return new Date(name);
  return new Date(now.getTime() + (name === "" ? 0 : durationToMs(name)));
}

export function errorText(error: unknown): string {
  if (error && typeof error === "object") {
    const { name, message } = error as { name?: unknown; message?: unknown };
    if (typeof message === "string") return typeof name === "string" && name !== "Error" ? `${name}: ${message}` : message;
  }
  return String(error);
}
