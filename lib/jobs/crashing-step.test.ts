import { Inngest } from "inngest";
import { describe, expect, it } from "vitest";
import { decide } from "./decide";
import { executeOnce, type RunEvent } from "./execute-once";
import { failCrashingStep } from "./crashing-step";
import { isProcessStopped } from "./process-stopped";
import { readStepLog, type StepLog } from "./step-log";

const silent = { info() {}, warn() {}, error() {}, debug() {} };
const client = new Inngest({ id: "crashing-step-test", logger: silent });
const event: RunEvent = { id: "evt-1", name: "test/go", data: {}, ts: 0 };
const backoff = { baseMs: 1, maxMs: 1 };

describe("a step that stopped its process twice", () => {
  it("is failed without running, and the function's own failure path runs", async () => {
    const ran: string[] = [];
    let caught: unknown;
    const fn = client.createFunction({ id: "import-like", retries: 5, triggers: [{ event: "test/go" }] }, async ({ step }) => {
      await step.run("claim", () => void ran.push("claim"));
      try {
        await step.run("process", () => void ran.push("process"));
      } catch (err) {
        caught = err;
        await step.run("mark-failed", () => void ran.push("mark-failed"));
        throw err;
      }
    });
    // "claim" finished before the crashes.
    let progress = { attempt: 2, maxAttempts: 6, steps: {} as StepLog };
    const first = decide(await executeOnce(fn, { runId: "run-1", event, ...progress }), progress, new Date(), backoff);
    if (first.kind !== "continue") throw new Error("claim did not run");
    progress = { ...progress, steps: readStepLog(JSON.parse(JSON.stringify(first.steps))) };
    expect(ran).toEqual(["claim"]);
    ran.length = 0;

    const failed = await failCrashingStep(fn, { runId: "run-1", event, ...progress });
    expect(failed).not.toBeNull();
    expect(ran).toEqual([]);
    progress = { ...progress, steps: readStepLog(JSON.parse(JSON.stringify(failed))) };

    for (let i = 0; i < 5; i++) {
      const outcome = await executeOnce(fn, { runId: "run-1", event, ...progress });
      const decision = decide(outcome, progress, new Date(), backoff);
      if (decision.kind !== "continue") break;
      progress = { ...progress, steps: readStepLog(JSON.parse(JSON.stringify(decision.steps))) };
    }
    expect(ran).toEqual(["mark-failed"]);
    expect(isProcessStopped(caught)).toBe(true);
  });

  it("reports nothing when the function has no new step", async () => {
    const fn = client.createFunction({ id: "done", triggers: [{ event: "test/go" }] }, async () => "ok");
    expect(await failCrashingStep(fn, { runId: "run-2", event, attempt: 0, maxAttempts: 4, steps: {} as StepLog })).toBeNull();
  });
});
