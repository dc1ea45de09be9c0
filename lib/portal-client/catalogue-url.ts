// The buyer catalogue's search in its address (/buyer?q=&supplierName=&categoryName=&tags=),
// so a reload, a bookmark or a shared link shows the same products and the
// back button returns to the filters before. Pure and browser-safe.

// The facets the catalogue offers; tags may repeat (every one must match).
export const CATALOGUE_FACETS = ["supplierName", "categoryName", "tags"] as const;
const MAX_TAGS = 20;
const MAX_VALUE = 200;

export type CatalogueState = { q: string; selected: Record<string, string[]> };

// Unknown parameters and over-long values are dropped when read.
export function catalogueStateOf(params: Pick<URLSearchParams, "get" | "getAll">): CatalogueState {
  const selected: Record<string, string[]> = {};
  for (const facet of CATALOGUE_FACETS) {
    const values = [...new Set(params.getAll(facet).filter((v) => v !== "" && v.length <= MAX_VALUE))];
    const kept = facet === "tags" ? values.slice(0, MAX_TAGS) : values.slice(0, 1);
    if (kept.length) selected[facet] = kept;
  }
  return { q: (params.get("q") ?? "").slice(0, MAX_VALUE), selected };
}

export function catalogueQueryString(state: CatalogueState): string {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set("q", state.q.trim());
  for (const facet of CATALOGUE_FACETS) for (const value of state.selected[facet] ?? []) params.append(facet, value);
  const qs = params.toString();
  return qs ? `?${qs}` : "";
}
