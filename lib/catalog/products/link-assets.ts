import { db, type Tx } from "../../db/client";
import { notFound, validationFailed } from "../../core/errors";
import type { Principal } from "../../core/principal";
import { assertSupplier } from "../../auth/authorize";
import { enqueueEvent } from "../../jobs/outbox";
import { productChanged } from "../../../inngest/events";
import type { LinkedAssets } from "../documents";

// Replaces the product's linked assets, in the given order. Linked images
// count toward completeness, so the score is recomputed.
export async function linkAssets(principal: Principal, productId: string, assetIds: string[]): Promise<LinkedAssets> {
  assertSupplier(principal, "catalog");
  const organizationId = principal.organizationId;
  const ids = [...new Set(assetIds)];
  return db.$transaction(async (tx) => {
    const product = await tx.product.findFirst({ where: { id: productId, organizationId }, select: { id: true } });
    if (!product) throw notFound("Product");
    const owned = new Set(
      (await tx.asset.findMany({ where: { organizationId, id: { in: ids }, status: "ready" }, select: { id: true } })).map((a) => a.id),
    );
    const missing = ids.flatMap((id, i) => (owned.has(id) ? [] : [{ path: `assetIds.${i}`, message: "No such ready asset in your organisation." }]));
    if (missing.length) throw validationFailed(missing);
    await tx.productAsset.deleteMany({ where: { productId } });
    await tx.productAsset.createMany({ data: ids.map((assetId, position) => ({ productId, assetId, position })) });
    await enqueueEvent(tx, productChanged.create({ organizationId, productIds: [productId] }));
    return { productId, assetIds: ids };
  });
}

// More assets linked after a product's current ones, in the caller's
// transaction (an import's images column; the write that made them enqueued
// the product's change). An asset already linked keeps its place.
export async function appendAssetLinks(tx: Tx, links: readonly { productId: string; assetIds: readonly string[] }[]): Promise<void> {
  for (const { productId, assetIds } of links) {
    if (assetIds.length === 0) continue;
    const last = await tx.productAsset.aggregate({ where: { productId }, _max: { position: true } });
    const start = (last._max.position ?? -1) + 1;
    await tx.productAsset.createMany({ data: assetIds.map((assetId, i) => ({ productId, assetId, position: start + i })), skipDuplicates: true });
  }
}
