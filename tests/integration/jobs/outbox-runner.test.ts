import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dropDatabase } from "../../support/databases";
import { useFreshDatabase } from "./support/database";
import { sleep, waitFor } from "./support/wait";

// The in-process path end to end against a real PostgreSQL: outbox → run →
// steps, with retries, sleeps and final failures.

let databaseUrl: string;
let t: typeof import("./support/test-functions");
let db: typeof import("../../../lib/db/client").db;
let enqueueEvent: typeof import("../../../lib/jobs/outbox").enqueueEvent;

beforeAll(async () => {
  databaseUrl = await useFreshDatabase();
  t = await import("./support/test-functions");
  ({ db } = await import("../../../lib/db/client"));
  ({ enqueueEvent } = await import("../../../lib/jobs/outbox"));
});

afterAll(async () => {
  await db?.$disconnect();
  if (databaseUrl) await dropDatabase(databaseUrl);
});

describe("the outbox", () => {
  it("never runs an event whose transaction rolled back", async () => {
    await expect(
      db.$transaction(async (tx) => {
        await enqueueEvent(tx, t.testEvent("test/touch").create({ tag: "rolled-back" }));
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");

    await t.createTestRunner().drain();

    expect(await t.countEffects("touch:rolled-back")).toBe(0);
    expect(await db.outboxEvent.count({ where: { name: "test/touch", data: { equals: { tag: "rolled-back" } } } })).toBe(0);
  });

  it("runs a committed event's function once", async () => {
    const eventId = await t.enqueue("test/touch", { tag: "committed" });

    await t.createTestRunner().drain();
    await t.createTestRunner().drain();

    expect(await t.countEffects("touch:committed")).toBe(1);
    const event = await db.outboxEvent.findUniqueOrThrow({ where: { id: eventId }, include: { jobRuns: true } });
    expect(event.dispatchedAt).not.toBeNull();
    expect(event.jobRuns).toHaveLength(1);
    expect(event.jobRuns[0]).toMatchObject({ functionId: "test-touch", status: "completed", lockedUntil: null });
  });

  it("keeps one event per dedupe id", async () => {
    const first = await t.enqueue("test/touch", { tag: "deduped" }, "touch-once");
    const second = await db.$transaction((tx) => enqueueEvent(tx, t.testEvent("test/touch").create({ tag: "deduped" }, { id: "touch-once" })));

    await t.createTestRunner().drain();

    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    expect(await t.countEffects("touch:deduped")).toBe(1);
  });

  it("marks an event no function listens to with an error and logs it, rather than dropping it silently", async () => {
    const lines: string[] = [];
    const logger = pino({ level: "error" }, { write: (line: string) => lines.push(line) });
    const eventId = await t.enqueue("test/nobody-listens", {});

    await t.createTestRunner({ logger }).drain();

    const event = await db.outboxEvent.findUniqueOrThrow({ where: { id: eventId }, include: { jobRuns: true } });
    expect(event).toMatchObject({ lastError: expect.stringMatching(/no function listens/i), jobRuns: [] });
    expect(event.dispatchedAt).not.toBeNull();
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toContainEqual(
      expect.objectContaining({ level: 50, eventId, eventName: "test/nobody-listens" }),
    );
  });

  it("refuses Inngest's reserved event names", async () => {
    await expect(db.$transaction((tx) => enqueueEvent(tx, t.testEvent("inngest/function.invoked").create({})))).rejects.toThrow(/reserved/);
  });
});

describe("retries", () => {
  it("retries a failing step with backoff and never repeats the steps before it", async () => {
    const eventId = await t.enqueue("test/flaky", {});
    const runner = t.createTestRunner();
    runner.start();
    try {
      const run = await waitFor(async () => {
        const current = await t.runOf(eventId).catch(() => null);
        return current && (current.status === "completed" || current.status === "failed") && current;
      });
      expect(run).toMatchObject({ status: "completed", output: { done: true }, lastError: null });
    } finally {
      await runner.stop();
    }
    expect(await t.countEffects("flaky:first")).toBe(1);
    expect(await t.countEffects("flaky:attempt")).toBe(3);
    expect(await t.countEffects("flaky:last")).toBe(1);
  });

  it("fails the run with its last error once the function's retries are used up", async () => {
    const eventId = await t.enqueue("test/broken", {});
    const runner = t.createTestRunner();
    runner.start();
    try {
      const run = await waitFor(async () => {
        const current = await t.runOf(eventId).catch(() => null);
        return current?.status === "failed" && current;
      });
      expect(run.lastError).toBe("always broken");
    } finally {
      await runner.stop();
    }
    // retries: 1 means two attempts in all.
    expect(await t.countEffects("broken:attempt")).toBe(2);
  });

  it("fails at once on NonRetriableError", async () => {
    const eventId = await t.enqueue("test/refuse", {});

    await t.createTestRunner().drain();

    const run = await t.runOf(eventId);
    expect(run).toMatchObject({ status: "failed", attempt: 0, lockedUntil: null });
    expect(run.lastError).toBe("NonRetriableError: refused for good");
    expect(await t.countEffects("refuse:attempt")).toBe(1);
  });
});

describe("step.sleepUntil", () => {
  it("parks the run until the time, then resumes it", async () => {
    const until = new Date(Date.now() + 2_500);
    const eventId = await t.enqueue("test/sleep", { until: until.toISOString() });

    await t.createTestRunner().drain();
    const parked = await t.runOf(eventId);
    expect(parked).toMatchObject({ status: "queued", runAt: until });
    expect(await t.countEffects("sleep:woke")).toBe(0);

    await sleep(until.getTime() - Date.now() + 50);
    await t.createTestRunner().drain();

    const run = await t.runOf(eventId);
    expect(run.status).toBe("completed");
    expect(new Date(run.output as string).getTime()).toBeGreaterThanOrEqual(until.getTime());
    expect(await t.countEffects("sleep:woke")).toBe(1);
  });
});
