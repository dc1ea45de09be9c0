import { db } from "../../db/client";
import { completeness, type LocalizedValues } from "../completeness";

// Computes and stores the quality score of the given products of one
// supplier. Idempotent: it reads the current state and writes only changes,
// so a retried or duplicated run is harmless.
export async function scoreProducts(organizationId: string, productIds: readonly string[]): Promise<{ scored: number }> {
  if (productIds.length === 0) return { scored: 0 };
  const org = await db.organization.findUnique({ where: { id: organizationId }, select: { defaultLocale: true, enabledLocales: true } });
  if (!org) return { scored: 0 };
  const products = await db.product.findMany({
    where: { organizationId, id: { in: [...productIds] } },
    select: {
      id: true,
      name: true,
      description: true,
      attributes: true,
      localized: true,
      category: { select: { requiredAttributes: true } },
      assets: { where: { asset: { assetType: "image", status: "ready" } }, select: { assetId: true }, take: 1 },
    },
  });
  const ids: string[] = [];
  const scores: number[] = [];
  for (const p of products) {
    const { score } = completeness({
      name: p.name,
      description: p.description,
      attributes: (p.attributes ?? {}) as Record<string, unknown>,
      localized: (p.localized ?? {}) as Record<string, LocalizedValues>,
      requiredAttributes: p.category?.requiredAttributes ?? [],
      hasImage: p.assets.length > 0,
      defaultLocale: org.defaultLocale,
      enabledLocales: org.enabledLocales,
    });
    ids.push(p.id);
    scores.push(score);
  }
  // One statement for the batch; "updatedAt" is left alone: a score is not an edit.
  await db.$executeRaw`
    UPDATE products AS p SET "qualityScore" = v.score, "scoredAt" = now()
    FROM unnest(${ids}::uuid[], ${scores}::int[]) AS v(id, score)
    WHERE p.id = v.id AND (p."qualityScore" IS DISTINCT FROM v.score OR p."scoredAt" IS NULL)`;
  return { scored: ids.length };
}
