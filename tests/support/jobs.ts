import { setTimeout as sleep } from "node:timers/promises";
import { db } from "../../lib/db/client";
import type { TestOrg } from "./fixtures";

const SETTLE_MS = 60_000;

// Every background run of this organisation's events has finished (scores
// computed, changes fanned out, every delivery pass over). Tests read a
// final state after it: the passes may overlap however they like before.
// When it gives up it says which events and runs were still open, so a
// failure in CI's log explains itself. The deadline is on the monotonic
// clock, which a test's fake Date does not hold.
export async function settled(org: TestOrg): Promise<void> {
  const open = { data: { path: ["organizationId"], equals: org.id }, OR: [{ dispatchedAt: null }, { jobRuns: { some: { status: { in: ["queued" as const, "running" as const] } } } }] };
  const deadline = performance.now() + SETTLE_MS;
  while ((await db.outboxEvent.count({ where: open })) > 0) {
    if (performance.now() > deadline) {
      const events = await db.outboxEvent.findMany({ where: open, include: { jobRuns: true }, orderBy: { createdAt: "asc" }, take: 10 });
      const described = events.map((e) =>
        e.dispatchedAt
          ? e.jobRuns.filter((r) => r.status === "queued" || r.status === "running").map((r) => `${r.functionId} ${r.status} attempt ${r.attempt} due ${r.runAt.toISOString()}${r.lastError ? ` (${r.lastError.slice(0, 80)})` : ""}`).join(", ")
          : `${e.name} created ${e.createdAt.toISOString()}, not dispatched`,
      );
      throw new Error(`organisation ${org.id}: background work still open after ${SETTLE_MS / 1000} s at ${new Date().toISOString()}: ${described.join("; ")}`);
    }
    await sleep(200);
  }
}
