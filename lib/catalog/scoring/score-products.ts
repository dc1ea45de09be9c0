import { db } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import { completeness } from "../completeness";
import { completenessInputOf, completenessSelect, sharedAttributesOf } from "./completeness-inputs";
import { qualityBandOf } from "../quality-band";
import { emitWebhooks, type ChangeEvent } from "../../webhooks/emit";
import { TENANT, tenantSql } from "../../db/tenant-sql";
import type { Tx } from "../../db/client";

// The supplier's facet-count lock (search_apply_counts in the search
// migrations), which every product write takes when its statement ends.
const COUNTS_LOCK_CLASS = 1936024419;

// Computes and stores the quality score of the given products of one
// supplier. Idempotent: it reads the current state and writes only changes,
// so a retried or duplicated run is harmless. The rows are locked before
// they are read, so two runs for one product (its creation's and an edit's)
// take turns: the second scores what the first left, and a band change is
// announced once, by the run that made it.
//
// It never waits for a row while holding a lock a writer may want, so it
// cannot deadlock with product writes: it takes the supplier's facet-count
// lock first (a writer takes it last, after its rows; a writer holding it
// is let finish), then only the rows no writer holds (SKIP LOCKED). A
// skipped product is being written: its writer's commit asks for its score
// again. The skipped ids are returned so the caller can look once more.
export async function scoreProducts(organizationId: string, productIds: readonly string[]): Promise<{ scored: number; skipped: string[] }> {
  if (productIds.length === 0) return { scored: 0, skipped: [] };
  const org = await db.organization.findUnique({ where: { id: organizationId }, select: { defaultLocale: true, enabledLocales: true } });
  if (!org) return { scored: 0, skipped: [] };
  const shared = await sharedAttributesOf(organizationId);
  return db.$transaction(
    async (tx) => {
      // In the order product writes lock them (a model before its variants,
      // lib/catalog/variants/models.ts), so a model's edit and this cannot
      // each hold a row the other waits for.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${COUNTS_LOCK_CLASS}::int, hashtext(${organizationId}))`;
      const locked = await tx.$queryRaw<{ id: string }[]>(tenantSql.organization(organizationId)`
        SELECT p.id FROM products p WHERE p."organizationId" = ${TENANT}::uuid AND p.id = ANY(${[...productIds]}::uuid[])
        ORDER BY p.kind = 'variant', p.id FOR UPDATE SKIP LOCKED`);
      const lockedIds = locked.map((r) => r.id);
      const products = await tx.product.findMany({ where: { ...ownedBy.organization(organizationId), id: { in: lockedIds } }, select: completenessSelect });
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
      // One statement for the batch; "updatedAt" is left alone: a score is not an edit.
      await tx.$executeRaw(tenantSql.organization(organizationId)`
        UPDATE products AS p SET "qualityScore" = v.score, "scoredAt" = now()
        FROM unnest(${ids}::uuid[], ${scores}::int[]) AS v(id, score)
        WHERE p.id = v.id AND p."organizationId" = ${TENANT}::uuid AND (p."qualityScore" IS DISTINCT FROM v.score OR p."scoredAt" IS NULL)`);
      await emitWebhooks(organizationId, bandChanges, tx);
      const skipped = lockedIds.length === productIds.length ? [] : await stillExisting(tx, organizationId, productIds, new Set(lockedIds));
      return { scored: ids.length, skipped };
    },
    { timeout: 60_000, maxWait: 30_000 },
  );
}

// The ids not locked that still name a product (a deleted one needs no score).
async function stillExisting(tx: Tx, organizationId: string, productIds: readonly string[], locked: Set<string>): Promise<string[]> {
  const rest = productIds.filter((id) => !locked.has(id));
  const rows = await tx.product.findMany({ where: { ...ownedBy.organization(organizationId), id: { in: rest } }, select: { id: true } });
  return rows.map((r) => r.id);
}
