import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dropDatabase } from "../../support/databases";
import { useFreshDatabase } from "./support/database";

// Cron functions in-process: one run per function per tick, however many
// runners (processes) look at the same moment.

let databaseUrl: string;
let t: typeof import("./support/test-functions");
let db: typeof import("../../../lib/db/client").db;
let scheduleCrons: typeof import("../../../lib/jobs/schedule-crons").scheduleCrons;
let index: import("../../../lib/jobs/functions").FunctionIndex;

beforeAll(async () => {
  databaseUrl = await useFreshDatabase();
  t = await import("./support/test-functions");
  ({ db } = await import("../../../lib/db/client"));
  ({ scheduleCrons } = await import("../../../lib/jobs/schedule-crons"));
  const { indexFunctions } = await import("../../../lib/jobs/functions");
  index = indexFunctions(t.testFunctions);
});

afterAll(async () => {
  await db?.$disconnect();
  if (databaseUrl) await dropDatabase(databaseUrl);
});

// A whole minute safely in the past, so the run it gets is due at once.
const minute = Math.floor(Date.now() / 60_000) * 60_000 - 5 * 60_000;
const at = (seconds: number) => new Date(minute + seconds * 1000);

describe("cron ticks", () => {
  it("make one run per function per tick across concurrent runners", async () => {
    const tick = at(60);
    const created = await Promise.all([scheduleCrons(index, at(30), at(90)), scheduleCrons(index, at(30), at(90)), scheduleCrons(index, at(50), at(61))]);

    expect(created.reduce((sum, n) => sum + n, 0)).toBe(1);
    const events = await db.outboxEvent.findMany({ where: { dedupeKey: `cron:test-every-minute:${tick.toISOString()}` }, include: { jobRuns: true } });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ name: "inngest/scheduled.timer", data: { cron: "* * * * *" } });
    expect(events[0]!.jobRuns).toEqual([expect.objectContaining({ functionId: "test-every-minute", runAt: tick })]);

    await t.createTestRunner().drain();

    expect(await t.runOf(events[0]!.id)).toMatchObject({ status: "completed" });
  });

  it("make nothing for a window without a tick", async () => {
    expect(await scheduleCrons(index, at(120), at(179))).toBe(0);
  });
});
