import { z } from "zod";
import { toJson } from "./json";

// What JobRun.steps holds: every finished step's result, keyed by the SDK's
// hashed step id, so a retried or resumed run replays them instead of running
// them again. `seq` keeps completion order (jsonb does not keep key order) and
// the SDK needs that order to resolve parallel steps the same way each time.
// A "sleep" entry is a step.sleep that has started but not yet ended: its
// wake time is fixed once, so a relative sleep does not restart on every poll.
const entrySchema = z.discriminatedUnion("type", [
  z.object({ seq: z.number().int(), type: z.literal("data"), data: z.unknown() }),
  z.object({ seq: z.number().int(), type: z.literal("error"), error: z.unknown() }),
  z.object({ seq: z.number().int(), type: z.literal("sleep"), wakeAt: z.iso.datetime() }),
]);

const logSchema = z.record(z.string(), entrySchema);

export type StepEntry = z.infer<typeof entrySchema>;
export type StepLog = Record<string, StepEntry>;
export type StepResult = { data: unknown } | { error: unknown };

// The SDK's memoized state: what a re-invoked function is handed so finished
// steps return their stored result at once.
export type MemoizedStep = { id: string; data: unknown } | { id: string; error: unknown };

export function readStepLog(json: unknown): StepLog {
  return logSchema.parse(json ?? {});
}

export function memoizedState(log: StepLog): { stepState: Record<string, MemoizedStep>; completionOrder: string[] } {
  const stepState: Record<string, MemoizedStep> = {};
  const completionOrder: string[] = [];
  for (const [id, entry] of Object.entries(log).sort(([, a], [, b]) => a.seq - b.seq)) {
    if (entry.type === "sleep") continue;
    stepState[id] = entry.type === "data" ? { id, data: entry.data } : { id, error: entry.error };
    completionOrder.push(id);
  }
  return { stepState, completionOrder };
}

export function withResult(log: StepLog, id: string, result: StepResult): StepLog {
  const seq = nextSeq(log);
  const entry: StepEntry = "data" in result ? { seq, type: "data", data: toJson(result.data) } : { seq, type: "error", error: toJson(result.error) };
  return { ...log, [id]: entry };
}

export function withSleep(log: StepLog, id: string, wakeAt: Date): StepLog {
  return { ...log, [id]: { seq: nextSeq(log), type: "sleep", wakeAt: wakeAt.toISOString() } };
}

function nextSeq(log: StepLog): number {
  return Math.max(0, ...Object.values(log).map((entry) => entry.seq)) + 1;
}
