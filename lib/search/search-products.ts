import type { Principal } from "../auth/principal";
import { serializeProduct, type ProductDocument } from "../catalog/serialize-product";
import { countFacets } from "./count-facets";
import { matchesNothing, searchCriteria } from "./criteria";
import type { Facet } from "./facets";
import { findPage } from "./find-page";
import { decodePosition, encodePosition, searchBinding } from "./page-cursor";
import type { SearchProductsQuery } from "./schemas";

export type SearchResult = { items: ProductDocument[]; nextCursor: string | null; facets?: Facet[] };

// GET /api/v1/search/products: one keyset page of the matching products in
// the caller's scope, and, when asked, facets over all of them.
export async function searchProducts(principal: Principal, query: SearchProductsQuery): Promise<SearchResult> {
  const binding = searchBinding(principal.organizationId, query);
  // A foreign or forged cursor is refused before any work is done.
  const after = query.cursor ? decodePosition(query.cursor, binding) : null;
  const criteria = await searchCriteria(principal, query);
  const fields = query.facetBy ?? [];

  const [rows, facets] = await Promise.all([
    matchesNothing(criteria) ? [] : findPage(criteria, after, query.limit + 1),
    fields.length > 0 ? countFacets(criteria, fields, query.facetLimit) : undefined,
  ]);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    items: page.map((row) => serializeProduct(row, row)),
    nextCursor: rows.length > query.limit && last ? encodePosition(last, binding) : null,
    ...(facets ? { facets } : {}),
  };
}
