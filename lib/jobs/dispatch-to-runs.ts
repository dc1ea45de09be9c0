import { db } from "../db/client";
import type { FunctionIndex } from "./functions";
import { productChanged } from "../events/definitions";

export type RunDispatch = { dispatched: number; unheard: { id: string; name: string }[] };

const NO_LISTENER_ERROR = "No function listens to this event";

// In-process mode: turns each new outbox event into one JobRun per function
// it triggers, in one transaction with marking the event dispatched, so an
// event yields its runs exactly once. The unique (eventId, functionId) pair
// makes a repeat harmless. SKIP LOCKED lets several processes share the work.
// An event no function listens to is marked dispatched too (left pending it
// would hold up the queue forever), but with lastError set, and returned so
// the runner can log it: its work was dropped, which is a bug to see.
// Events that grow while they wait (lib/catalog/product-changes.ts merges
// the ids of later changes into an undispatched one): while an organisation
// already has runs of such an event waiting for a slot, its next one is held
// back and gathers the changes that follow, up to a full batch, instead of
// queueing a run per change behind them. Under a steady stream of edits the
// backlog is then a few large runs, not thousands of small ones.
const BATCHED = new Set([productChanged.name]);

export async function dispatchToRuns(index: FunctionIndex, limit: number): Promise<RunDispatch> {
  return db.$transaction(async (tx) => {
    const events = await tx.$queryRaw<{ id: string; name: string }[]>`
      SELECT e.id, e.name FROM outbox_events e
      WHERE e."dispatchedAt" IS NULL
        AND NOT (e.name = ANY(${[...BATCHED]}::text[]) AND EXISTS (
          SELECT 1 FROM job_runs r JOIN outbox_events w ON w.id = r."eventId"
          WHERE r.status = 'queued' AND r."runAt" <= now() AND w.name = e.name AND w.data->>'organizationId' = e.data->>'organizationId'))
      ORDER BY e."createdAt"
      LIMIT ${limit}
      FOR UPDATE OF e SKIP LOCKED`;
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
