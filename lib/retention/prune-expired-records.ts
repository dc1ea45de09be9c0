import { db } from "../db/client";
import { ownedBy } from "../db/tenant";

// How long records that no longer do anything are kept for inspection.
const retentionDays = 30;

export function retentionCutoff(now: Date): Date {
  return new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000);
}

// Refresh-token families (and their tokens, by cascade) that expired before
// the cutoff: no token of theirs can be used any more. A sweep of every
// organisation.
export async function pruneRefreshFamilies(cutoff: Date): Promise<number> {
  const { count } = await db.refreshFamily.deleteMany({ where: { ...ownedBy.anyOrganization(), expiresAt: { lt: cutoff } } });
  return count;
}

// Job runs that completed before the cutoff, then outbox events dispatched
// before it that no run refers to any more. Failed runs and their events are
// kept: they are what someone investigating needs.
export async function pruneJobRecords(cutoff: Date): Promise<{ jobRuns: number; outboxEvents: number }> {
  const runs = await db.jobRun.deleteMany({ where: { status: "completed", updatedAt: { lt: cutoff } } });
  const events = await db.outboxEvent.deleteMany({ where: { dispatchedAt: { lt: cutoff }, jobRuns: { none: {} } } });
  return { jobRuns: runs.count, outboxEvents: events.count };
}
