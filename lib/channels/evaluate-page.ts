import { db } from "../db/client";
import { evaluateProduct, type EvaluatedProduct } from "./evaluate";
import type { ChannelContext, PageProduct } from "./load-page";
import { recordHash } from "./record-hash";
import { TENANT, tenantSql } from "../db/tenant-sql";

export type PageEvaluation = { product: PageProduct; result: EvaluatedProduct };

export function evaluateAll(ctx: ChannelContext, products: PageProduct[]): PageEvaluation[] {
  return products.map((product) => ({ product, result: evaluateProduct(product, ctx.map, ctx.channel.locale, ctx.defaultLocale, ctx.options, ctx.template) }));
}

// One statement per page: every product gets its publication row with the
// fresh evaluation; ready ones become pending (to be delivered), the others
// skipped with the reason. deliveryKey is left alone: a batch in flight
// stays in flight. A readiness pass (keepCurrent) leaves a delivered
// publication delivered when the destination already holds the very record
// the evaluation built: the pass may run after a delivery that used the same
// map (a channel created and synced at once), and must not send it back to
// pending with nothing left to deliver it. The comparison is made on the
// row as the upsert locks it, so a delivery landing meanwhile is seen.
export async function recordEvaluations(ctx: ChannelContext, evaluations: PageEvaluation[], keepCurrent = false): Promise<void> {
  if (evaluations.length === 0) return;
  const productIds = evaluations.map((e) => e.product.id);
  const skus = evaluations.map((e) => e.product.sku);
  const statuses = evaluations.map((e) => (e.result.record ? "pending" : "skipped"));
  const errors = evaluations.map((e) => e.result.lastError);
  const verdicts = evaluations.map((e) => JSON.stringify(e.result.evaluation));
  const hashes = evaluations.map((e) => (e.result.record ? recordHash(e.result.record) : null));
  await db.$executeRaw(tenantSql(ctx.channel)`
    INSERT INTO publications (id, "organizationId", "channelId", "productId", sku, status, "lastError", evaluation, "evaluatedHash", "createdAt", "updatedAt")
    SELECT gen_random_uuid(), ${TENANT}::uuid, ${ctx.channel.id}::uuid, v.product_id, v.sku, v.status::"PublicationStatus", v.last_error, v.evaluation::jsonb, v.hash, now(), now()
    FROM unnest(${productIds}::uuid[], ${skus}::text[], ${statuses}::text[], ${errors}::text[], ${verdicts}::text[], ${hashes}::text[])
      AS v(product_id, sku, status, last_error, evaluation, hash)
    ON CONFLICT ("channelId", "productId") DO UPDATE SET
      sku = EXCLUDED.sku,
      status = CASE
        WHEN ${keepCurrent} AND publications.status = 'delivered' AND EXCLUDED.status = 'pending'
          AND publications."deliveredHash" = EXCLUDED."evaluatedHash" THEN publications.status
        ELSE EXCLUDED.status END,
      "lastError" = EXCLUDED."lastError", evaluation = EXCLUDED.evaluation,
      "evaluatedHash" = EXCLUDED."evaluatedHash", "updatedAt" = now()`);
}
