import { db } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import { putObject } from "../../storage/objects";
import type { Tx } from "../../db/client";
import { loadChannel } from "../load-page";
import { feedCsv, feedJson } from "./format-feed";
import { emitPublicationEvents } from "../../webhooks/publication-events";
import { evaluateChanged, evaluateEverything, type FeedRecords } from "./feed-records";
import { planFeedRewrite, type FeedPlan } from "./feed-base";
import { beginFeedGeneration, publishFeedGeneration } from "./feed-generation";
import { emitChannelSynced } from "../../webhooks/channel-events";
import { recordHash } from "../record-hash";
import { claimFeedWriter, releaseFeedWriter, renewFeedWriter } from "./feed-schedule";
import { TENANT, tenantSql } from "../../db/tenant-sql";
import type { FeedFormat } from "../templates/template";
import { templateOf } from "../templates";
import { putFeedChunks, retailerFeedChunks } from "./retailer-feed";

export function feedKey(organizationId: string, channelId: string, format: FeedFormat): string {
  return `orgs/${organizationId}/channels/${channelId}/feed.${format}`;
}

export const FEED_CONTENT_TYPE = {
  json: "application/json",
  csv: "text/csv; charset=utf-8",
  xml: "application/xml; charset=utf-8",
  tsv: "text/tab-separated-values; charset=utf-8",
} as const satisfies Record<FeedFormat, string>;

export type FeedWrite = { records: number; skipped: number } | { busyUntil: string } | { nothingDue: true };

// Regenerates a feed channel's file: the active products evaluated and
// recorded (only those changed since the last file, feed-base.ts, when that
// is safe), the ready ones written, the file replaced in one PUT (readers
// see the old file or the new one, never half). One writer per channel at a
// time (feed-schedule.ts): while another writes, this answers when its lease
// ends, to be tried again then. Idempotent, so a retry simply writes it
// again; a write overtaken by a later-started one leaves the fresher file.
export async function writeFeed(organizationId: string, channelId: string, runId: string | null): Promise<FeedWrite> {
  const channel = { id: channelId, organizationId };
  const claim = await claimFeedWriter(channel, runId);
  if (!claim.claimed) return "busyUntil" in claim ? { busyUntil: claim.busyUntil.toISOString() } : { nothingDue: true };
  let written: { records: number; skipped: number } | null;
  try {
    written = await writeClaimedFeed(organizationId, channelId, runId);
  } catch (err) {
    // A failed write hands nothing over: the work waiting keeps its own
    // pace, and so does this request's retry, rather than each failure
    // starting another request at once.
    await releaseFeedWriter(channel, false);
    throw err;
  }
  // Nor does a channel that is no longer a feed: its syncs would be handed
  // a channel they cannot write, again and again.
  await releaseFeedWriter(channel, written !== null);
  return written ?? { records: 0, skipped: 0 };
}

async function writeClaimedFeed(organizationId: string, channelId: string, runId: string | null): Promise<{ records: number; skipped: number } | null> {
  const channelRef = { id: channelId, organizationId };
  const generation = await beginFeedGeneration(channelRef);
  const ctx = await loadChannel(channelId, organizationId);
  if (!ctx || ctx.destination.type !== "feed") return null;
  const plan = await planFeedRewrite(ctx.channel, runId !== null);
  const feed = plan.full ? await evaluateEverything(ctx, () => renewFeedWriter(channelRef)) : await evaluateChanged(ctx, plan.changed);
  const records = feed.entries.map((e) => e.record);
  const { format } = ctx.destination;
  const generatedAt = new Date();
  const key = feedKey(organizationId, channelId, format);
  const put =
    format === "xml" || format === "tsv"
      ? () => putFeedChunks(key, FEED_CONTENT_TYPE[format], retailerFeedChunks(format, ctx.channel, templateOf(ctx.channel.template), ctx.map, records))
      : () => {
          const body = format === "json" ? feedJson({ id: ctx.channel.id, name: ctx.channel.name, locale: ctx.channel.locale }, records, generatedAt) : feedCsv(Object.keys(ctx.map), records);
          return putObject(key, Buffer.from(body, "utf8"), FEED_CONTENT_TYPE[format]);
        };
  const published = await publishFeedGeneration(channelRef, generation, put);
  await db.$transaction(async (tx) => {
    if (published) await recordPublished(tx, ctx.channel, feed, plan, generatedAt);
    if (!runId) return;
    const completed = await tx.syncRun.updateMany({ where: { id: runId, status: "running", ...ownedBy.organization(organizationId) }, data: { status: "completed", finishedAt: generatedAt } });
    if (completed.count === 1) await emitChannelSynced(tx, organizationId, channelId, runId, "feed");
  });
  if (published) await emitPublicationEvents(organizationId, channelId, feed.outcomes);
  return { records: records.length, skipped: feed.skipped };
}

// What the published file holds, per product, and what it was written from.
async function recordPublished(tx: Tx, channel: { id: string; organizationId: string }, feed: FeedRecords, plan: FeedPlan, generatedAt: Date): Promise<void> {
  const evaluated = new Set(feed.outcomes.map((o) => o.productId));
  const fresh = feed.entries.filter((e) => evaluated.has(e.productId));
  await tx.$executeRaw(tenantSql(channel)`
    UPDATE publications p SET status = 'delivered', attempts = p.attempts + 1, "deliveredAt" = ${generatedAt}, "deliveredHash" = v.hash,
      "deliveredRecord" = v.record::jsonb, "inFeed" = true, "lastError" = NULL, "updatedAt" = now()
    FROM unnest(${fresh.map((e) => e.productId)}::uuid[], ${fresh.map((e) => recordHash(e.record.fields))}::text[], ${fresh.map((e) => JSON.stringify(e.record))}::text[]) AS v(product_id, hash, record)
    WHERE p."channelId" = ${channel.id}::uuid AND p."organizationId" = ${TENANT}::uuid AND p."productId" = v.product_id`);
  // A full pass wrote every record the file holds; anything else leaves it.
  // A record that leaves stays the publication's last delivered one.
  if (plan.full) {
    await tx.$executeRaw(tenantSql(channel)`
      UPDATE publications SET "inFeed" = false
      WHERE "channelId" = ${channel.id}::uuid AND "organizationId" = ${TENANT}::uuid AND "inFeed" AND NOT ("productId" = ANY(${fresh.map((e) => e.productId)}::uuid[]))`);
  } else if (feed.dropped.length) {
    await tx.$executeRaw(tenantSql(channel)`
      UPDATE publications SET "inFeed" = false
      WHERE "channelId" = ${channel.id}::uuid AND "organizationId" = ${TENANT}::uuid AND "productId" = ANY(${feed.dropped}::uuid[])`);
  }
  await tx.$executeRaw(tenantSql(channel)`
    UPDATE channels SET "feedBaseSeq" = ${plan.top}, "feedFullAt" = CASE WHEN ${plan.full} THEN ${generatedAt} ELSE "feedFullAt" END
    WHERE id = ${channel.id}::uuid AND "organizationId" = ${TENANT}::uuid`);
}
