import { db } from "../../db/client";
import { keysetPage } from "../../http/keyset";
import type { Page } from "../../http/pagination";
import { productScopeOf, scopeWhere, type ProductScope } from "../access-scope";
import { productInclude, serializeProduct, type ProductDocument } from "../serialize-product";
import type { ListProductsQuery } from "../schemas";
import type { Principal } from "../../auth/principal";
import { countInScope } from "./count-in-scope";

// Keyset on ("createdAt", id): both immutable, so concurrent inserts and
// deletes never make a row that existed throughout skip or repeat.
export async function listProductsInScope(scope: ProductScope, query: ListProductsQuery, binding: string): Promise<Page<ProductDocument>> {
  const page = await keysetPage({
    page: query,
    binding,
    fetch: (after, take) =>
      db.product.findMany({
        where: { ...scopeWhere(scope), AND: [after] },
        include: productInclude,
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        take,
      }),
    serialize: serializeProduct,
  });
  // Only on request: totals cost a count, pages do not (spec 9.4).
  return query.withTotal ? { ...page, total: await countInScope(scope) } : page;
}

export async function listProducts(principal: Principal, query: ListProductsQuery) {
  const scope = await productScopeOf(principal);
  return listProductsInScope(scope, query, `products:${principal.organizationId}`);
}
