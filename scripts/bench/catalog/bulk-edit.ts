import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { round } from "../stats";

export type BulkEditRun = { selection: Record<string, string>; total: number; countMs: number; createMs: number; seconds: number; productsPerSecond: number };

type Answer = { id: string; total: number; status: string; failed: number; createdAt: string; finishedAt: string };

async function json(res: Response, what: string): Promise<Answer> {
  const body = (await res.json()) as Answer;
  if (!res.ok) throw new Error(`${what} answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
  return body;
}

// A bulk setAttribute over every product a filter matches, end to end: the
// count the grid shows first (withTotal), the POST (which resolves the
// selection), then the background run polled until it ends. The rate is
// products over the time from the action's creation to its end, so the job
// runner's pick-up counts against it.
export async function timeBulkEdit(base: string, apiKey: string, selection: Record<string, string>, value: string): Promise<BulkEditRun> {
  const headers = { "x-api-key": apiKey, "content-type": "application/json" };
  let started = performance.now();
  const counted = await json(await fetch(`${base}/api/v1/search/products?${new URLSearchParams({ ...selection, withTotal: "true", limit: "1" })}`, { headers }), "the count");
  const countMs = performance.now() - started;
  started = performance.now();
  const body = { action: "setAttribute", code: "brand", value, selection: { filter: selection } };
  const action = await json(await fetch(`${base}/api/v1/products/bulk-actions`, { method: "POST", headers, body: JSON.stringify(body) }), "the bulk action");
  const createMs = performance.now() - started;
  if (action.total !== counted.total) throw new Error(`the action took ${action.total} products where the search counted ${counted.total}`);
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    const state = await json(await fetch(`${base}/api/v1/products/bulk-actions/${action.id}`, { headers }), "the progress");
    if (state.status === "failed" || (state.status === "succeeded" && state.failed > 0)) throw new Error(`the bulk action ended ${state.status}: ${JSON.stringify(state).slice(0, 300)}`);
    if (state.status === "succeeded") {
      const seconds = (new Date(state.finishedAt).getTime() - new Date(state.createdAt).getTime()) / 1000;
      return { selection, total: state.total, countMs: round(countMs, 1), createMs: round(createMs, 1), seconds: round(seconds, 2), productsPerSecond: Math.round(state.total / seconds) };
    }
    if (Date.now() > deadline) throw new Error("the bulk action did not end within 15 minutes");
    await sleep(100);
  }
}

// Until no background work of the organisation is due or running: a timed
// action starts with the job process to itself, not behind the scores,
// webhooks and channel work the previous action left (work that sleeps
// until later does not count).
export async function quiet(databaseUrl: string, organizationId: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + 15 * 60_000;
    for (;;) {
      const { rows } = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM outbox_events e
         WHERE e.data->>'organizationId' = $1
           AND (e."dispatchedAt" IS NULL OR EXISTS (SELECT 1 FROM job_runs r WHERE r."eventId" = e.id AND (r.status = 'running' OR (r.status = 'queued' AND r."runAt" <= now()))))`,
        [organizationId],
      );
      if (rows[0]!.n === 0) return;
      if (Date.now() > deadline) throw new Error("the organisation's background work did not settle within 15 minutes");
      await sleep(500);
    }
  } finally {
    await client.end();
  }
}
