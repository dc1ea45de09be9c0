import { expect } from "vitest";
import { db } from "../../lib/db/client";
import type { TestOrg } from "./fixtures";

// Every background run of this organisation's events has finished (scores
// computed, changes fanned out). Channel tests call it before creating their
// channel: a product's product.changed
// event fans out to the channels that exist when the runner reaches it, so a
// channel created first would get a second delivery pass (or a feed) racing
// the sync the test waits for.
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
