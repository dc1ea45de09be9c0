import type { Facet, FacetCount } from "./documents";
import type { FacetField } from "./schemas";

// One counted value of one facet, as the facet queries return them.
export type FacetRow = { facet: string; value: string; count: number };


// Count descending, then value ascending by code unit, so the order does not
// depend on the database's collation.
export function compareCounts(a: FacetCount, b: FacetCount): number {
  if (a.count !== b.count) return b.count - a.count;
  if (a.value === b.value) return 0;
  return a.value < b.value ? -1 : 1;
}

// Facets in the order they were asked for, each with its values sorted and
// at most `limit` of them (saying so when more had a count); a field with no
// counted product still appears, with no counts. Zero counts are dropped: a
// value no matching product has is not a facet value.
export function assembleFacets(fields: readonly FacetField[], rows: readonly FacetRow[], limit = Infinity): Facet[] {
  const byField = new Map<string, FacetCount[]>();
  for (const row of rows) {
    if (row.count <= 0) continue;
    const counts = byField.get(row.facet) ?? [];
    counts.push({ value: row.value, count: row.count });
    byField.set(row.facet, counts);
  }
  return fields.map((field) => {
    const counts = (byField.get(field) ?? []).sort(compareCounts);
    return counts.length > limit ? { field, counts: counts.slice(0, limit), truncated: true as const } : { field, counts };
  });
}
