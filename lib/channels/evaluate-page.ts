import { db } from "../db/client";
import { evaluateProduct, type EvaluatedProduct } from "./evaluate";
import type { ChannelContext, PageProduct } from "./load-page";

export type PageEvaluation = { product: PageProduct; result: EvaluatedProduct };

export function evaluateAll(ctx: ChannelContext, products: PageProduct[]): PageEvaluation[] {
  return products.map((product) => ({ product, result: evaluateProduct(product, ctx.map, ctx.channel.locale, ctx.defaultLocale, ctx.options) }));
}

// One statement per page: every product gets its publication row with the
// fresh evaluation; ready ones become pending (to be delivered), the others
// skipped with the reason. deliveryKey is left alone: a batch in flight
// stays in flight.
export async function recordEvaluations(ctx: ChannelContext, evaluations: PageEvaluation[]): Promise<void> {
  if (evaluations.length === 0) return;
  const productIds = evaluations.map((e) => e.product.id);
  const skus = evaluations.map((e) => e.product.sku);
  const statuses = evaluations.map((e) => (e.result.record ? "pending" : "skipped"));
  const errors = evaluations.map((e) => e.result.lastError);
  const verdicts = evaluations.map((e) => JSON.stringify(e.result.evaluation));
  await db.$executeRaw`
    INSERT INTO publications (id, "organizationId", "channelId", "productId", sku, status, "lastError", evaluation, "createdAt", "updatedAt")
    SELECT gen_random_uuid(), ${ctx.channel.organizationId}::uuid, ${ctx.channel.id}::uuid, v.product_id, v.sku, v.status::"PublicationStatus", v.last_error, v.evaluation::jsonb, now(), now()
    FROM unnest(${productIds}::uuid[], ${skus}::text[], ${statuses}::text[], ${errors}::text[], ${verdicts}::text[])
      AS v(product_id, sku, status, last_error, evaluation)
    ON CONFLICT ("channelId", "productId") DO UPDATE SET
      sku = EXCLUDED.sku, status = EXCLUDED.status, "lastError" = EXCLUDED."lastError",
      evaluation = EXCLUDED.evaluation, "updatedAt" = now()`;
}
