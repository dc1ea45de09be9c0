import { QUALITY_BANDS } from "@/lib/catalog/quality-band";
import { ATTRIBUTE_FILTER, MAX_ATTRIBUTE_FILTERS, PRODUCT_STATUSES } from "@/lib/search/schemas";
import { SORT_VALUES, type SortKey, type SortValue } from "@/lib/search/sort-keys";
import { DEFAULT_COLUMNS, parseColumns, sameColumns, type ColumnId } from "./grid-columns";

// The product grid's state as it lives in the page's URL, so a reload, a
// bookmark, the back button or a shared link shows the same products: the
// text query, the order, the kind, every filter, the columns and the saved
// view it came from. Filters carry the search API's own names and values
// (docs/search.md), so a saved view's query and a bulk action's selection
// are the state's search parameters as they are. A list filter's value is
// one repeated parameter (?status=draft&status=active); a comma-separated
// one (a view's query) reads the same.

export const LIST_FILTERS = ["status", "qualityBand", "familyCode", "tags"] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];

export const KINDS = ["", "simple,model", "model", "variant", "simple"] as const;

export type GridState = {
  q: string;
  sort: SortValue | null;
  kind: string;
  filters: Record<ListFilter, string[]>;
  categoryId: string | null;
  // attr.<code>, attr.<code>.gte/.lte/.contains, as the search takes them.
  attributes: Record<string, string>;
  // null: the default columns.
  columns: ColumnId[] | null;
  // The saved view the grid was opened with.
  view: string | null;
  // Products ready (or not ready) for one channel, by the channel's id.
  readyFor: string | null;
  notReadyFor: string | null;
};

// Values a filter may hold; the others take any value the API answered.
const ALLOWED: Partial<Record<ListFilter, readonly string[]>> = { status: PRODUCT_STATUSES, qualityBand: QUALITY_BANDS };
const MAX_VALUES = 20;
const MAX_TEXT = 200;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const emptyFilters = (): Record<ListFilter, string[]> => ({ status: [], qualityBand: [], familyCode: [], tags: [] });

export const EMPTY_STATE: GridState = { q: "", sort: null, kind: "", filters: emptyFilters(), categoryId: null, attributes: {}, columns: null, view: null, readyFor: null, notReadyFor: null };

function listOf(params: URLSearchParams, name: ListFilter): string[] {
  const allowed = ALLOWED[name];
  const values = params
    .getAll(name)
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter((v) => v !== "" && v.length <= MAX_TEXT && (!allowed || allowed.includes(v)));
  return [...new Set(values)].slice(0, MAX_VALUES);
}

function attributesOf(params: URLSearchParams): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [key, value] of params) {
    const v = value.trim();
    if (!ATTRIBUTE_FILTER.test(key) || v === "" || v.length > MAX_TEXT) continue;
    if (Object.keys(attributes).length >= MAX_ATTRIBUTE_FILTERS && !(key in attributes)) continue;
    attributes[key] = v;
  }
  return attributes;
}

export function decodeGridState(params: URLSearchParams): GridState {
  const filters = emptyFilters();
  for (const name of LIST_FILTERS) filters[name] = listOf(params, name);
  const sort = params.get("sort");
  const kind = params.get("kind") ?? "";
  const categoryId = params.get("categoryId");
  const view = params.get("view");
  const uuidOf = (name: string) => {
    const value = params.get(name);
    return value && UUID.test(value) ? value : null;
  };
  return {
    q: (params.get("q") ?? "").slice(0, MAX_TEXT),
    sort: sort && (SORT_VALUES as readonly string[]).includes(sort) ? (sort as SortValue) : null,
    kind: (KINDS as readonly string[]).includes(kind) ? kind : "",
    filters,
    categoryId: categoryId && UUID.test(categoryId) ? categoryId : null,
    attributes: attributesOf(params),
    columns: parseColumns(params.get("columns")),
    view: view && UUID.test(view) ? view : null,
    readyFor: uuidOf("readyFor"),
    notReadyFor: uuidOf("notReadyFor"),
  };
}

