import { db, type Tx } from "../../db/client";
import { env } from "../../config/env";
import { TENANT, tenantSql } from "../../db/tenant-sql";
import { ownedBy } from "../../db/tenant";
import { enqueueEvent } from "../../jobs/outbox";
import { channelFeedRequested } from "../../events/definitions";
import type { Destination } from "../schemas";

// Product changes do not each rewrite a feed channel's file: they mark the
// channel as wanting a rewrite, due one refresh interval after the last
// rewrite started (at once when there was none), and only the change that
// found nothing due enqueues the rewrite. One writer at a time holds a lease
// on the channel; a rewrite that finds another writing waits for it, and is
// handed the channel when that writer releases it. A sync writes at once
// (it still waits for a writer in progress).

type ChannelRef = { id: string; organizationId: string };

export function refreshSecondsOf(destination: Destination): number {
  return destination.type === "feed" && destination.refreshSeconds !== undefined ? destination.refreshSeconds : env().FEED_REFRESH_SECONDS;
}

// Null when a rewrite was already due (its event is pending): nothing to
// enqueue. A rewrite overdue by this much lost its request (it gave up
// waiting for a writer): it is asked for again.
const OVERDUE_MINUTES = 15;

export async function scheduleFeedRewrite(tx: Tx, channel: ChannelRef, refreshSeconds: number): Promise<Date | null> {
  const rows = await tx.$queryRaw<{ feedDueAt: Date }[]>(tenantSql(channel)`
    UPDATE channels SET "feedDueAt" = greatest(now(), coalesce("feedLastStartedAt" + make_interval(secs => ${refreshSeconds}::int), now()))
    WHERE id = ${channel.id}::uuid AND "organizationId" = ${TENANT}::uuid
      AND ("feedDueAt" IS NULL OR "feedDueAt" < now() - make_interval(mins => ${OVERDUE_MINUTES}::int))
    RETURNING "feedDueAt"`);
  return rows[0]?.feedDueAt ?? null;
}

// How long a writer's claim lasts without renewal (renewed per page read).
const WRITER_LEASE_SECONDS = 300;

export type WriterClaim = { claimed: true } | { claimed: false; busyUntil: Date } | { claimed: false; nothingDue: true };

// A sync's write claims while its run is still running (when no other
// writer holds the channel): a request handed the channel and the one still
// pausing write it once between them. A change's write claims only while a
// rewrite is still due, since a sync may have written everything meanwhile.
export async function claimFeedWriter(channel: ChannelRef, syncRunId: string | null): Promise<WriterClaim> {
  return db.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ feedDueAt: Date | null; feedWriterUntil: Date | null; now: Date }[]>(tenantSql(channel)`
      SELECT "feedDueAt", "feedWriterUntil", now() AS now FROM channels WHERE id = ${channel.id}::uuid AND "organizationId" = ${TENANT}::uuid FOR UPDATE`);
    if (!row) return { claimed: false, nothingDue: true };
    if (row.feedWriterUntil && row.feedWriterUntil > row.now) return { claimed: false, busyUntil: row.feedWriterUntil };
    if (syncRunId === null && !row.feedDueAt) return { claimed: false, nothingDue: true };
    if (syncRunId !== null && !(await syncStillRunning(tx, channel, syncRunId))) return { claimed: false, nothingDue: true };
    await tx.$executeRaw(tenantSql(channel)`
      UPDATE channels SET "feedDueAt" = NULL, "feedLastStartedAt" = now(), "feedWriterUntil" = now() + make_interval(secs => ${WRITER_LEASE_SECONDS}::int)
      WHERE id = ${channel.id}::uuid AND "organizationId" = ${TENANT}::uuid`);
    return { claimed: true };
  });
}

export async function renewFeedWriter(channel: ChannelRef): Promise<void> {
  await db.$executeRaw(tenantSql(channel)`
    UPDATE channels SET "feedWriterUntil" = now() + make_interval(secs => ${WRITER_LEASE_SECONDS}::int) WHERE id = ${channel.id}::uuid AND "organizationId" = ${TENANT}::uuid`);
}

// A writer that wrote its file hands the channel to the writes that waited
// for it at once, not at their next look (their pause grows to 15 s): each
// sync of the channel still running, and a rewrite already due, gets a new
// request keyed by this writer's generation. The request still pausing
// finds the work done when it looks. A writer that failed or died hands
// nothing over: the waiting ones take the channel at their next look, once
// it is released or its lease has run out.
export async function releaseFeedWriter(channel: ChannelRef, handOver: boolean): Promise<void> {
  await db.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ generation: bigint; dueAt: Date | null }[]>(tenantSql(channel)`
      UPDATE channels SET "feedWriterUntil" = NULL WHERE id = ${channel.id}::uuid AND "organizationId" = ${TENANT}::uuid
      RETURNING "feedStarted" AS generation, CASE WHEN "feedDueAt" <= now() THEN "feedDueAt" END AS "dueAt"`);
    if (!row || !handOver) return;
    const { organizationId } = channel;
    const syncs = await tx.syncRun.findMany({ where: { channelId: channel.id, status: "running", ...ownedBy.organization(organizationId) }, select: { id: true } });
    for (const run of syncs) {
      await enqueueEvent(tx, channelFeedRequested.create({ organizationId, channelId: channel.id, runId: run.id }, { id: `channel-feed:${run.id}:after:${row.generation}` }));
    }
    if (row.dueAt) {
      const dueAt = row.dueAt.toISOString();
      await enqueueEvent(tx, channelFeedRequested.create({ organizationId, channelId: channel.id, runId: null, dueAt }, { id: `channel-feed:${channel.id}:${dueAt}:after:${row.generation}` }));
    }
  });
}

async function syncStillRunning(tx: Tx, channel: ChannelRef, runId: string): Promise<boolean> {
  const run = await tx.syncRun.findFirst({ where: { id: runId, channelId: channel.id, status: "running", ...ownedBy.organization(channel.organizationId) }, select: { id: true } });
  return run !== null;
}
