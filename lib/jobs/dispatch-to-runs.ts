import { db } from "../db/client";
import type { FunctionIndex } from "./functions";

// In-process mode: turns each new outbox event into one JobRun per function
// it triggers, in one transaction with marking the event dispatched, so an
// event yields its runs exactly once. The unique (eventId, functionId) pair
// makes a repeat harmless. SKIP LOCKED lets several processes share the work.
// An event no function listens to is simply marked dispatched.
export async function dispatchToRuns(index: FunctionIndex, limit: number): Promise<number> {
  return db.$transaction(async (tx) => {
    const events = await tx.$queryRaw<{ id: string; name: string }[]>`
      SELECT id, name FROM outbox_events
      WHERE "dispatchedAt" IS NULL
      ORDER BY "createdAt"
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED`;
    if (events.length === 0) return 0;
    const runs = events.flatMap((event) => index.functionIdsFor(event.name).map((functionId) => ({ eventId: event.id, functionId })));
    if (runs.length > 0) await tx.jobRun.createMany({ data: runs, skipDuplicates: true });
    await tx.outboxEvent.updateMany({
      where: { id: { in: events.map((event) => event.id) } },
      data: { dispatchedAt: new Date(), attempts: { increment: 1 } },
    });
    return events.length;
  });
}
