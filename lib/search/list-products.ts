import type { Page } from "../core/pagination";
import { productScopeOf, type ProductScope } from "../catalog/access-scope";
import type { ProductDocument } from "../catalog/documents";
import type { ListProductsQuery } from "../catalog/schemas";
import type { Principal } from "../core/principal";
import { scopeCriteria } from "./criteria";
import { decodePosition, variantBinding } from "./page-cursor";
import { productPage } from "./product-page";
import { totalInScope, totalMatching } from "./total-in-scope";

// GET /api/v1/products: a search with no filter. Keyset on ("createdAt", id):
// both immutable, so concurrent inserts and deletes never make a row that
// existed throughout skip or repeat.
export async function listProductsInScope(scope: ProductScope, query: ListProductsQuery, binding: string): Promise<Page<ProductDocument>> {
  // A foreign or forged cursor is refused before any work is done.
  const filtered = query.kind !== undefined || query.parentId !== undefined;
  const bound = filtered ? `${binding}:${JSON.stringify(variantBinding(query))}` : binding;
  const after = query.cursor ? decodePosition(query.cursor, bound) : null;
  const criteria = scopeCriteria(scope, query);
  const [page, total] = await Promise.all([
    productPage(criteria, after, query.limit, bound),
    // Only on request (docs/api.md, "Lists"); read from the maintained counts, not a
    // COUNT, unless a variant filter narrows the list.
    query.withTotal ? (filtered ? totalMatching(criteria) : totalInScope(scope)) : undefined,
  ]);
  return total === undefined ? page : { ...page, total };
}

export async function listProducts(principal: Principal, query: ListProductsQuery) {
  const scope = await productScopeOf(principal);
  return listProductsInScope(scope, query, `products:${principal.organizationId}`);
}
