import type { Product } from "../db/generated/client";
import type { LocalizedValues, ProductAssociations, ProductDocument } from "./documents";
import { qualityBandOf } from "./quality-band";

// The columns a product document is made of: all but the scoring time and
// the variant bookkeeping (a variant's own values and axis key; the family
// is shown by its code).
export const NOT_IN_DOCUMENT = ["scoredAt", "ownValues", "axisKey", "familyId"] as const;
export type ProductColumns = Omit<Product, (typeof NOT_IN_DOCUMENT)[number]>;

// The names a product document carries besides the product's own columns.
export type ProductNames = { categoryName: string | null; familyCode: string | null; supplierName: string };

// Prisma include that brings what the product document needs.
export const productInclude = {
  category: { select: { name: true } },
  family: { select: { code: true } },
  organization: { select: { name: true } },
} as const;

export function namesOf(p: { category: { name: string } | null; family: { code: string } | null; organization: { name: string } }): ProductNames {
  return { categoryName: p.category?.name ?? null, familyCode: p.family?.code ?? null, supplierName: p.organization.name };
}

// The product document (docs/api.md, "Catalogue"); qualityScore and qualityBand are
// absent until the product has been scored once. Pages pass their rows as
// both arguments (lib/search/find-page.ts selects the names as columns).
// The JSON columns are written only through createProductBody, so they hold
// its shape.
export function serializeProduct(p: ProductColumns, names: ProductNames, associations: ProductAssociations): ProductDocument {
  return {
    id: p.id,
    sku: p.sku,
    name: p.name,
    description: p.description,
    status: p.status,
    categoryId: p.categoryId,
    categoryName: names.categoryName,
    familyCode: names.familyCode,
    kind: p.kind,
    parentId: p.parentId,
    // A variant's fields taken from its model (lib/catalog/variants).
    inherited: p.inherited,
    tags: p.tags,
    attributes: p.attributes as Record<string, unknown>,
    localized: p.localized as Record<string, LocalizedValues>,
    supplierId: p.organizationId,
    supplierName: names.supplierName,
    // Read apart (associations/read-associations.ts): one query for a whole page.
    associations,
    ...(p.qualityScore === null ? {} : { qualityScore: p.qualityScore, qualityBand: qualityBandOf(p.qualityScore) }),
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}
