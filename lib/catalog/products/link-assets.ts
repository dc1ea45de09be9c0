import { retryOnConflict } from "../../db/retry";
import { db, type Tx } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import { notFound, validationFailed } from "../../core/errors";
import type { Principal } from "../../core/principal";
import { assertSupplier } from "../../auth/authorize";
import { enqueueProductChanges } from "../product-changes";
import type { LinkedAssets } from "../documents";
import type { LinkAssetsBody } from "../schemas";
import { lockProductForWrite } from "../variants/models";
import { refreshVariants } from "../variants/refresh-variants";

type AltTexts = Record<string, string>;

// Replaces the product's linked assets, in the given order. Linked images
// count toward completeness, so the score is recomputed. A model's variants
// that link nothing themselves show its new links; a variant linked to
// nothing shows its model's again.
//
// Alt texts belong to the link: an asset that stays linked keeps its own
// unless the body names it, so a client that only reorders loses none.
export async function linkAssets(principal: Principal, productId: string, body: LinkAssetsBody): Promise<LinkedAssets> {
  assertSupplier(principal, "catalog");
  return linkSupplierAssets(principal.organizationId, productId, body);
}

// The links themselves, for a caller already checked as the supplier (a
// request, or an undo running for its organisation).
export async function linkSupplierAssets(organizationId: string, productId: string, body: LinkAssetsBody): Promise<LinkedAssets> {
  const ids = [...new Set(body.assetIds)];
  return retryOnConflict(() => db.$transaction(async (tx) => {
    const lock = await lockProductForWrite(tx, organizationId, productId);
    if (!lock) throw notFound("Product");
    const owned = new Set(
      (await tx.asset.findMany({ where: { ...ownedBy.organization(organizationId), id: { in: ids }, status: "ready" }, select: { id: true } })).map((a) => a.id),
    );
    const missing = ids.flatMap((id, i) => (owned.has(id) ? [] : [{ path: `assetIds.${i}`, message: "No such ready asset in your organisation." }]));
    const strays = Object.keys(body.altText ?? {}).flatMap((id) => (ids.includes(id) ? [] : [{ path: `altText.${id}`, message: "Not one of assetIds." }]));
    if (missing.length || strays.length) throw validationFailed([...missing, ...strays]);
    const kept = await tx.productAsset.findMany({ where: { productId, inherited: false }, select: { assetId: true, altText: true } });
    const altText: Record<string, AltTexts> = Object.fromEntries(ids.map((id) => [id, {}]));
    for (const link of kept) if (link.assetId in altText) altText[link.assetId] = link.altText as AltTexts;
    Object.assign(altText, body.altText);
    await tx.productAsset.deleteMany({ where: { productId } });
    await tx.productAsset.createMany({ data: ids.map((assetId, position) => ({ productId, assetId, position, altText: altText[assetId]! })) });
    const variants =
      lock.kind === "model" ? await refreshVariants(tx, { modelIds: [productId] }) : await refreshVariants(tx, { variantIds: [productId] });
    await enqueueProductChanges(tx, organizationId, [productId, ...variants]);
    return { productId, assetIds: ids, altText };
  }));
}

// More assets linked after a product's current ones, in the caller's
// transaction (an import's images column; the write that made them enqueued
// the product's change). An asset already linked keeps its place. A variant
// that showed its model's images shows its own from now on, and a model's
// variants that link nothing show the new ones too.
export async function appendAssetLinks(tx: Tx, organizationId: string, links: readonly { productId: string; assetIds: readonly string[] }[]): Promise<void> {
  const linked: string[] = [];
  for (const { productId, assetIds } of links) {
    if (assetIds.length === 0) continue;
    // Links of its own replace the model's copies (refreshVariants below).
    await tx.productAsset.deleteMany({ where: { productId, inherited: true } });
    const last = await tx.productAsset.aggregate({ where: { productId, inherited: false }, _max: { position: true } });
    const start = (last._max.position ?? -1) + 1;
    await tx.productAsset.createMany({ data: assetIds.map((assetId, i) => ({ productId, assetId, position: start + i })), skipDuplicates: true });
    linked.push(productId);
  }
  const variants = [...(await refreshVariants(tx, { variantIds: linked })), ...(await refreshVariants(tx, { modelIds: linked }))];
  await enqueueProductChanges(tx, organizationId, variants);
}
