import { db } from "../db/client";
import { facetsFromRows, matchesNothing, type SearchCriteria } from "./criteria";
import type { Facet } from "./documents";
import { assembleFacets, type FacetRow } from "./facets";
import { rowFacetsSql, sliceFacetsSql } from "./facet-sql";
import type { CatalogueFacetField as FacetField } from "./schemas";

// Facets over every product the search matches inside the caller's scope,
// not just the page (docs/search.md).
export async function countFacets(criteria: SearchCriteria, fields: readonly FacetField[], limit: number): Promise<Facet[]> {
  if (matchesNothing(criteria) || fields.length === 0) return assembleFacets(fields, []);
  const fromRows = facetsFromRows(criteria);
  const query = fromRows ? rowFacetsSql(criteria, fields) : sliceFacetsSql(criteria, fields);
  return assembleFacets(fields, await db.$queryRaw<FacetRow[]>(query), limit);
}
