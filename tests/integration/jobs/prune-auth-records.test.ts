import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dropDatabase } from "../../support/databases";
import { useFreshDatabase } from "./support/database";

// The daily clean-up, run as the cron function it is: expired refresh
// families and old finished job records go; anything still useful stays.

let databaseUrl: string;
let db: typeof import("../../../lib/db/client").db;
let drainJobs: typeof import("../../../inngest/runtime/runner").drainJobs;

beforeAll(async () => {
  databaseUrl = await useFreshDatabase();
  ({ db } = await import("../../../lib/db/client"));
  ({ drainJobs } = await import("../../../inngest/runtime/runner"));
});

afterAll(async () => {
  await db?.$disconnect();
  if (databaseUrl) await dropDatabase(databaseUrl);
});

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

async function family(expiresAt: Date) {
  const org = await db.organization.create({ data: { name: `org ${randomUUID()}`, kind: "supplier" } });
  const user = await db.user.create({ data: { email: `${randomUUID()}@example.test`, name: "u", passwordHash: "x" } });
  return db.refreshFamily.create({ data: { userId: user.id, organizationId: org.id, expiresAt } });
}

async function finishedRun(status: "completed" | "failed", finishedAt: Date) {
  const event = await db.outboxEvent.create({ data: { name: "test/old", data: {}, dispatchedAt: finishedAt } });
  const run = await db.jobRun.create({ data: { eventId: event.id, functionId: "old-function", status } });
  await db.$executeRaw`UPDATE job_runs SET "updatedAt" = ${finishedAt.toISOString()}::timestamptz WHERE id = ${run.id}::uuid`;
  return { eventId: event.id, runId: run.id };
}

describe("prune-auth-records", () => {
  it("deletes what expired or finished more than 30 days ago, and nothing else", async () => {
    const oldFamily = await family(daysAgo(31));
    const recentFamily = await family(daysAgo(29));
    const oldCompleted = await finishedRun("completed", daysAgo(31));
    const recentCompleted = await finishedRun("completed", daysAgo(29));
    const oldFailed = await finishedRun("failed", daysAgo(31));

    // The function's own tick: the latest 03:17 UTC, handed to the runner as
    // its scheduler would.
    const { scheduleCrons } = await import("../../../lib/jobs/schedule-crons");
    const { indexFunctions } = await import("../../../lib/jobs/functions");
    const { functions } = await import("../../../inngest/functions");
    const pruneOnly = functions.filter((f) => f.id() === "prune-auth-records");
    expect(await scheduleCrons(indexFunctions(pruneOnly), daysAgo(1), new Date())).toBe(1);
    await drainJobs();

    const run = await db.jobRun.findFirstOrThrow({ where: { functionId: "prune-auth-records" } });
    expect(run).toMatchObject({ status: "completed", output: { refreshFamilies: 1, jobRuns: 1, outboxEvents: 1 } });
    expect(await db.refreshFamily.findMany({ select: { id: true } })).toEqual([{ id: recentFamily.id }]);
    expect(await db.refreshFamily.count({ where: { id: oldFamily.id } })).toBe(0);
    expect(await db.jobRun.count({ where: { id: oldCompleted.runId } })).toBe(0);
    expect(await db.outboxEvent.count({ where: { id: oldCompleted.eventId } })).toBe(0);
    expect(await db.jobRun.count({ where: { id: { in: [recentCompleted.runId, oldFailed.runId] } } })).toBe(2);
  });
});
