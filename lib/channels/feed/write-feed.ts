import { db } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import { putObject } from "../../storage/objects";
import { evaluateAll, recordEvaluations } from "../evaluate-page";
import { loadChannel, loadProducts, PAGE_SIZE } from "../load-page";
import { feedCsv, feedJson, type FeedRecord } from "./format-feed";
import { emitPublicationEvents, type PublicationOutcome } from "../../webhooks/publication-events";
import { beginFeedGeneration, publishFeedGeneration } from "./feed-generation";
import { emitChannelSynced } from "../../webhooks/channel-events";
import { recordHash } from "../record-hash";
import { claimFeedWriter, releaseFeedWriter, renewFeedWriter } from "./feed-schedule";
import { TENANT, tenantSql } from "../../db/tenant-sql";

export function feedKey(organizationId: string, channelId: string, format: "json" | "csv"): string {
  return `orgs/${organizationId}/channels/${channelId}/feed.${format}`;
}

export const FEED_CONTENT_TYPE = { json: "application/json", csv: "text/csv; charset=utf-8" } as const;

export type FeedWrite = { records: number; skipped: number } | { busyUntil: string } | { nothingDue: true };

// Regenerates a feed channel's whole file: every active product evaluated and
// recorded, the ready ones written, the file replaced in one PUT (readers
// see the old file or the new one, never half). One writer per channel at a
// time (feed-schedule.ts): while another writes, this answers when its lease
// ends, to be tried again then. Idempotent, so a retry simply writes it
// again; a write overtaken by a later-started one leaves the fresher file.
export async function writeFeed(organizationId: string, channelId: string, runId: string | null): Promise<FeedWrite> {
  const channel = { id: channelId, organizationId };
  const claim = await claimFeedWriter(channel, runId !== null);
  if (!claim.claimed) return "busyUntil" in claim ? { busyUntil: claim.busyUntil.toISOString() } : { nothingDue: true };
  try {
    return await writeClaimedFeed(organizationId, channelId, runId);
  } finally {
    await releaseFeedWriter(channel);
  }
}

async function writeClaimedFeed(organizationId: string, channelId: string, runId: string | null): Promise<{ records: number; skipped: number }> {
  const generation = await beginFeedGeneration({ id: channelId, organizationId });
  const ctx = await loadChannel(channelId, organizationId);
  if (!ctx || ctx.destination.type !== "feed") return { records: 0, skipped: 0 };
  const records: FeedRecord[] = [];
  const includedProducts: string[] = [];
  const includedHashes: string[] = [];
  const outcomes: PublicationOutcome[] = [];
  let skipped = 0;
  let after: string | null = null;
  for (;;) {
    const products = await loadProducts(ctx, { after });
    const evaluations = evaluateAll(ctx, products);
    await recordEvaluations(ctx, evaluations);
    for (const e of evaluations) {
      if (e.result.record) {
        records.push({ sku: e.product.sku, fields: e.result.record });
        includedProducts.push(e.product.id);
        includedHashes.push(recordHash(e.result.record));
      } else skipped++;
      outcomes.push({ productId: e.product.id, sku: e.product.sku, status: e.result.record ? "delivered" : "skipped", lastError: e.result.lastError });
    }
    if (products.length < PAGE_SIZE) break;
    after = products[products.length - 1]!.id;
    await renewFeedWriter({ id: channelId, organizationId });
  }
  const { format } = ctx.destination;
  const generatedAt = new Date();
  const body =
    format === "json"
      ? feedJson({ id: ctx.channel.id, name: ctx.channel.name, locale: ctx.channel.locale }, records, generatedAt)
      : feedCsv(Object.keys(ctx.map), records);
  const published = await publishFeedGeneration({ id: channelId, organizationId }, generation, () => putObject(feedKey(organizationId, channelId, format), Buffer.from(body, "utf8"), FEED_CONTENT_TYPE[format]));
  await db.$transaction(async (tx) => {
    if (published) await tx.$executeRaw(tenantSql.organization(organizationId)`
      UPDATE publications p SET status = 'delivered', attempts = p.attempts + 1, "deliveredAt" = ${generatedAt}, "deliveredHash" = v.hash, "lastError" = NULL, "updatedAt" = now()
      FROM unnest(${includedProducts}::uuid[], ${includedHashes}::text[]) AS v(product_id, hash)
      WHERE p."channelId" = ${channelId}::uuid AND p."organizationId" = ${TENANT}::uuid AND p."productId" = v.product_id`);
    if (!runId) return;
    const completed = await tx.syncRun.updateMany({ where: { id: runId, status: "running", ...ownedBy.organization(organizationId) }, data: { status: "completed", finishedAt: generatedAt } });
    if (completed.count === 1) await emitChannelSynced(tx, organizationId, channelId, runId, "feed");
  });
  if (published) await emitPublicationEvents(organizationId, channelId, outcomes);
  return { records: records.length, skipped };
}
