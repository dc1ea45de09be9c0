import { db } from "../../db/client";
import { notFound } from "../../core/errors";
import { log } from "../../core/log";
import type { Principal } from "../../core/principal";
import { enqueueProductChanges } from "../product-changes";
import { refreshVariants } from "../variants/refresh-variants";
import { assetPrefix, uploadKey } from "../../storage/keys";
import { deleteObject, deletePrefix } from "../../storage/objects";
import { assertSupplier } from "../../auth/authorize";
import { findOwnedAsset } from "../../assets/guards";
import { ownedBy } from "../../db/tenant";

// An asset and its links to products; here rather than in lib/assets because
// the products that showed it change (the catalogue depends on assets, not
// the other way round). Removes the stored objects first: if the store fails, nothing changed and
// the call can be repeated, whereas a row deleted first would leave bytes no
// request could ever reach. Products that showed the asset lose a linked
// image, so they are rescored in the transaction of the delete.
export async function deleteAsset(principal: Principal, id: string): Promise<void> {
  assertSupplier(principal, "assets");
  const asset = await findOwnedAsset(principal, id);
  const prefix = assetPrefix(asset.organizationId, asset.id);
  await deleteObject(uploadKey(asset.organizationId, asset.id, asset.filename));
  await deletePrefix(prefix);

  await db.$transaction(async (tx) => {
    const links = await tx.productAsset.findMany({ where: { assetId: id }, select: { productId: true } });
    const deleted = await tx.asset.deleteMany({ where: { id, ...ownedBy(principal) } });
    if (deleted.count === 0) throw notFound("Asset");
    const productIds = links.map((l) => l.productId);
    // A variant left with no image of its own shows its model's again, and a
    // model's variants lose the copy they showed.
    const variants = [
      ...(await refreshVariants(tx, { variantIds: productIds })),
      ...(await refreshVariants(tx, { modelIds: productIds })),
    ];
    await enqueueProductChanges(tx, principal.organizationId, [...productIds, ...variants]);
  });
  // A rendition finishing during the delete may have stored one more object.
  await deletePrefix(prefix).catch((err: unknown) => log.warn({ err, prefix }, "could not sweep a deleted asset's objects"));
}
