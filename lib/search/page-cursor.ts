import { env } from "../config/env";
import { decodeCursor, encodeCursor } from "../core/cursor";
import { badRequest } from "../core/errors";
import type { SearchFilterQuery } from "./schemas";
import { DEFAULT_SORT, type ProductSort, type SortValue } from "./sort-keys";

// A page ends at a product's (sort key, id). In the default order the key is
// "createdAt": with id both immutable, so products added or removed between
// pages never shift the others. Timestamps are held as ISO strings.
export type PagePosition = { key: string | number; id: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// The cursor is bound to the organisation and to everything that decides
// which products match, in a canonical form (tag order does not matter);
// limit and facetBy may change from page to page.
export function searchBinding(organizationId: string, query: SearchFilterQuery & { sort?: SortValue }, prefix = "search/products"): string {
  const filters = [
    query.q ?? null,
    listBinding(query.status),
    listBinding(query.qualityBand),
    query.categoryId?.toLowerCase() ?? null,
    listBinding(query.categoryName),
    query.tags ? [...query.tags].sort() : null,
    query.supplierName ?? null,
    // Attribute filters (already in a canonical order) only when sent, so
    // cursors of searches without them stay valid.
    ...(query.attr ? [query.attr] : []),
    // One code binds as it did before lists were accepted.
    ...(query.familyCode ? [`family:${[...query.familyCode].sort().join(",")}`] : []),
    ...(query.ids ? [`ids:${[...query.ids].sort().join(",")}`] : []),
    ...variantBinding(query),
    ...(query.readyFor ? [`readyFor:${query.readyFor.toLowerCase()}`] : []),
    ...(query.notReadyFor ? [`notReadyFor:${query.notReadyFor.toLowerCase()}`] : []),
    // Only a sort other than the default, so earlier cursors stay valid.
    ...(query.sort && query.sort !== "createdAt" ? [`sort:${query.sort}`] : []),
  ];
  return `${prefix}:${organizationId}:${JSON.stringify(filters)}`;
}

// A single value binds as it did before lists were accepted; a list in a
// canonical order.
function listBinding(values: readonly string[] | undefined): string | string[] | null {
  if (!values) return null;
  return values.length === 1 ? values[0]! : [...values].sort();
}

// The variant filters of a list or a search, only when sent.
export function variantBinding(query: { kind?: string[]; parentId?: string }): string[] {
  return [...(query.kind ? [`kind:${query.kind.join(",")}`] : []), ...(query.parentId ? [`parent:${query.parentId}`] : [])];
}

export function encodePosition(position: PagePosition, binding: string): string {
  return encodeCursor([position.key, position.id], binding, env().AUTH_SECRET);
}

function validKey(sort: ProductSort, key: unknown): boolean {
  switch (sort.key) {
    case "createdAt":
    case "updatedAt":
      return typeof key === "string" && !Number.isNaN(new Date(key).getTime());
    case "qualityScore":
      return Number.isInteger(key);
    default:
      return typeof key === "string";
  }
}

export function decodePosition(cursor: string, binding: string, sort: ProductSort = DEFAULT_SORT): PagePosition {
  const [key, id] = decodeCursor(cursor, binding, env().AUTH_SECRET);
  if (typeof id !== "string" || !UUID.test(id) || !validKey(sort, key)) throw badRequest("The cursor is not valid.");
  return { key: key as string | number, id };
}
