import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { evaluateAll, recordEvaluations } from "./evaluate-page";
import { loadChannel, loadProducts, PAGE_SIZE } from "./load-page";
import { enqueueEvent } from "../jobs/outbox";
import { channelPageRequested, type ChannelPageRequest } from "../events/definitions";
import { deliverHttp, type Pending } from "./delivery/deliver-http";
import { claimLeaseMs } from "./delivery/claim-lease";
import { destinationClient } from "../outbound/destination-policy";
import { emitPublicationEvents } from "../webhooks/publication-events";
import { emitChannelSynced } from "../webhooks/channel-events";

// Step 1 of a page: evaluate its products against the map and record every
// publication. Returns the page's product ids and where the next page starts.
export async function evaluateChannelPage(req: ChannelPageRequest): Promise<{ productIds: string[]; next: string | null }> {
  const ctx = await loadChannel(req.channelId, req.organizationId);
  if (!ctx) return { productIds: [], next: null };
  const products = await loadProducts(ctx, req);
  const evaluations = evaluateAll(ctx, products);
  await recordEvaluations(ctx, evaluations, req.mode === "evaluate");
  if (req.mode === "deliver") {
    const skipped = evaluations.filter((e) => !e.result.record);
    await emitPublicationEvents(req.organizationId, req.channelId, skipped.map((e) => ({ productId: e.product.id, sku: e.product.sku, status: "skipped", lastError: e.result.lastError })));
  }
  const next = !req.productIds && products.length === PAGE_SIZE ? products[products.length - 1]!.id : null;
  return { productIds: products.map((p) => p.id), next };
}

// Step 2: deliver the page's pending publications to an http destination.
// The records are built again from the products as they are now, so an
// edit between the steps is delivered, and a product that stopped passing
// the map is skipped rather than sent.
export async function deliverChannelPage(req: ChannelPageRequest, productIds: string[], runKey: string, lastAttempt: boolean): Promise<{ sent: number }> {
  const ctx = await loadChannel(req.channelId, req.organizationId);
  if (!ctx || ctx.destination.type !== "http" || productIds.length === 0) return { sent: 0 };
  const pending = await db.publication.findMany({
    where: { channelId: req.channelId, productId: { in: productIds }, status: "pending", ...ownedBy(req) },
    select: { id: true, productId: true, externalRef: true, deliveryKey: true },
  });
  if (pending.length === 0) return { sent: 0 };
  const evaluations = evaluateAll(ctx, await loadProducts(ctx, { after: null, productIds: pending.map((p) => p.productId) }));
  const byProduct = new Map(evaluations.map((e) => [e.product.id, e]));
  await recordEvaluations(ctx, evaluations.filter((e) => !e.result.record));
  const records: Pending[] = pending.flatMap((p) => {
    const e = byProduct.get(p.productId);
    if (!e?.result.record) return [];
    return [{ publicationId: p.id, sku: e.product.sku, fields: e.result.record, externalRef: p.externalRef, deliveryKey: p.deliveryKey }];
  });
  await deliverHttp(destinationClient(), ctx.destination.url, records, runKey, lastAttempt, claimLeaseMs());
  return { sent: records.length };
}

// Step 3: ask for the next page, or close the run after the last one (and
// send channel.synced once, whichever retry gets there).
export async function finishChannelPage(req: ChannelPageRequest, next: string | null, runKey: string): Promise<{ next: string | null }> {
  await db.$transaction(async (tx) => {
    if (next) {
      await enqueueEvent(tx, channelPageRequested.create({ ...req, after: next }, { id: `channel-page:${runKey}:${next}` }));
      return;
    }
    if (!req.runId) return;
    const completed = await tx.syncRun.updateMany({ where: { id: req.runId, status: "running", ...ownedBy(req) }, data: { status: "completed", finishedAt: new Date() } });
    if (completed.count === 1) await emitChannelSynced(tx, req.organizationId, req.channelId, req.runId, "http");
  });
  return { next };
}

