import { spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dropDatabase } from "../../support/databases";
import { useFreshDatabase } from "./support/database";
import { sleep, waitFor } from "./support/wait";

// A run whose process dies, or stalls past its lease, is finished by another
// runner: steps finished before are not repeated, the step in flight runs
// again (steps are idempotent), and the run completes exactly once. A runner
// that stops gracefully finishes its step and hands the run back.

let databaseUrl: string;
let t: typeof import("./support/test-functions");
let db: typeof import("../../../lib/db/client").db;

beforeAll(async () => {
  databaseUrl = await useFreshDatabase();
  t = await import("./support/test-functions");
  ({ db } = await import("../../../lib/db/client"));
});

afterAll(async () => {
  await db?.$disconnect();
  if (databaseUrl) await dropDatabase(databaseUrl);
});

async function effects(tag: string) {
  const [before, start, end, after] = await Promise.all(["before", "start", "end", "after"].map((name) => t.countEffects(`hold:${tag}:${name}`)));
  return { before, start, end, after };
}

describe("a runner that dies mid-step", () => {
  it("leaves the run to another runner once its lease ends", async () => {
    const eventId = await t.enqueue("test/hold", { tag: "killed" });
    const leaseMs = 3_000;
    const worker = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", path.join(import.meta.dirname, "support/worker.ts")], {
      env: { ...process.env, JOBS_TEST_WORKER: "1", JOBS_TEST_LEASE_MS: String(leaseMs) },
      stdio: "inherit",
    });
    try {
      await waitFor(async () => (await effects("killed")).start === 1, 20_000);
    } finally {
      worker.kill("SIGKILL");
      await once(worker, "exit");
    }
    const abandoned = await t.runOf(eventId);
    expect(abandoned.status).toBe("running");

    // While the dead worker's lease lasts, nobody takes the run.
    const successor = t.createTestRunner({ leaseMs });
    await successor.drain();
    expect((await t.runOf(eventId)).status).toBe("running");

    await sleep(abandoned.lockedUntil!.getTime() - Date.now() + 50);
    await successor.drain();

    const run = await t.runOf(eventId);
    expect(run).toMatchObject({ status: "completed", output: { heldBy: { pid: process.pid } }, lockedUntil: null, lastError: null });
    expect(await effects("killed")).toEqual({ before: 1, start: 2, end: 1, after: 1 });
    expect(await db.jobRun.count({ where: { eventId } })).toBe(1);
  });
});

describe("a step that kills its process twice", () => {
  it("is failed without running a third time, and the function's failure path runs", async () => {
    const eventId = await t.enqueue("test/crash-loop", {});
    const leaseMs = 2_000;
    for (let crash = 1; crash <= 2; crash++) {
      const worker = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", path.join(import.meta.dirname, "support/worker.ts")], {
        env: { ...process.env, JOBS_TEST_WORKER: "1", JOBS_TEST_LEASE_MS: String(leaseMs) },
        stdio: "inherit",
      });
      try {
        // The run is taken over once the dead worker's lease ends.
        await waitFor(async () => (await t.countEffects("crash-loop:start")) === crash, 20_000);
      } finally {
        worker.kill("SIGKILL");
        await once(worker, "exit");
      }
      await sleep((await t.runOf(eventId)).lockedUntil!.getTime() - Date.now() + 50);
    }
    await t.createTestRunner({ leaseMs }).drain();

    const run = await t.runOf(eventId);
    expect(run).toMatchObject({ status: "completed", output: { failed: true }, crashes: 0 });
    expect(await t.countEffects("crash-loop:start")).toBe(2);
    expect(await t.countEffects("crash-loop:before")).toBe(1);
    expect(await t.countEffects("crash-loop:failed:true")).toBe(1);
  });
});

describe("a runner that stalls past its lease", () => {
  it("cannot write over the runner that took the run over", async () => {
    const eventId = await t.enqueue("test/hold", { tag: "stalled", gate: true });
    const stalled = t.createTestRunner();
    const stalledDrain = stalled.drain();
    await waitFor(async () => (await effects("stalled")).start === 1);

    // As if the stalled runner's lease had run out while its step was in flight.
    await db.$executeRaw`UPDATE job_runs SET "lockedUntil" = now() - interval '1 second' WHERE "eventId" = ${eventId}::uuid`;
    await t.createTestRunner().drain();
    const finished = await t.runOf(eventId);
    expect(finished).toMatchObject({ status: "completed", output: { heldBy: { execution: 2 } } });

    // The stalled runner's step now finishes; its result is refused.
    t.openHoldGate("stalled");
    await stalledDrain;

    expect(await t.runOf(eventId)).toEqual(finished);
    expect(await effects("stalled")).toEqual({ before: 1, start: 2, end: 2, after: 1 });
  });
});

describe("a runner that stops gracefully", () => {
  it("finishes the step in flight, hands the run back, and the next runner goes on from there", async () => {
    const eventId = await t.enqueue("test/hold", { tag: "graceful", gate: true });
    const runner = t.createTestRunner();
    runner.start();
    await waitFor(async () => (await effects("graceful")).start === 1);

    const stopped = runner.stop();
    t.openHoldGate("graceful");
    await stopped;

    expect(await t.runOf(eventId)).toMatchObject({ status: "queued", lockedUntil: null });
    expect(await effects("graceful")).toEqual({ before: 1, start: 1, end: 1, after: 0 });

    await t.createTestRunner().drain();

    expect(await t.runOf(eventId)).toMatchObject({ status: "completed", output: { heldBy: { execution: 1 } } });
    expect(await effects("graceful")).toEqual({ before: 1, start: 1, end: 1, after: 1 });
  });
});
