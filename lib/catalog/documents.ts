// Response bodies of the catalogue endpoints (contract section 4), type-only
// so the portals can import them; the serializers return these types, so the
// API and its clients cannot drift apart.
import type { AttributeType, ProductKind, ProductStatus } from "../db/generated/enums";
import type { AssetDocument } from "../assets/documents";
import type { QualityBand } from "./quality-band";

export type { AttributeType, ProductKind, ProductStatus, QualityBand };

export type LocalizedValues = { name?: string; description?: string | null; attributes?: Record<string, unknown> };

// A product's associations (contract section 11): links by type code, in the
// order they were sent; quantity only on links of a quantified type.
export type AssociationLink = { productId: string; quantity?: number };
export type ProductAssociations = Record<string, AssociationLink[]>;

export type AssociationTypeDocument = {
  code: string;
  labels: Record<string, string>;
  quantified: boolean;
  twoWay: boolean;
  createdAt: string;
  updatedAt: string;
};

export type ProductDocument = {
  id: string;
  sku: string;
  name: string;
  description: string | null;
  status: ProductStatus;
  categoryId: string | null;
  categoryName: string | null;
  // The family (attribute set) the product belongs to; null when none.
  familyCode: string | null;
  // simple, or a model and its variants (contract section 11): a variant
  // shows its own values over its model's and names the ones it inherits.
  kind: ProductKind;
  parentId: string | null;
  inherited: string[];
  tags: string[];
  attributes: Record<string, unknown>;
  localized: Record<string, LocalizedValues>;
  supplierId: string;
  supplierName: string;
  // {} when none; a buyer sees only links to products it can read.
  associations: ProductAssociations;
  // Absent until the product has been scored once.
  qualityScore?: number;
  qualityBand?: QualityBand;
  createdAt: string;
  updatedAt: string;
};

export type CategoryDocument = {
  id: string;
  name: string;
  parentId: string | null;
  requiredAttributes: string[];
  createdAt: string;
  updatedAt: string;
};

export type BulkItemResult = { sku: string; status: "created" | "updated" | "failed"; id?: string; error?: string };
export type BulkResult = { results: BulkItemResult[] };

export type LinkedAssets = { productId: string; assetIds: string[] };
export type ProductAssetsDocument = LinkedAssets & { assets: AssetDocument[] };

// The attribute dictionary (contract section 11).
export type AttributeOption = { code: string; labels: Record<string, string> };
export type AttributeValidation = { minLength?: number; maxLength?: number; pattern?: string; min?: number; max?: number; decimals?: number };

export type FamilyDocument = {
  code: string;
  labels: Record<string, string>;
  attributes: string[];
  requiredAttributes: string[];
  variantAxes: string[];
  createdAt: string;
  updatedAt: string;
};

export type AttributeDocument = {
  code: string;
  type: AttributeType;
  labels: Record<string, string>;
  localizable: boolean;
  group: string | null;
  unit: string | null;
  options: AttributeOption[];
  validation: AttributeValidation;
  createdAt: string;
  updatedAt: string;
};
