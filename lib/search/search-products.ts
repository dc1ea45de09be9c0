import type { Principal } from "../core/principal";
import { countFacets } from "./count-facets";
import { searchCriteria } from "./criteria";
import type { SearchResult } from "./documents";
import { decodePosition, searchBinding } from "./page-cursor";
import { productPage } from "./product-page";
import type { SearchProductsQuery } from "./schemas";

// GET /api/v1/search/products: one keyset page of the matching products in
// the caller's scope, and, when asked, facets over all of them.
export async function searchProducts(principal: Principal, query: SearchProductsQuery): Promise<SearchResult> {
  const binding = searchBinding(principal.organizationId, query);
  // A foreign or forged cursor is refused before any work is done.
  const after = query.cursor ? decodePosition(query.cursor, binding) : null;
  const criteria = await searchCriteria(principal, query);
  const fields = query.facetBy ?? [];

  const [page, facets] = await Promise.all([
    productPage(criteria, after, query.limit, binding),
    fields.length > 0 ? countFacets(criteria, fields, query.facetLimit) : undefined,
  ]);
  return facets ? { ...page, facets } : page;
}
