import type { Principal } from "../core/principal";
import { countFacets } from "./count-facets";
import { countMatching } from "./count-matching";
import { searchCriteria } from "./criteria";
import type { SearchResult } from "./documents";
import { decodePosition, searchBinding } from "./page-cursor";
import { productPage } from "./product-page";
import type { CatalogueFacetField, SearchProductsQuery } from "./schemas";
import { parseSort } from "./sort-keys";
import { thumbnailUrls } from "./thumbnails";
import { channelReadinessOf, countChannelReadiness } from "./channel-readiness";

// GET /api/v1/search/products: one keyset page of the matching products in
// the caller's scope, in the order asked for, and, when asked, facets over
// all of them and their number.
export async function searchProducts(principal: Principal, query: SearchProductsQuery): Promise<SearchResult> {
  const binding = searchBinding(principal.organizationId, query);
  const sort = parseSort(query.sort);
  // A foreign or forged cursor is refused before any work is done.
  const after = query.cursor ? decodePosition(query.cursor, binding, sort) : null;
  const criteria = await searchCriteria(principal, query);
  const fields = query.facetBy ?? [];
  // Readiness is counted from the caller's own channels' evaluations, apart
  // from the catalogue's facets, then put back in the order asked.
  const catalogueFields = fields.filter((f): f is CatalogueFacetField => f !== "channelReadiness");

  const [page, catalogueFacets, readinessFacet, total] = await Promise.all([
    productPage(criteria, after, query.limit, binding, sort),
    catalogueFields.length > 0 ? countFacets(criteria, catalogueFields, query.facetLimit) : [],
    fields.includes("channelReadiness") ? countChannelReadiness(principal, criteria, query.facetLimit) : undefined,
    query.withTotal ? countMatching(criteria) : undefined,
  ]);
  const facets = fields.length > 0 ? fields.map((f) => (f === "channelReadiness" ? readinessFacet! : catalogueFacets.find((c) => c.field === f)!)) : undefined;
  const result: SearchResult = { ...page, ...(facets ? { facets } : {}), ...(total === undefined ? {} : { total }) };
  const include = query.include ?? [];
  if (include.length === 0) return result;
  const ids = page.items.map((item) => item.id);
  const [thumbnails, readiness] = await Promise.all([
    include.includes("thumbnail") ? thumbnailUrls(criteria.supplierIds, ids) : null,
    include.includes("channelReadiness") ? channelReadinessOf(principal, ids) : null,
  ]);
  return {
    ...result,
    items: page.items.map((item) => ({
      ...item,
      ...(thumbnails ? { thumbnailUrl: thumbnails.get(item.id) ?? null } : {}),
      ...(readiness ? { channelReadiness: readiness.get(item.id) ?? [] } : {}),
    })),
  };
}
