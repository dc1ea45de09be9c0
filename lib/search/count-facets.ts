import { db } from "../db/client";
import { preparedQuery } from "../db/prepared";
import { facetsFromRows, matchesNothing, type SearchCriteria } from "./criteria";
import type { Facet } from "./documents";
import { assembleFacets, type FacetRow } from "./facets";
import { rowFacetsSql, sliceFacetsSql } from "./facet-sql";
import type { CatalogueFacetField as FacetField } from "./schemas";

// Facets over every product the search matches inside the caller's scope,
// not just the page (docs/search.md).
export async function countFacets(criteria: SearchCriteria, fields: readonly FacetField[], limit: number): Promise<Facet[]> {
  if (matchesNothing(criteria) || fields.length === 0) return assembleFacets(fields, []);
  // Counted from the matching rows, the plan hinges on the filters' values;
  // read from the pre-aggregated counts, it does not, so it runs prepared.
  const rows = facetsFromRows(criteria) ? await db.$queryRaw<FacetRow[]>(rowFacetsSql(criteria, fields)) : await preparedQuery<FacetRow>(sliceFacetsSql(criteria, fields));
  return assembleFacets(fields, rows, limit);
}
