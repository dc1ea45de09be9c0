import { setTimeout as sleep } from "node:timers/promises";
import { db } from "../../lib/db/client";

// Milliseconds until no event waits to be dispatched and no job run is
// queued or running (sleeping runs count: a feed rewrite due later is work
// the traffic left), polled every second; the limit if it never drains.
export async function drainQueue(limitMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    const [events, runs] = await Promise.all([
      db.outboxEvent.count({ where: { dispatchedAt: null } }),
      db.jobRun.count({ where: { status: { in: ["queued", "running"] } } }),
    ]);
    if (events === 0 && runs === 0) return Date.now() - started;
    await sleep(1000);
  }
  return limitMs;
}

// The runs waiting or running, by function: what the traffic left behind.
export async function queueByFunction(): Promise<Record<string, number>> {
  const rows = await db.jobRun.groupBy({ by: ["functionId"], where: { status: { in: ["queued", "running"] } }, _count: true });
  return Object.fromEntries(rows.map((r) => [r.functionId, r._count]));
}
