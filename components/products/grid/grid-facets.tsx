"use client";
import { useQueries } from "@tanstack/react-query";
import type { Facet, SearchResult } from "@/lib/portal-client/api-types";
import { client, dataOf } from "@/lib/portal-client/fetch-client";
import { keys } from "@/lib/portal-client/keys";
import { toggleFilter, searchParamsOf, type GridState, type ListFilter } from "@/lib/portal-client/grid-state";

// The filters offered with counts, and the facet of the search counting each.
type GridFacet = Exclude<ListFilter, "familyCode">;
const FACET_FIELDS: Record<GridFacet, string> = { status: "status", qualityBand: "qualityScore", tags: "tags" };
const TITLES: Record<GridFacet, string> = { status: "Status", qualityBand: "Completeness", tags: "Tags" };
const FACETS = Object.keys(FACET_FIELDS) as GridFacet[];
export const FACET_BY = Object.values(FACET_FIELDS).join(",");
// Tags must all match, so their counts are those of the products shown; the
// other facets match any value ticked, so each is counted as if none of its
// own values were ticked, and the values not ticked stay on offer.
const ANY_OF: GridFacet[] = ["status", "qualityBand"];

function useOwnCounts(state: GridState) {
  const ticked = ANY_OF.filter((facet) => state.filters[facet].length > 0);
  return useQueries({
    queries: ticked.map((facet) => {
      const query = { ...searchParamsOf(state, facet), facetBy: FACET_FIELDS[facet], limit: 1 };
      return {
        queryKey: keys.products.search({ ...query, facets: "own" }),
        queryFn: ({ signal }: { signal: AbortSignal }) => dataOf(client.GET("/api/v1/search/products", { params: { query }, signal })),
        select: (result: SearchResult) => result.facets?.find((f) => f.field === FACET_FIELDS[facet]),
      };
    }),
    combine: (results) => new Map(results.flatMap((r, i) => (r.data ? [[ticked[i]!, r.data] as const] : []))),
  });
}

type Props = { state: GridState; onChange: (change: (current: GridState) => GridState) => void; facets: Facet[] };

export function GridFacets({ state, onChange, facets }: Props) {
  const own = useOwnCounts(state);
  return (
    <>
      {FACETS.map((field) => {
        const facet = own.get(field) ?? facets.find((f) => f.field === FACET_FIELDS[field]);
        const counts = facet?.counts ?? [];
        const ticked = state.filters[field];
        // A ticked value stays listed even when its count is not known yet.
        const values = [...counts.slice(0, 12).map((c) => c.value), ...ticked.filter((v) => !counts.slice(0, 12).some((c) => c.value === v))];
        if (values.length === 0) return null;
        return (
          <fieldset className="facet" key={field}>
            <legend>{TITLES[field]}</legend>
            <ul>
              {values.map((value) => {
                const count = counts.find((c) => c.value === value)?.count;
                return (
                  <li key={value}>
                    <label>
                      <input type="checkbox" checked={ticked.includes(value)} onChange={() => onChange((current) => toggleFilter(current, field, value))} />
                      {value}
                    </label>
                    <span className="small muted">{count ?? ""}</span>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
    </>
  );
}
