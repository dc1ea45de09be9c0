import { expect } from "vitest";
import { db } from "../../lib/db/client";
import type { TestOrg } from "./fixtures";

// Every background run of this organisation's events has finished (scores
// computed, changes fanned out, every delivery pass over). Tests read a
// final state after it: the passes may overlap however they like before.
export async function settled(org: TestOrg): Promise<void> {
  const unfinished = () =>
    db.outboxEvent.count({
      where: {
        data: { path: ["organizationId"], equals: org.id },
        OR: [{ dispatchedAt: null }, { jobRuns: { some: { status: { in: ["queued", "running"] } } } }],
      },
    });
  await expect.poll(unfinished, { timeout: 60_000, interval: 200 }).toBe(0);
}
