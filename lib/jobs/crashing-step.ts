import { StepOpCode } from "inngest/types";
import { executeOnce, type ExecutionInput } from "./execute-once";
import type { JobFunction } from "./functions";
import { processStoppedError } from "./process-stopped";
import { withResult, type StepLog } from "./step-log";

// The step a process died in is the run's next new step: asked to report it
// rather than run it, the engine names it, and it is stored as failed, so
// the next invocation throws its error where the function awaits it. Null
// when the function has no new step to report (it died between steps).
export async function failCrashingStep(fn: JobFunction, input: Omit<ExecutionInput, "reportNextStep" | "runStepId">): Promise<StepLog | null> {
  const outcome = await executeOnce(fn, { ...input, reportNextStep: true });
  if (outcome.type !== "steps-found") return null;
  const next = outcome.steps.find((step) => step.op === StepOpCode.StepPlanned);
  if (!next) return null;
  return withResult(input.steps, next.id, { error: processStoppedError(next.displayName ?? next.name ?? next.id) });
}
