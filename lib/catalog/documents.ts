// Response bodies of the catalogue endpoints (docs/api.md, "Catalogue"). Each type
// is the z.infer of its schema, so the serializers (which declare these
// types as their return types), the OpenAPI document (lib/openapi) and the
// portals read one source. zod and the generated enums only: browser-safe.
import { z } from "zod";
import { AttributeType, ProductKind, ProductStatus } from "../db/generated/enums";
import { assetDocument } from "../assets/documents";
import { QUALITY_BANDS, type QualityBand } from "./quality-band";

export type { AttributeType, ProductKind, ProductStatus, QualityBand };

const attributeTypeSchema = z.enum(AttributeType);
const productKindSchema = z.enum(ProductKind);
const productStatusSchema = z.enum(ProductStatus);
const timestamp = z.string();
const labels = z.record(z.string(), z.string());

export const localizedValues = z.object({
  name: z.string().optional(),
  description: z.string().nullable().optional(),
  attributes: z.record(z.string(), z.unknown()).optional(),
});
export type LocalizedValues = z.infer<typeof localizedValues>;

// A product's associations (docs/api.md, "Attributes"): links by type code, in the
// order they were sent; quantity only on links of a quantified type.
export const associationLink = z.object({ productId: z.string(), quantity: z.number().int().optional() });
export type AssociationLink = z.infer<typeof associationLink>;
export const productAssociations = z.record(z.string(), z.array(associationLink));
export type ProductAssociations = z.infer<typeof productAssociations>;

export const associationTypeDocument = z.object({
  code: z.string(),
  labels,
  quantified: z.boolean(),
  twoWay: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type AssociationTypeDocument = z.infer<typeof associationTypeDocument>;

export const productDocument = z.object({
  id: z.string(),
  sku: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  status: productStatusSchema,
  categoryId: z.string().nullable(),
  categoryName: z.string().nullable(),
  // The family (attribute set) the product belongs to; null when none.
  familyCode: z.string().nullable(),
  // simple, or a model and its variants (docs/api.md, "Attributes"): a variant
  // shows its own values over its model's and names the ones it inherits.
  kind: productKindSchema,
  parentId: z.string().nullable(),
  inherited: z.array(z.string()),
  tags: z.array(z.string()),
  attributes: z.record(z.string(), z.unknown()),
  localized: z.record(z.string(), localizedValues),
  supplierId: z.string(),
  supplierName: z.string(),
  // {} when none; a buyer sees only links to products it can read.
  associations: productAssociations,
  // Absent until the product has been scored once.
  qualityScore: z.number().int().optional(),
  qualityBand: z.enum(QUALITY_BANDS).optional(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type ProductDocument = z.infer<typeof productDocument>;

export const categoryDocument = z.object({
  id: z.string(),
  name: z.string(),
  parentId: z.string().nullable(),
  requiredAttributes: z.array(z.string()),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type CategoryDocument = z.infer<typeof categoryDocument>;

export const bulkItemResult = z.object({
  sku: z.string(),
  status: z.enum(["created", "updated", "failed"]),
  id: z.string().optional(),
  error: z.string().optional(),
});
export type BulkItemResult = z.infer<typeof bulkItemResult>;
export const bulkResult = z.object({ results: z.array(bulkItemResult) });
export type BulkResult = z.infer<typeof bulkResult>;

export const linkedAssets = z.object({
  productId: z.string(),
  assetIds: z.array(z.string()),
  altText: z.record(z.string(), z.record(z.string(), z.string())).describe("Each linked asset's alt texts by locale ({} when it has none), by asset id."),
});
export type LinkedAssets = z.infer<typeof linkedAssets>;
export const productAssetsDocument = linkedAssets.extend({ assets: z.array(assetDocument) });
export type ProductAssetsDocument = z.infer<typeof productAssetsDocument>;

// The attribute dictionary (docs/api.md, "Attributes").
export const attributeOption = z.object({ code: z.string(), labels });
export type AttributeOption = z.infer<typeof attributeOption>;
export const attributeValidation = z.object({
  minLength: z.number().optional(),
  maxLength: z.number().optional(),
  pattern: z.string().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  decimals: z.number().optional(),
});
export type AttributeValidation = z.infer<typeof attributeValidation>;

export const familyDocument = z.object({
  code: z.string(),
  labels,
  attributes: z.array(z.string()),
  requiredAttributes: z.array(z.string()),
  variantAxes: z.array(z.string()),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type FamilyDocument = z.infer<typeof familyDocument>;

export const attributeDocument = z.object({
  code: z.string(),
  type: attributeTypeSchema,
  labels,
  localizable: z.boolean(),
  group: z.string().nullable(),
  unit: z.string().nullable(),
  options: z.array(attributeOption),
  validation: attributeValidation,
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type AttributeDocument = z.infer<typeof attributeDocument>;

// One locale's completeness (GET /api/v1/products/{id}/completeness).
export const localeCompleteness = z.object({ locale: z.string(), percent: z.number(), missing: z.array(z.string()) });
export type LocaleCompleteness = z.infer<typeof localeCompleteness>;

// What a reader of a supplier's catalogue (a connected buyer, or the
// supplier) needs to show its attribute values: names and option labels per
// locale, the type and the unit family; not the validation rules.
export const attributeLabelDocument = attributeDocument.pick({ code: true, type: true, labels: true, unit: true, options: true });
export type AttributeLabelDocument = z.infer<typeof attributeLabelDocument>;

// A product's first image (GET /api/v1/products/images): short-lived store
// URLs of the original and of each ready rendition, and a link to the image
// at the fixed widths (for srcset), to pick a thumbnail from. A model with no
// image of its own shows its first variant's.
export const imageRendition = z.object({
  presetId: z.string(),
  presetName: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  mimeType: z.string(),
  url: z.string(),
});
export type ImageRendition = z.infer<typeof imageRendition>;
export const productImage = z.object({
  productId: z.string(),
  assetId: z.string(),
  filename: z.string(),
  mimeType: z.string(),
  url: z.string(),
  renditions: z.array(imageRendition),
  sizedUrl: z
    .string()
    .describe(
      "The image at a fixed width: add ?w= with 128, 320, 480, 640, 960 or 1280 (WebP when the Accept header takes it, else JPEG or PNG; never larger than the original). Works without a credential for one to two days.",
    ),
});
export type ProductImage = z.infer<typeof productImage>;
export const productImages = z.object({ items: z.array(productImage) });
export type ProductImages = z.infer<typeof productImages>;