// Parameters in one order, defaults left out, so equal states give equal URLs.
export function encodeGridState(state: GridState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.view) params.set("view", state.view);
  if (state.q.trim()) params.set("q", state.q.trim());
  if (state.kind) params.set("kind", state.kind);
  if (state.sort) params.set("sort", state.sort);
  for (const name of LIST_FILTERS) for (const value of state.filters[name]) params.append(name, value);
  if (state.categoryId) params.set("categoryId", state.categoryId);
  if (state.readyFor) params.set("readyFor", state.readyFor);
  if (state.notReadyFor) params.set("notReadyFor", state.notReadyFor);
  for (const key of Object.keys(state.attributes).sort()) params.set(key, state.attributes[key]!);
  if (state.columns && !sameColumns(state.columns, DEFAULT_COLUMNS)) params.set("columns", state.columns.join(","));
  return params;
}

export const columnsOf = (state: GridState): ColumnId[] => state.columns ?? DEFAULT_COLUMNS;

// Ticking a value adds it to its filter's others; ticking it again removes it.
export function toggleFilter(state: GridState, name: ListFilter, value: string): GridState {
  const current = state.filters[name];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...state, filters: { ...state.filters, [name]: next } };
}

// Sets (or, with "", removes) one attribute parameter.
export function setAttributeFilter(state: GridState, key: string, value: string): GridState {
  const attributes = { ...state.attributes };
  if (value.trim() === "") delete attributes[key];
  else attributes[key] = value.trim();
  return { ...state, attributes };
}

// Removes every parameter of one attribute (its value, bounds and text).
export function removeAttributeFilters(state: GridState, code: string): GridState {
  const attributes = Object.fromEntries(Object.entries(state.attributes).filter(([key]) => ATTRIBUTE_FILTER.exec(key)?.[1] !== code));
  return { ...state, attributes };
}

// The codes filtered on, in the order their first parameter was added.
export function filteredCodes(state: GridState): string[] {
  return [...new Set(Object.keys(state.attributes).map((key) => ATTRIBUTE_FILTER.exec(key)![1]!))];
}

export function clearFilters(state: GridState): GridState {
  return { ...state, q: "", filters: emptyFilters(), categoryId: null, attributes: {}, readyFor: null, notReadyFor: null };
}

export function hasFilters(state: GridState): boolean {
  return state.q.trim() !== "" || state.categoryId !== null || state.readyFor !== null || state.notReadyFor !== null || Object.keys(state.attributes).length > 0 || LIST_FILTERS.some((name) => state.filters[name].length > 0);
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

const ORDER_LABELS: Record<SortValue, string> = {
  createdAt: "oldest first",
  "-createdAt": "newest first",
  updatedAt: "least recently updated first",
  "-updatedAt": "most recently updated first",
  sku: "by SKU, A to Z",
  "-sku": "by SKU, Z to A",
  name: "by name, A to Z",
  "-name": "by name, Z to A",
  qualityScore: "least complete first",
  "-qualityScore": "most complete first",
};

// The order in words, for the header; the API's default (creation order)
// reads as "oldest first", so the grid asks for -createdAt when no column is
// sorted: a supplier looks for what was added last.
export const DEFAULT_ORDER: SortValue = "-createdAt";
export const orderLabel = (sort: SortValue | null): string => ORDER_LABELS[sort ?? DEFAULT_ORDER];

// The search parameters of the state's filters, lists comma-separated; one
// facet left out for its own counts.
export function filterParamsOf(state: GridState, without?: ListFilter): Record<string, string> {
  const query: Record<string, string> = {};
  if (state.q.trim()) query.q = state.q.trim();
  if (state.kind) query.kind = state.kind;
  for (const name of LIST_FILTERS) if (name !== without && state.filters[name].length > 0) query[name] = state.filters[name].join(",");
  if (state.categoryId) query.categoryId = state.categoryId;
  if (state.readyFor) query.readyFor = state.readyFor;
  if (state.notReadyFor) query.notReadyFor = state.notReadyFor;
  Object.assign(query, state.attributes);
  return query;
}

// The search's parameters: the filters and the order.
export function searchParamsOf(state: GridState, without?: ListFilter): Record<string, string> {
  return { ...filterParamsOf(state, without), sort: state.sort ?? DEFAULT_ORDER };
}

// A saved view's query, columns and sort as the grid's state.
export function stateOfView(view: { id: string; query: Record<string, string>; columns: string[]; sort: SortValue | null }): GridState {
  const state = decodeGridState(new URLSearchParams(Object.entries(view.query)));
  return { ...state, sort: view.sort, columns: parseColumns(view.columns.join(",")), view: view.id };
}
