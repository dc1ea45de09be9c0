import { describe, expect, it } from "vitest";
import { StepMode, StepOpCode } from "inngest/types";
import { decide, errorText, type ExecutionOutcome } from "./decide";
import { memoizedState, readStepLog, withResult, withSleep } from "./step-log";

const now = new Date("2030-01-01T00:00:00.000Z");
const backoff = { baseMs: 1_000, maxMs: 60_000 };
const fresh = { attempt: 0, maxAttempts: 4, steps: {} };
const op = (id: string, code: StepOpCode, extra: object = {}) => ({ id, op: code, name: id, displayName: id, ...extra });

function run(outcome: ExecutionOutcome, progress = fresh) {
  return decide(outcome, progress, now, backoff);
}

describe("decide", () => {
  it("completes when the function resolves", () => {
    expect(run({ type: "function-resolved", data: { ok: true } })).toEqual({ kind: "complete", output: { ok: true } });
  });

  it("fails at once when the SDK says the error is final", () => {
    const decision = run({ type: "function-rejected", error: { name: "NonRetriableError", message: "bad input" }, retriable: false });
    expect(decision).toEqual({ kind: "fail", error: "NonRetriableError: bad input" });
  });

  it("retries a retriable rejection later, one attempt further on", () => {
    const decision = run({ type: "function-rejected", error: { name: "Error", message: "db down" }, retriable: true }, { ...fresh, attempt: 1 });
    expect(decision).toMatchObject({ kind: "retry", attempt: 2, error: "db down" });
    const delay = decision.kind === "retry" ? decision.runAt.getTime() - now.getTime() : -1;
    expect(delay).toBeGreaterThanOrEqual(1_000);
    expect(delay).toBeLessThanOrEqual(2_000);
  });

  it("honours RetryAfterError's delay", () => {
    const decision = run({ type: "function-rejected", error: { message: "slow down" }, retriable: "30" });
    expect(decision).toMatchObject({ kind: "retry", runAt: new Date("2030-01-01T00:00:30.000Z") });
  });

  it("stores a finished step and continues from attempt 0", () => {
    const decision = run({ type: "step-ran", step: op("a", StepOpCode.StepRun, { data: 42 }) }, { ...fresh, attempt: 2 });
    expect(decision).toMatchObject({ kind: "continue", attempt: 0, persist: true, steps: { a: { type: "data", data: 42 } } });
  });

  it("retries a step that threw a retriable error, keeping earlier steps", () => {
    const steps = withResult({}, "a", { data: 1 });
    const decision = run({ type: "step-ran", step: op("b", StepOpCode.StepError, { error: { message: "flaky" } }), retriable: true }, { ...fresh, steps });
    expect(decision).toMatchObject({ kind: "retry", attempt: 1, error: "flaky" });
  });

  it("stores a step's final error as its result so the function can handle it", () => {
    const error = { name: "NonRetriableError", message: "no" };
    const decision = run({ type: "step-ran", step: op("b", StepOpCode.StepFailed, { error }), retriable: false });
    expect(decision).toMatchObject({ kind: "continue", attempt: 0, persist: true, steps: { b: { type: "error", error } } });
  });

  it("runs parallel steps one by one", () => {
    const decision = run({ type: "steps-found", steps: [op("p1", StepOpCode.StepPlanned), op("p2", StepOpCode.StepPlanned)] });
    expect(decision).toMatchObject({ kind: "continue", persist: false, runStepId: "p1" });
  });

  it("fixes a relative sleep's wake time when first seen", () => {
    const decision = run({ type: "steps-found", steps: [op("nap", StepOpCode.Sleep, { name: "1h30m" })] });
    const wakeAt = "2030-01-01T01:30:00.000Z";
    expect(decision).toMatchObject({ kind: "sleep", runAt: new Date(wakeAt), steps: { nap: { type: "sleep", wakeAt } } });
  });

  it("keeps the stored wake time when the sleep is seen again too early", () => {
    const steps = withSleep({}, "nap", new Date("2030-01-01T00:10:00.000Z"));
    const decision = run({ type: "steps-found", steps: [op("nap", StepOpCode.Sleep, { name: "1h" })] }, { ...fresh, steps });
    expect(decision).toMatchObject({ kind: "sleep", runAt: new Date("2030-01-01T00:10:00.000Z"), steps });
  });

  it("ends a sleep once its time has come", () => {
    const steps = withSleep({}, "nap", new Date("2029-12-31T23:59:00.000Z"));
    const decision = run({ type: "steps-found", steps: [op("nap", StepOpCode.Sleep, { name: "1h" })] }, { ...fresh, steps });
    expect(decision).toMatchObject({ kind: "continue", persist: true, steps: { nap: { type: "data", data: null } } });
  });

  it("continues at once past a sleepUntil in the past", () => {
    const decision = run({ type: "steps-found", steps: [op("until", StepOpCode.Sleep, { name: "2029-06-01T00:00:00.000Z" })] });
    expect(decision).toMatchObject({ kind: "continue", steps: { until: { type: "data", data: null } } });
  });

  it("fails a run that uses a step the runner cannot do", () => {
    const decision = run({ type: "steps-found", steps: [op("wait", StepOpCode.WaitForEvent)] });
    expect(decision).toMatchObject({ kind: "fail", error: expect.stringMatching(/not supported by the in-process runner/) });
  });

  it("retries when a requested step is missing", () => {
    const step = { ...op("gone", StepOpCode.StepPlanned), mode: StepMode.Async, userland: { id: "gone" } };
    expect(run({ type: "step-not-found", step, foundSteps: [], totalFoundSteps: 0 })).toMatchObject({ kind: "retry", attempt: 1 });
  });
});

describe("step log", () => {
  it("hands the SDK finished steps in completion order, without pending sleeps", () => {
    let log = withResult({}, "b", { data: "first" });
    log = withSleep(log, "nap", new Date("2030-01-01T00:00:00.000Z"));
    log = withResult(log, "a", { error: { message: "second" } });
    const state = memoizedState(readStepLog(JSON.parse(JSON.stringify(log))));
    expect(state.completionOrder).toEqual(["b", "a"]);
    expect(state.stepState).toEqual({ b: { id: "b", data: "first" }, a: { id: "a", error: { message: "second" } } });
  });

  it("reads the column's default", () => {
    expect(readStepLog({})).toEqual({});
  });
});

describe("errorText", () => {
  it("names errors other than plain Error", () => {
    expect(errorText({ name: "TypeError", message: "x is undefined" })).toBe("TypeError: x is undefined");
    expect(errorText(new Error("plain"))).toBe("plain");
    expect(errorText("text")).toBe("text");
  });
});
