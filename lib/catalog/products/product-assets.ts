import { db } from "../../db/client";
import { notFound } from "../../core/errors";
import type { Principal } from "../../core/principal";
import { serializeAsset } from "../../assets/serialize-asset";
import { productScopeOf, scopeWhere } from "../access-scope";
import type { ProductAssetsDocument } from "../documents";

// The assets linked to a product, in order, with short-lived download URLs:
// the product editor's media and the buyer's product detail. Readable
// wherever the product is (a buyer sees a connected supplier's media).
export async function productAssets(principal: Principal, productId: string): Promise<ProductAssetsDocument> {
  const scope = await productScopeOf(principal);
  const product = await db.product.findFirst({
    where: { id: productId, ...scopeWhere(scope) },
    select: { id: true, assets: { where: { asset: { status: "ready" } }, orderBy: { position: "asc" }, select: { asset: true, altText: true } } },
  });
  if (!product) throw notFound("Product");
  const assets = await Promise.all(product.assets.map((link) => serializeAsset(link.asset)));
  const altText = Object.fromEntries(product.assets.map((link) => [link.asset.id, link.altText as Record<string, string>]));
  return { productId: product.id, assetIds: assets.map((a) => a.id), altText, assets };
}
