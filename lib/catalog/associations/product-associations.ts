import { db } from "../../db/client";
import { notFound } from "../../core/errors";
import type { Principal } from "../../core/principal";
import { productScopeOf, scopeWhere } from "../access-scope";
import type { ProductAssociations } from "../documents";
import { associationsOf } from "./read-associations";

// Readable wherever the product is; a buyer sees only links to products it
// can read too.
export async function productAssociations(principal: Principal, productId: string): Promise<ProductAssociations> {
  const scope = await productScopeOf(principal);
  const product = await db.product.findFirst({ where: { id: productId, ...scopeWhere(scope) }, select: { id: true } });
  if (!product) throw notFound("Product");
  return associationsOf(product.id, scope);
}
