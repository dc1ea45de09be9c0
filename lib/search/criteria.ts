import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import type { Principal } from "../core/principal";
import { productScopeOf, type ProductScope } from "../catalog/access-scope";
import type { QualityBand } from "../catalog/quality-band";
import type { ProductKind, ProductStatus } from "../db/generated/enums";
import { PRODUCT_STATUSES, type SearchFilterQuery } from "./schemas";
import { attributeConditions, type AttributeCondition } from "./attribute-filters";

// A search with the caller's access scope folded into its filters, so that
// items and facets are computed from the same thing and nothing outside the
// scope can match (docs/search.md).
export type SearchCriteria = {
  // Suppliers whose products may match: the scope, narrowed by supplierName.
  // Empty when nothing can match.
  supplierIds: string[];
  // The caller reads active products only (a buyer): its documents link only
  // to active products too.
  activeOnly: boolean;
  status: ProductStatus | null;
  band: QualityBand | null;
  // Several statuses or bands, any of which matches (a row filter; one value
  // is status or band above).
  statuses: ProductStatus[] | null;
  bands: QualityBand[] | null;
  // Row filters: facets under any of them are counted from the matching rows
  // rather than read from the pre-aggregated counts.
  categoryIds: string[] | null;
  // Families of those codes among the suppliers in scope (null: no filter).
  familyIds: string[] | null;
  tags: string[];
  q: string | null;
  attributes: AttributeCondition[];
  // Variant filters (null: no filter).
  kinds: ProductKind[] | null;
  parentId: string | null;
  // A chosen set of products (null: no filter).
  productIds: string[] | null;
  // Whether a channel of the scope's would send the product (readyFor,
  // notReadyFor); empty: no filter.
  channelReadiness: { channelId: string; ready: boolean }[];
};

export function matchesNothing(criteria: SearchCriteria): boolean {
  return criteria.supplierIds.length === 0;
}

export function hasRowFilters(criteria: SearchCriteria): boolean {
  return criteria.statuses !== null || criteria.bands !== null || facetsFromRows(criteria);
}

// Facets are counted from the matching rows under any row filter but several
// statuses or bands: those are a sum of the pre-aggregated slices, one per
// (status, band) pair, which are disjoint.
export function facetsFromRows(criteria: SearchCriteria): boolean {
  return (
    criteria.categoryIds !== null ||
    criteria.familyIds !== null ||
    criteria.tags.length > 0 ||
    criteria.q !== null ||
    criteria.attributes.length > 0 ||
    criteria.kinds !== null ||
    criteria.parentId !== null ||
    criteria.productIds !== null ||
    criteria.channelReadiness.length > 0
  );
}

const PRODUCT_STATUS_COUNT = PRODUCT_STATUSES.length;

const NOTHING: SearchCriteria = { supplierIds: [], activeOnly: true, status: null, band: null, statuses: null, bands: null, categoryIds: null, familyIds: null, tags: [], q: null, attributes: [], kinds: null, parentId: null, productIds: null, channelReadiness: [] };

// Every product of a scope, but for the variant filters: the product lists.
export function scopeCriteria(scope: ProductScope, filters: VariantFilters = {}): SearchCriteria {
  return {
    ...NOTHING,
    supplierIds: scope.supplierIds,
    activeOnly: scope.activeOnly,
    status: scope.activeOnly ? "active" : null,
    kinds: filters.kind ?? null,
    parentId: filters.parentId ?? null,
  };
}

type VariantFilters = { kind?: ProductKind[]; parentId?: string };

// Names are matched exactly: they are what the facets answer, so a client
// filters by a value it was shown. Two suppliers, or two suppliers'
// categories, with the same name are matched together.
async function criteriaWithin(scope: ProductScope, query: SearchFilterQuery, organizationId: string): Promise<SearchCriteria> {
  if (scope.activeOnly && query.status && !query.status.includes("active")) return NOTHING;
  // Every status is no filter at all; every band still leaves out the unscored.
  const statuses = scope.activeOnly ? ["active" as const] : query.status && query.status.length < PRODUCT_STATUS_COUNT ? query.status : null;
  const bands = query.qualityBand ?? null;
  let supplierIds = scope.supplierIds;
  if (query.supplierName !== undefined && supplierIds.length > 0) {
    const named = await db.organization.findMany({
      where: { id: { in: supplierIds }, name: query.supplierName },
      select: { id: true },
      orderBy: { id: "asc" },
    });
    supplierIds = named.map((org) => org.id);
  }
  if (supplierIds.length === 0) return NOTHING;

  let categoryIds: string[] | null = query.categoryId ? [query.categoryId] : null;
  if (query.categoryName !== undefined) {
    const named = await db.category.findMany({
      where: { ...ownedBy.organizations(supplierIds), name: { in: query.categoryName }, ...(categoryIds ? { id: { in: categoryIds } } : {}) },
      select: { id: true },
    });
    categoryIds = named.map((category) => category.id);
    if (categoryIds.length === 0) return NOTHING;
  }
  let familyIds: string[] | null = null;
  if (query.familyCode !== undefined) {
    const named = await db.family.findMany({ where: { ...ownedBy.organizations(supplierIds), code: { in: query.familyCode } }, select: { id: true }, orderBy: { id: "asc" } });
    familyIds = named.map((family) => family.id);
    if (familyIds.length === 0) return NOTHING;
  }
  const channelReadiness = [
    ...(query.readyFor ? [{ channelId: query.readyFor.toLowerCase(), ready: true }] : []),
    ...(query.notReadyFor ? [{ channelId: query.notReadyFor.toLowerCase(), ready: false }] : []),
  ];
  if (channelReadiness.length > 0) {
    // Only the caller's own channels: another organisation's (a buyer naming
    // its supplier's) matches nothing, as an unknown id does.
    const owned = await db.channel.count({ where: { ...ownedBy.organization(organizationId), id: { in: channelReadiness.map((c) => c.channelId) } } });
    if (owned < new Set(channelReadiness.map((c) => c.channelId)).size) return NOTHING;
  }
  return {
    supplierIds,
    activeOnly: scope.activeOnly,
    familyIds,
    channelReadiness,
    status: statuses?.length === 1 ? statuses[0]! : null,
    statuses: statuses && statuses.length > 1 ? statuses : null,
    band: bands?.length === 1 ? bands[0]! : null,
    bands: bands && bands.length > 1 ? bands : null,
    categoryIds,
    tags: query.tags ?? [],
    q: query.q ?? null,
    attributes: await attributeConditions(supplierIds, query.attr ?? [], query.facetBy ?? []),
    kinds: query.kind ?? null,
    parentId: query.parentId ?? null,
    productIds: query.ids ?? null,
  };
}

// A background job (an export) passes the organisation it runs for.
export async function searchCriteria(principal: Pick<Principal, "organizationId" | "orgKind">, query: SearchFilterQuery): Promise<SearchCriteria> {
  return criteriaWithin(await productScopeOf(principal), query, principal.organizationId);
}
