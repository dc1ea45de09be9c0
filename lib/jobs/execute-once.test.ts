import { Inngest, NonRetriableError } from "inngest";
import { describe, expect, it } from "vitest";
import { decide, type Decision } from "./decide";
import { executeOnce, type RunEvent } from "./execute-once";
import type { JobFunction } from "./functions";
import { readStepLog, type StepLog } from "./step-log";

// The SDK's real execution engine driven by executeOnce and decide, with the
// database replaced by a variable: guards the contract with the SDK's
// non-public createExecution when the inngest package is upgraded.

const silent = { info() {}, warn() {}, error() {}, debug() {} };
const client = new Inngest({ id: "execute-once-test", logger: silent });
const event: RunEvent = { id: "evt-1", name: "test/go", data: {}, ts: 0 };
const backoff = { baseMs: 1, maxMs: 1 };

// Runs a function to its end, jumping the clock over the waits a real
// runner would sit out.
async function runToEnd(fn: JobFunction, retries = 3): Promise<{ decisions: Decision["kind"][]; last: Decision }> {
  let progress = { attempt: 0, maxAttempts: retries + 1, steps: {} as StepLog };
  let runStepId: string | undefined;
  const decisions: Decision["kind"][] = [];
  let clock = Date.now();
  for (let i = 0; i < 50; i++) {
    const outcome = await executeOnce(fn, { runId: "run-1", event, ...progress, runStepId });
    const decision = decide(outcome, progress, new Date(clock), backoff);
    decisions.push(decision.kind);
    runStepId = undefined;
    if (decision.kind === "continue") {
      // What would come back from the database: stored as JSON.
      progress = { ...progress, attempt: decision.attempt, steps: readStepLog(JSON.parse(JSON.stringify(decision.steps))) };
      runStepId = decision.runStepId;
    } else if (decision.kind === "retry") {
      progress = { ...progress, attempt: decision.attempt };
      clock = decision.runAt.getTime();
    } else if (decision.kind === "sleep") {
      progress = { ...progress, steps: decision.steps };
      clock = decision.runAt.getTime();
    } else {
      return { decisions, last: decision };
    }
  }
  throw new Error("the run did not end");
}

describe("executeOnce with the SDK's engine", () => {
  it("runs each step once, in order, across re-invocations, with JSON-shaped results", async () => {
    const calls: string[] = [];
    const fn = client.createFunction({ id: "sequence", triggers: [{ event: "test/go" }] }, async ({ step }) => {
      const made = await step.run("make", () => {
        calls.push("make");
        return { at: new Date(0) };
      });
      const [a, b] = await Promise.all([
        step.run("left", () => (calls.push("left"), 1)),
        step.run("right", () => (calls.push("right"), 2)),
      ]);
      await step.sleep("nap", "1h");
      return { made, sum: a + b };
    });

    const { decisions, last } = await runToEnd(fn);

    expect(calls).toEqual(["make", "left", "right"]);
    // make; both parallel steps found; left; right; the sleep starts; it ends; done.
    expect(decisions).toEqual(["continue", "continue", "continue", "continue", "sleep", "continue", "complete"]);
    expect(last).toEqual({ kind: "complete", output: { made: { at: "1970-01-01T00:00:00.000Z" }, sum: 3 } });
  });

  it("retries a throwing step until it succeeds", async () => {
    let tries = 0;
    const fn = client.createFunction({ id: "flaky", triggers: [{ event: "test/go" }] }, async ({ step }) => {
      return step.run("flaky", () => {
        if (++tries < 3) throw new Error("not yet");
        return "ok";
      });
    });

    const { decisions, last } = await runToEnd(fn);

    expect(decisions).toEqual(["retry", "retry", "continue", "complete"]);
    expect(last).toEqual({ kind: "complete", output: "ok" });
  });

  it("lets the function catch a step's final error", async () => {
    const fn = client.createFunction({ id: "catches", triggers: [{ event: "test/go" }] }, async ({ step }) => {
      try {
        await step.run("doomed", () => {
          throw new Error("gone");
        });
      } catch {
        return "recovered";
      }
    });

    const { decisions, last } = await runToEnd(fn, 1);

    expect(decisions).toEqual(["retry", "continue", "complete"]);
    expect(last).toEqual({ kind: "complete", output: "recovered" });
  });

  it("fails at once on NonRetriableError", async () => {
    const fn = client.createFunction({ id: "refuses", triggers: [{ event: "test/go" }] }, async ({ step }) => {
      await step.run("refuse", () => {
        throw new NonRetriableError("never");
      });
    });

    const { decisions, last } = await runToEnd(fn);

    expect(decisions).toEqual(["continue", "fail"]);
    expect(last).toEqual({ kind: "fail", error: "NonRetriableError: never" });
  });
});
