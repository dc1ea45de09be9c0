import { env } from "../config/env";
import { decodeCursor, encodeCursor } from "../core/cursor";
import { badRequest } from "../core/errors";
import type { SearchProductsQuery } from "./schemas";

// A search page ends at a product's ("createdAt", id); both are immutable, so
// products added or removed between pages never shift the others.
export type PagePosition = { createdAt: Date; id: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// The cursor is bound to the organisation and to everything that decides
// which products match, in a canonical form (tag order does not matter);
// limit and facetBy may change from page to page.
export function searchBinding(organizationId: string, query: SearchProductsQuery): string {
  const filters = [
    query.q ?? null,
    query.status ?? null,
    query.qualityBand ?? null,
    query.categoryId?.toLowerCase() ?? null,
    query.categoryName ?? null,
    query.tags ? [...query.tags].sort() : null,
    query.supplierName ?? null,
    // Attribute filters (already in a canonical order) only when sent, so
    // cursors of searches without them stay valid.
    ...(query.attr ? [query.attr] : []),
    ...(query.familyCode ? [`family:${query.familyCode}`] : []),
    ...(query.ids ? [`ids:${[...query.ids].sort().join(",")}`] : []),
    ...variantBinding(query),
  ];
  return `search/products:${organizationId}:${JSON.stringify(filters)}`;
}

// The variant filters of a list or a search, only when sent.
export function variantBinding(query: { kind?: string[]; parentId?: string }): string[] {
  return [...(query.kind ? [`kind:${query.kind.join(",")}`] : []), ...(query.parentId ? [`parent:${query.parentId}`] : [])];
}

export function encodePosition(position: PagePosition, binding: string): string {
  return encodeCursor([position.createdAt.toISOString(), position.id], binding, env().AUTH_SECRET);
}

export function decodePosition(cursor: string, binding: string): PagePosition {
  const [createdAt, id] = decodeCursor(cursor, binding, env().AUTH_SECRET);
  if (typeof createdAt !== "string" || typeof id !== "string" || !UUID.test(id)) throw badRequest("The cursor is not valid.");
  const at = new Date(createdAt);
  if (Number.isNaN(at.getTime())) throw badRequest("The cursor is not valid.");
  return { createdAt: at, id };
}
