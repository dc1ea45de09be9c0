import type { Page } from "../../http/pagination";
import { matchesNothing, scopeCriteria } from "../../search/criteria";
import { findPage } from "../../search/find-page";
import { decodePosition, encodePosition } from "../../search/page-cursor";
import { productScopeOf, type ProductScope } from "../access-scope";
import { serializeProduct, type ProductDocument } from "../serialize-product";
import type { ListProductsQuery } from "../schemas";
import type { Principal } from "../../auth/principal";
import { countInScope } from "./count-in-scope";

// Keyset on ("createdAt", id): both immutable, so concurrent inserts and
// deletes never make a row that existed throughout skip or repeat. The page
// is the search's (lib/search/find-page.ts): one statement that seeks the
// index to the cursor, so the last page costs what the first does.
export async function listProductsInScope(scope: ProductScope, query: ListProductsQuery, binding: string): Promise<Page<ProductDocument>> {
  // A foreign or forged cursor is refused before any work is done.
  const after = query.cursor ? decodePosition(query.cursor, binding) : null;
  const criteria = scopeCriteria(scope);
  const [rows, total] = await Promise.all([
    matchesNothing(criteria) ? [] : findPage(criteria, after, query.limit + 1),
    // Only on request (spec 9.4); read from the maintained counts, not a COUNT.
    query.withTotal ? countInScope(scope) : undefined,
  ]);
  const items = rows.slice(0, query.limit);
  const last = items[items.length - 1];
  return {
    items: items.map((row) => serializeProduct(row, row)),
    nextCursor: rows.length > query.limit && last ? encodePosition(last, binding) : null,
    ...(total === undefined ? {} : { total }),
  };
}

export async function listProducts(principal: Principal, query: ListProductsQuery) {
  const scope = await productScopeOf(principal);
  return listProductsInScope(scope, query, `products:${principal.organizationId}`);
}
