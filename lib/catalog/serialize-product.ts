import type { Product } from "../db/generated/client";
import { qualityBandOf } from "./quality-band";

export type ProductRow = Product & {
  category: { name: string } | null;
  organization: { name: string };
};

// Prisma include that brings what the product document needs.
export const productInclude = { category: { select: { name: true } }, organization: { select: { name: true } } } as const;

// The product document (contract section 4); qualityScore and qualityBand are
// absent until the product has been scored once.
export function serializeProduct(p: ProductRow) {
  return {
    id: p.id,
    sku: p.sku,
    name: p.name,
    description: p.description,
    status: p.status,
    categoryId: p.categoryId,
    categoryName: p.category?.name ?? null,
    tags: p.tags,
    attributes: p.attributes,
    localized: p.localized,
    supplierId: p.organizationId,
    supplierName: p.organization.name,
    ...(p.qualityScore === null ? {} : { qualityScore: p.qualityScore, qualityBand: qualityBandOf(p.qualityScore) }),
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

export type ProductDocument = ReturnType<typeof serializeProduct>;
