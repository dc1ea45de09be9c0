import { StepMode } from "inngest/types";
import type { ExecutionOutcome } from "./decide";
import type { JobFunction } from "./functions";
import { memoizedState, type StepLog } from "./step-log";

export type RunEvent = { id: string; name: string; data: Record<string, unknown>; ts: number };

export type ExecutionInput = {
  runId: string;
  event: RunEvent;
  attempt: number;
  maxAttempts: number;
  steps: StepLog;
  // Set when several steps were found at once: run exactly this one.
  runStepId?: string;
  // Report the next new step instead of running it (a step that crashed
  // its process twice is failed without being run).
  reportNextStep?: boolean;
};

// One invocation of a function by the SDK's own execution engine, the way
// Inngest's executor calls the serve endpoint and @inngest/test drives it:
// finished steps are handed in as memoized state and return at once; the
// first new step runs and the engine reports it, or reports what the
// function is waiting for. `createExecution` is not public API, so this file
// is the one place that depends on it.
export function executeOnce(fn: JobFunction, input: ExecutionInput): Promise<ExecutionOutcome> {
  const { stepState, completionOrder } = memoizedState(input.steps);
  const execution = fn["createExecution"]({
    partialOptions: {
      client: fn["client"],
      runId: input.runId,
      data: {
        runId: input.runId,
        attempt: input.attempt,
        maxAttempts: input.maxAttempts,
        event: input.event,
        events: [input.event],
      },
      reqArgs: [],
      headers: {},
      stepState,
      stepCompletionOrder: completionOrder,
      stepMode: StepMode.Async,
      requestedRunStep: input.runStepId,
      disableImmediateExecution: input.reportNextStep === true,
    },
  });
  return execution.start();
}
