import { db } from "../../db/client";
import { notFound, validationFailed } from "../../core/errors";
import type { Principal } from "../../core/principal";
import { assertSupplier } from "../../auth/authorize";
import { enqueueProductChanges } from "../product-changes";
import type { LinkedAssets } from "../documents";
import { lockProductForWrite } from "../variants/models";
import { refreshVariants } from "../variants/refresh-variants";

// Replaces the product's linked assets, in the given order. Linked images
// count toward completeness, so the score is recomputed. A model's variants
// that link nothing themselves show its new links; a variant linked to
// nothing shows its model's again.
export async function linkAssets(principal: Principal, productId: string, assetIds: string[]): Promise<LinkedAssets> {
  assertSupplier(principal, "catalog");
  const organizationId = principal.organizationId;
  const ids = [...new Set(assetIds)];
  return db.$transaction(async (tx) => {
    const lock = await lockProductForWrite(tx, organizationId, productId);
    if (!lock) throw notFound("Product");
    const owned = new Set(
      (await tx.asset.findMany({ where: { organizationId, id: { in: ids }, status: "ready" }, select: { id: true } })).map((a) => a.id),
    );
    const missing = ids.flatMap((id, i) => (owned.has(id) ? [] : [{ path: `assetIds.${i}`, message: "No such ready asset in your organisation." }]));
    if (missing.length) throw validationFailed(missing);
    await tx.productAsset.deleteMany({ where: { productId } });
    await tx.productAsset.createMany({ data: ids.map((assetId, position) => ({ productId, assetId, position })) });
    const variants =
      lock.kind === "model" ? await refreshVariants(tx, { modelIds: [productId] }) : await refreshVariants(tx, { variantIds: [productId] });
    await enqueueProductChanges(tx, organizationId, [productId, ...variants]);
    return { productId, assetIds: ids };
  });
}
