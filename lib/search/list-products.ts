import type { Page } from "../core/pagination";
import { productScopeOf, type ProductScope } from "../catalog/access-scope";
import type { ProductDocument } from "../catalog/documents";
import type { ListProductsQuery } from "../catalog/schemas";
import type { Principal } from "../core/principal";
import { scopeCriteria } from "./criteria";
import { decodePosition } from "./page-cursor";
import { productPage } from "./product-page";
import { totalInScope } from "./total-in-scope";

// GET /api/v1/products: a search with no filter. Keyset on ("createdAt", id):
// both immutable, so concurrent inserts and deletes never make a row that
// existed throughout skip or repeat.
export async function listProductsInScope(scope: ProductScope, query: ListProductsQuery, binding: string): Promise<Page<ProductDocument>> {
  // A foreign or forged cursor is refused before any work is done.
  const after = query.cursor ? decodePosition(query.cursor, binding) : null;
  const [page, total] = await Promise.all([
    productPage(scopeCriteria(scope), after, query.limit, binding),
    // Only on request (spec 9.4); read from the maintained counts, not a COUNT.
    query.withTotal ? totalInScope(scope) : undefined,
  ]);
  return total === undefined ? page : { ...page, total };
}

export async function listProducts(principal: Principal, query: ListProductsQuery) {
  const scope = await productScopeOf(principal);
  return listProductsInScope(scope, query, `products:${principal.organizationId}`);
}
