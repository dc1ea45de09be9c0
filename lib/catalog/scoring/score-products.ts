import { db } from "../../db/client";
import { completeness } from "../completeness";
import { completenessInputOf, completenessSelect, sharedAttributesOf } from "./completeness-inputs";
import { qualityBandOf } from "../quality-band";
import { emitWebhooks, type ChangeEvent } from "../../webhooks/emit";

// Computes and stores the quality score of the given products of one
// supplier. Idempotent: it reads the current state and writes only changes,
// so a retried or duplicated run is harmless.
export async function scoreProducts(organizationId: string, productIds: readonly string[]): Promise<{ scored: number }> {
  if (productIds.length === 0) return { scored: 0 };
  const org = await db.organization.findUnique({ where: { id: organizationId }, select: { defaultLocale: true, enabledLocales: true } });
  if (!org) return { scored: 0 };
  const [products, shared] = await Promise.all([
    db.product.findMany({ where: { organizationId, id: { in: [...productIds] } }, select: completenessSelect }),
    sharedAttributesOf(organizationId),
  ]);
  const ids: string[] = [];
  const scores: number[] = [];
  const bandChanges: ChangeEvent[] = [];
  for (const p of products) {
    const { score } = completeness(completenessInputOf(p, org, shared));
    ids.push(p.id);
    scores.push(score);
    const before = p.qualityScore === null ? null : qualityBandOf(p.qualityScore);
    const after = qualityBandOf(score);
    if (before !== after) bandChanges.push({ type: "product.quality_band_changed", data: { productId: p.id, sku: p.sku, from: before, to: after, qualityScore: score } });
  }
  // One statement for the batch; "updatedAt" is left alone: a score is not an
  // edit. Its rows are locked first in the order product writes take them
  // (a model before its variants, lib/catalog/variants/models.ts): an UPDATE
  // alone locks in whatever order its plan reads, and a model's edit holding
  // the model while it waits for a variant this statement held made a deadlock.
  await db.$executeRaw`
    WITH locked AS (
      SELECT p.id FROM products p WHERE p.id = ANY(${ids}::uuid[]) ORDER BY p.kind = 'variant', p.id FOR UPDATE
    )
    UPDATE products AS p SET "qualityScore" = v.score, "scoredAt" = now()
    FROM unnest(${ids}::uuid[], ${scores}::int[]) AS v(id, score), locked
    WHERE p.id = v.id AND locked.id = p.id AND (p."qualityScore" IS DISTINCT FROM v.score OR p."scoredAt" IS NULL)`;
  await emitWebhooks(organizationId, bandChanges);
  return { scored: ids.length };
}
