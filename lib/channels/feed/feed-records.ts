import { db } from "../../db/client";
import { evaluateAll, recordEvaluations } from "../evaluate-page";
import { loadProducts, PAGE_SIZE, type ChannelContext } from "../load-page";
import type { PublicationOutcome } from "../../webhooks/publication-events";
import { TENANT, tenantSql } from "../../db/tenant-sql";
import type { FeedRecord } from "./format-feed";

// The records a feed file holds, in product id order, and what became of
// each product evaluated for it.
export type FeedRecords = {
  entries: { productId: string; record: FeedRecord }[];
  // Evaluated now: delivered when in the file, else skipped or gone.
  outcomes: PublicationOutcome[];
  // Products whose record leaves the file (skipped, no longer active, deleted).
  dropped: string[];
  skipped: number;
};

type Collected = Omit<FeedRecords, "dropped">;

async function evaluateInto(ctx: ChannelContext, into: Collected, page: { after: string | null; productIds?: string[] }) {
  const products = await loadProducts(ctx, page);
  const evaluations = evaluateAll(ctx, products);
  await recordEvaluations(ctx, evaluations);
  for (const e of evaluations) {
    if (e.result.record) into.entries.push({ productId: e.product.id, record: { sku: e.product.sku, fields: e.result.record } });
    else into.skipped++;
    into.outcomes.push({ productId: e.product.id, sku: e.product.sku, status: e.result.record ? "delivered" : "skipped", lastError: e.result.lastError });
  }
  return products;
}

// Every active product evaluated, a page at a time.
export async function evaluateEverything(ctx: ChannelContext, onPage: () => Promise<void>): Promise<FeedRecords> {
  const into: Collected = { entries: [], outcomes: [], skipped: 0 };
  for (let after: string | null = null; ; ) {
    const products = await evaluateInto(ctx, into, { after });
    if (products.length < PAGE_SIZE) break;
    after = products[products.length - 1]!.id;
    await onPage();
  }
  // Every record not written now leaves the file.
  return { ...into, dropped: [] };
}

// Only the changed products evaluated; every other record is the one the
// last file held.
export async function evaluateChanged(ctx: ChannelContext, changed: string[]): Promise<FeedRecords> {
  const into: Collected = { entries: [], outcomes: [], skipped: 0 };
  for (let i = 0; i < changed.length; i += PAGE_SIZE) await evaluateInto(ctx, into, { after: null, productIds: changed.slice(i, i + PAGE_SIZE) });
  const written = new Set(into.entries.map((e) => e.productId));
  const kept = await db.$queryRaw<{ productId: string; record: FeedRecord }[]>(tenantSql(ctx.channel)`
    SELECT "productId", "deliveredRecord" AS record FROM publications
    WHERE "channelId" = ${ctx.channel.id}::uuid AND "organizationId" = ${TENANT}::uuid AND "inFeed"
      AND NOT ("productId" = ANY(${changed}::uuid[]))`);
  const entries = [...into.entries, ...kept];
  entries.sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
  return { ...into, entries, dropped: changed.filter((id) => !written.has(id)) };
}
