import { db } from "../db/client";
import { Prisma } from "../db/generated/client";
import type { RunEvent } from "./execute-once";
import type { StepLog } from "./step-log";

export type ClaimedRun = {
  id: string;
  functionId: string;
  attempt: number;
  // Attempts in a row that ended with their process (lib/jobs/process-stopped.ts).
  crashes: number;
  // The organisation the run's event names, "" for none: the unit of fairness.
  organization: string;
  steps: unknown;
  lastError: string | null;
  event: RunEvent;
  lease: RunLease;
};

type ClaimRow = {
  id: string;
  functionId: string;
  attempt: number;
  crashes: number;
  steps: unknown;
  lastError: string | null;
  lockedUntil: Date;
  eventId: string;
  eventName: string;
  eventData: Record<string, unknown>;
  eventCreatedAt: Date;
  organization: string;
};

const abandonedRunError = "The process running this attempt stopped before finishing it";

// Takes up to `limit` runs that are due: queued ones whose time has come, and
// running ones whose lease ran out because their process died. SKIP LOCKED
// lets several processes claim at once without waiting for or doubling each
// other. An abandoned run counts as a failed attempt, so a run that kills its
// process every time still ends after its retries.
//
// Fairness between organisations: an organisation gets at most
// `perOrganization` runs at once (counting those the caller already runs,
// `inFlight.organizations`), and a claim takes the first due run of each
// organisation before the second of any. Without it an organisation whose
// destination hangs fills every slot with its backlog and everyone else's
// work waits behind it. Runs of events that name no organisation (cron
// ticks, notifications) share one group.
//
// Fairness between kinds of work within an organisation: its runs are taken
// in turns, the first due run of each of its functions before the second of
// any, so a thousand queued feed rewrites take turns with its one import;
// and one function of an organisation gets at most `perFunction` runs at
// once (`inFlight.functions`, keyed "organisation function id").
export const FAIRNESS_KEY_SEPARATOR = " ";

export type ClaimShares = {
  perOrganization: number;
  perFunction: number;
  inFlight: { organizations: ReadonlyMap<string, number>; functions: ReadonlyMap<string, number> };
};

export async function claimDueRuns(functionIds: string[], limit: number, leaseMs: number, shares: ClaimShares): Promise<ClaimedRun[]> {
  if (functionIds.length === 0 || limit <= 0) return [];
  const orgKeys = [...shares.inFlight.organizations.keys()];
  const orgBusy = orgKeys.map((k) => shares.inFlight.organizations.get(k)!);
  const fnKeys = [...shares.inFlight.functions.keys()];
  const fnBusy = fnKeys.map((k) => shares.inFlight.functions.get(k)!);
  const rows = await db.$queryRaw<ClaimRow[]>`
    WITH due_runs AS (
      SELECT r.id, r."runAt", r."functionId", coalesce(e.data->>'organizationId', '') AS organization,
        row_number() OVER (PARTITION BY coalesce(e.data->>'organizationId', ''), r."functionId" ORDER BY r."runAt", e."createdAt", r.id) AS turn,
        e."createdAt" AS "eventAt"
      FROM job_runs AS r JOIN outbox_events AS e ON e.id = r."eventId"
      WHERE r."functionId" = ANY(${functionIds}::text[])
        AND ((r.status = 'queued' AND r."runAt" <= now()) OR (r.status = 'running' AND r."lockedUntil" <= now()))
    ),
    function_share AS (
      SELECT d.*, row_number() OVER (PARTITION BY organization ORDER BY turn, "runAt", "eventAt", id) AS place
      FROM due_runs d LEFT JOIN unnest(${fnKeys}::text[], ${fnBusy}::int[]) AS f(k, busy) ON f.k = d.organization || ${FAIRNESS_KEY_SEPARATOR} || d."functionId"
      WHERE d.turn <= ${shares.perFunction}::int - coalesce(f.busy, 0)
    ),
    ranked AS (
      SELECT s.id, s.place FROM function_share s LEFT JOIN unnest(${orgKeys}::text[], ${orgBusy}::int[]) AS o(k, busy) ON o.k = s.organization
      WHERE s.place <= ${shares.perOrganization}::int - coalesce(o.busy, 0)
    ),
    due AS (
      -- The due condition again: it is evaluated on the locked row, so a run
      -- another process claimed since the ranking is not taken twice.
      SELECT j.id, j.status AS "previousStatus" FROM job_runs j JOIN ranked USING (id)
      WHERE (j.status = 'queued' AND j."runAt" <= now()) OR (j.status = 'running' AND j."lockedUntil" <= now())
      ORDER BY ranked.place, j."runAt", j.id
      LIMIT ${limit}
      FOR UPDATE OF j SKIP LOCKED
    )
    UPDATE job_runs AS r SET
      status = 'running',
      "lockedUntil" = now() + ${leaseMs}::int * interval '1 millisecond',
      attempt = r.attempt + CASE WHEN due."previousStatus" = 'running' THEN 1 ELSE 0 END,
      crashes = r.crashes + CASE WHEN due."previousStatus" = 'running' THEN 1 ELSE 0 END,
      "lastError" = CASE WHEN due."previousStatus" = 'running' THEN ${abandonedRunError} ELSE r."lastError" END,
      "updatedAt" = now()
    FROM due, outbox_events AS e
    WHERE r.id = due.id AND e.id = r."eventId"
    RETURNING r.id, r."functionId", r.attempt, r.crashes, r.steps, r."lastError", r."lockedUntil",
      e.id AS "eventId", e.name AS "eventName", e.data AS "eventData", e."createdAt" AS "eventCreatedAt",
      coalesce(e.data->>'organizationId', '') AS "organization"`;
  return rows.map((row) => ({
    id: row.id,
    functionId: row.functionId,
    attempt: row.attempt,
    crashes: row.crashes,
    organization: row.organization,
    steps: row.steps,
    lastError: row.lastError,
    event: { id: row.eventId, name: row.eventName, data: row.eventData, ts: new Date(row.eventCreatedAt).getTime() },
    lease: new RunLease(row.id, new Date(row.lockedUntil), leaseMs),
  }));
}

