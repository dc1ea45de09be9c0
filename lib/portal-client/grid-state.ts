import { QUALITY_BANDS } from "@/lib/catalog/quality-band";
import { PRODUCT_STATUSES } from "@/lib/search/schemas";
import { SORT_VALUES, type SortKey, type SortValue } from "@/lib/search/sort-keys";

// The product grid's state as it lives in the page's URL, so a reload, a
// bookmark or a link from the dashboard shows the same products: the text
// query, the order, the kind and every ticked facet value. A facet value is
// one repeated parameter (?status=draft&status=active), so names holding a
// comma survive the URL; the search API takes them comma-separated.

export const FACET_PARAMS = { status: "status", qualityScore: "qualityBand", categoryName: "categoryName", tags: "tags" } as const;
export type GridFacet = keyof typeof FACET_PARAMS;
const FACETS = Object.keys(FACET_PARAMS) as GridFacet[];

export const KINDS = ["", "simple,model", "model", "variant", "simple"] as const;

export type GridState = {
  q: string;
  sort: SortValue | null;
  kind: string;
  filters: Record<GridFacet, string[]>;
};

// Values a facet may hold; other facets take any value the API answered.
const ALLOWED: Partial<Record<GridFacet, readonly string[]>> = { status: PRODUCT_STATUSES, qualityScore: QUALITY_BANDS };
const MAX_VALUES = 20;

const emptyFilters = (): Record<GridFacet, string[]> => ({ status: [], qualityScore: [], categoryName: [], tags: [] });

export function decodeGridState(params: URLSearchParams): GridState {
  const filters = emptyFilters();
  for (const facet of FACETS) {
    const allowed = ALLOWED[facet];
    const values = params
      .getAll(FACET_PARAMS[facet])
      .map((v) => v.trim())
      .filter((v) => v !== "" && v.length <= 200 && (!allowed || allowed.includes(v)));
    filters[facet] = [...new Set(values)].slice(0, MAX_VALUES);
  }
  const sort = params.get("sort");
  const kind = params.get("kind") ?? "";
  return {
    q: (params.get("q") ?? "").slice(0, 200),
    sort: sort && (SORT_VALUES as readonly string[]).includes(sort) ? (sort as SortValue) : null,
    kind: (KINDS as readonly string[]).includes(kind) ? kind : "",
    filters,
  };
}

// Parameters in one order, defaults left out, so equal states give equal URLs.
export function encodeGridState(state: GridState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set("q", state.q.trim());
  if (state.kind) params.set("kind", state.kind);
  if (state.sort) params.set("sort", state.sort);
  for (const facet of FACETS) for (const value of state.filters[facet]) params.append(FACET_PARAMS[facet], value);
  return params;
}

// Ticking a value adds it to its facet's others; ticking it again removes it.
export function toggleFilter(state: GridState, facet: GridFacet, value: string): GridState {
  const current = state.filters[facet];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...state, filters: { ...state.filters, [facet]: next } };
}

export function clearFilters(state: GridState): GridState {
  return { ...state, q: "", filters: emptyFilters() };
}

export function hasFilters(state: GridState): boolean {
  return state.q.trim() !== "" || FACETS.some((facet) => state.filters[facet].length > 0);
}

// A column header's click: ascending, then descending, then back to the
// default order.
export function nextSort(current: SortValue | null, key: SortKey): SortValue | null {
  if (current === key) return `-${key}`;
  if (current === `-${key}`) return null;
  return key;
}

export function sortDirection(current: SortValue | null, key: SortKey): "ascending" | "descending" | null {
  if (current === key) return "ascending";
  if (current === `-${key}`) return "descending";
  return null;
}

// The search parameters of the state: values of one facet match any of them,
// but tags, which the API matches all of (every chosen tag).
export function searchParamsOf(state: GridState, without?: GridFacet): Record<string, string | undefined> {
  const query: Record<string, string | undefined> = { q: state.q.trim() || undefined, kind: state.kind || undefined, sort: state.sort ?? undefined };
  for (const facet of FACETS) {
    const values = state.filters[facet];
    if (facet !== without && values.length > 0) query[FACET_PARAMS[facet]] = values.join(",");
  }
  return query;
}
