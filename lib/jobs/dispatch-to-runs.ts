import { db } from "../db/client";
import type { FunctionIndex } from "./functions";

export type RunDispatch = { dispatched: number; unheard: { id: string; name: string }[] };

const NO_LISTENER_ERROR = "No function listens to this event";

// In-process mode: turns each new outbox event into one JobRun per function
// it triggers, in one transaction with marking the event dispatched, so an
// event yields its runs exactly once. The unique (eventId, functionId) pair
// makes a repeat harmless. SKIP LOCKED lets several processes share the work.
// An event no function listens to is marked dispatched too (left pending it
// would hold up the queue forever), but with lastError set, and returned so
// the runner can log it: its work was dropped, which is a bug to see.
export async function dispatchToRuns(index: FunctionIndex, limit: number): Promise<RunDispatch> {
  return db.$transaction(async (tx) => {
    const events = await tx.$queryRaw<{ id: string; name: string }[]>`
      SELECT id, name FROM outbox_events
      WHERE "dispatchedAt" IS NULL
      ORDER BY "createdAt"
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED`;
    if (events.length === 0) return { dispatched: 0, unheard: [] };
    const runs = events.flatMap((event) => index.functionIdsFor(event.name).map((functionId) => ({ eventId: event.id, functionId })));
    if (runs.length > 0) await tx.jobRun.createMany({ data: runs, skipDuplicates: true });
    const heard = new Set(runs.map((run) => run.eventId));
    const unheard = events.filter((event) => !heard.has(event.id));
    const dispatchedAt = new Date();
    if (heard.size > 0) {
      await tx.outboxEvent.updateMany({ where: { id: { in: [...heard] } }, data: { dispatchedAt, attempts: { increment: 1 } } });
    }
    if (unheard.length > 0) {
      await tx.outboxEvent.updateMany({
        where: { id: { in: unheard.map((event) => event.id) } },
        data: { dispatchedAt, attempts: { increment: 1 }, lastError: NO_LISTENER_ERROR },
      });
    }
    return { dispatched: events.length, unheard };
  });
}
