import { db, type Tx } from "../../db/client";
import { env } from "../../config/env";
import { TENANT, tenantSql } from "../../db/tenant-sql";
import type { Destination } from "../schemas";

// Product changes do not each rewrite a feed channel's file: they mark the
// channel as wanting a rewrite, due one refresh interval after the last
// rewrite started (at once when there was none), and only the change that
// found nothing due enqueues the rewrite. One writer at a time holds a lease
// on the channel; a rewrite that finds another writing waits for it. A sync
// writes at once (it still waits for a writer in progress).

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

// A sync's write always claims (when no other writer holds the channel); a
// change's write only while a rewrite is still due, since a sync may have
// written everything meanwhile.
export async function claimFeedWriter(channel: ChannelRef, forSync: boolean): Promise<WriterClaim> {
  return db.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ feedDueAt: Date | null; feedWriterUntil: Date | null; now: Date }[]>(tenantSql(channel)`
      SELECT "feedDueAt", "feedWriterUntil", now() AS now FROM channels WHERE id = ${channel.id}::uuid AND "organizationId" = ${TENANT}::uuid FOR UPDATE`);
    if (!row) return { claimed: false, nothingDue: true };
    if (row.feedWriterUntil && row.feedWriterUntil > row.now) return { claimed: false, busyUntil: row.feedWriterUntil };
    if (!forSync && !row.feedDueAt) return { claimed: false, nothingDue: true };
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

export async function releaseFeedWriter(channel: ChannelRef): Promise<void> {
  await db.$executeRaw(tenantSql(channel)`UPDATE channels SET "feedWriterUntil" = NULL WHERE id = ${channel.id}::uuid AND "organizationId" = ${TENANT}::uuid`);
}
