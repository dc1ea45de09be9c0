import { db } from "../../db/client";
import { notFound } from "../../core/errors";
import type { Principal } from "../../core/principal";
import { productScopeOf, scopeWhere } from "../access-scope";
import { namesOf, productInclude, serializeProduct } from "../serialize-product";
import { associationsOf } from "../associations/read-associations";

// Readable when inside the caller's access scope; anything else is a 404.
export async function getProduct(principal: Principal, id: string) {
  const scope = await productScopeOf(principal);
  const product = await db.product.findFirst({ where: { id, ...scopeWhere(scope) }, include: productInclude });
  if (!product) throw notFound("Product");
  return serializeProduct(product, namesOf(product), await associationsOf(product.id, scope));
}
