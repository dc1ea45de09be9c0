import type { Page } from "../core/pagination";
import { productScopeOf, type ProductScope } from "../catalog/access-scope";
import type { ProductDocument } from "../catalog/documents";
import type { ListProductsQuery } from "../catalog/schemas";
import type { Principal } from "../core/principal";
import { countMatching } from "./count-matching";
import { scopeCriteria, searchCriteria } from "./criteria";
import { decodePosition, searchBinding, variantBinding } from "./page-cursor";
import { productPage } from "./product-page";
import type { ProductListQuery } from "./schemas";
import { parseSort } from "./sort-keys";
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

// The search's filters and orders, which the list takes too: the plain list
// is the one without them, and keeps its cursors.
const SEARCH_ONLY = ["q", "qualityBand", "categoryName", "categoryId", "status", "tags", "supplierName", "familyCode", "attr", "ids", "sort"] as const;

export async function listProducts(principal: Principal, query: ProductListQuery): Promise<Page<ProductDocument>> {
  if (!SEARCH_ONLY.some((name) => query[name] !== undefined)) {
    return listProductsInScope(await productScopeOf(principal), query, `products:${principal.organizationId}`);
  }
  const binding = searchBinding(principal.organizationId, query, "products");
  const sort = parseSort(query.sort);
  const after = query.cursor ? decodePosition(query.cursor, binding, sort) : null;
  const criteria = await searchCriteria(principal, query);
  const [page, total] = await Promise.all([productPage(criteria, after, query.limit, binding, sort), query.withTotal ? countMatching(criteria) : undefined]);
  return total === undefined ? page : { ...page, total };
}