export type RunUpdate = {
  status?: "queued" | "completed" | "failed";
  steps?: StepLog;
  attempt?: number;
  runAt?: Date;
  output?: unknown;
  lastError?: string | null;
  crashes?: number;
};

// The right to write to one claimed run. Every write is fenced on the
// lockedUntil value this holder last wrote: once the lease has run out and
// another process has claimed the run, that value has changed, so the late
// writer changes nothing and learns it has lost the run. Times come from the
// database's clock, so the fence only ever moves forward.
export class RunLease {
  private lost = false;
  // Writes and heartbeats go one at a time so each uses the latest fence.
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    readonly runId: string,
    private fence: Date,
    private readonly leaseMs: number,
  ) {}

  get isLost(): boolean {
    return this.lost;
  }

  // Keeps the run and pushes the lease out again.
  renew(): Promise<boolean> {
    return this.write({});
  }

  // With a status the run leaves this holder (queued, completed or failed);
  // without one the holder keeps it and the lease is extended.
  write(update: RunUpdate): Promise<boolean> {
    const result = this.queue.then(() => this.apply(update));
    this.queue = result.catch(() => undefined);
    return result;
  }

  private async apply(update: RunUpdate): Promise<boolean> {
    if (this.lost) return false;
    const sets = [
      Prisma.sql`"updatedAt" = now()`,
      update.status
        ? Prisma.sql`status = ${update.status}::"JobRunStatus", "lockedUntil" = NULL`
        : Prisma.sql`"lockedUntil" = now() + ${this.leaseMs}::int * interval '1 millisecond'`,
    ];
    if (update.steps !== undefined) sets.push(Prisma.sql`steps = ${JSON.stringify(update.steps)}::jsonb`);
    if (update.attempt !== undefined) sets.push(Prisma.sql`attempt = ${update.attempt}::int`);
    if (update.runAt !== undefined) sets.push(Prisma.sql`"runAt" = ${update.runAt.toISOString()}::timestamptz`);
    // A function that returns nothing leaves output SQL NULL, not JSON null.
    if (update.output !== undefined) sets.push(Prisma.sql`output = ${update.output === null ? null : JSON.stringify(update.output)}::jsonb`);
    if (update.lastError !== undefined) sets.push(Prisma.sql`"lastError" = ${update.lastError}`);
    if (update.crashes !== undefined) sets.push(Prisma.sql`crashes = ${update.crashes}::int`);
    const rows = await db.$queryRaw<{ lockedUntil: Date | null }[]>`
      UPDATE job_runs SET ${Prisma.join(sets)}
      WHERE id = ${this.runId}::uuid AND status = 'running' AND "lockedUntil" = ${this.fence.toISOString()}::timestamptz
      RETURNING "lockedUntil"`;
    const row = rows[0];
    if (!row) {
      this.lost = true;
      return false;
    }
    if (row.lockedUntil) this.fence = new Date(row.lockedUntil);
    return true;
  }
}
