import { z } from "zod";
import { paginationQuery } from "../core/pagination";
import { commaListPattern, oneOf, splitList } from "../core/comma-list";
import { canonicalLocale, LANGUAGE_TAG } from "./locales";

// Request bodies of the catalogue; the one source of their TypeScript types.
const NOT_A_TAG = "Not a BCP 47 language tag.";
// The pattern only tells clients the syntax (one check answers either way,
// as before it was added); canonicalLocale has the last word.
export const localeTag = z
  .string()
  .max(35, { abort: true })
  .regex(LANGUAGE_TAG, NOT_A_TAG)
  .describe("A BCP 47 language tag such as en, de-CH or zh-Hant-TW; a variant or extension may not repeat.")
  .transform((tag, ctx) => {
    const canonical = canonicalLocale(tag);
    if (!canonical) {
      ctx.addIssue({ code: "custom", message: NOT_A_TAG });
      return z.NEVER;
    }
    return canonical;
  });

// 100 characters so every dictionary code (attributes/schemas.ts) fits.
export const attributeCode = z.string().regex(/^[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}$/, "Use 1-100 letters, digits, _ . or -.");
const scalar = z.union([z.string().max(10_000), z.number().finite(), z.boolean(), z.null()]);
// The shape of a value whose code has no dictionary entry, as it was before
// the dictionary existed (checked in attributes/check-values.ts).
export const freeFormAttributeValue = z.union([scalar, z.array(z.union([z.string().max(1_000), z.number().finite()])).max(100)]);
// What any attribute value may look like on the wire: typed attributes add
// textarea's longer text, metric's {amount, unit} and price's list of
// {amount, currency}. The attribute's own rules run after parsing.
type Leaf = string | number | boolean | null;
type FlatObject = Record<string, Leaf>;
export type AttributeValue = Leaf | FlatObject | (string | number | FlatObject)[];

const finiteNumber = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);
const isLeaf = (v: unknown): v is Leaf => v === null || typeof v === "boolean" || finiteNumber(v) || (typeof v === "string" && v.length <= 1_000);

function isFlatObject(v: unknown): v is FlatObject {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v);
  if (proto !== Object.prototype && proto !== null) return false;
  const keys = Object.keys(v);
  return keys.length <= 10 && keys.every((k) => k.length <= 100 && isLeaf((v as Record<string, unknown>)[k]));
}

const leaf = z.union([z.string().max(1_000), z.number().finite(), z.boolean(), z.null()]);
const flatObject = z.record(z.string().max(100), leaf).refine((o) => Object.keys(o).length <= 10, "At most 10 keys.");
export const attributeValueUnion = z.union([
  z.string().max(65_535),
  z.number().finite(),
  z.boolean(),
  z.null(),
  flatObject,
  z.array(z.union([z.string().max(1_000), z.number().finite(), flatObject])).max(200),
]);

// Exactly what freeFormAttributeValue accepts (attribute-value.test.ts
// compares the two), without the union: trying its branches in turn made a
// free-form list or number dearer to check than a string.
export function isFreeFormValue(v: unknown): boolean {
  if (typeof v === "string") return v.length <= 10_000;
  if (Array.isArray(v)) return v.length <= 100 && v.every((e) => finiteNumber(e) || (typeof e === "string" && e.length <= 1_000));
  return v === null || typeof v === "boolean" || finiteNumber(v);
}

// Exactly the union's accepted values (attribute-value.test.ts compares the
// two), found by looking at the value's type once instead of trying the six
// shapes in turn: a union builds issues for every failed branch, which made
// typed values (objects, lists) several times dearer to parse than
// free-form strings (docs/benchmarks.md, typed bulk upsert).
export function isAttributeValue(v: unknown): v is AttributeValue {
  if (typeof v === "string") return v.length <= 65_535;
  if (Array.isArray(v)) return v.length <= 200 && v.every((e) => finiteNumber(e) || (typeof e === "string" ? e.length <= 1_000 : isFlatObject(e)));
  return v === null || typeof v === "boolean" || finiteNumber(v) || isFlatObject(v);
}

// A value the fast check refuses goes through the union, which has the last
// word and words the errors as before.
export const attributeValue = z.unknown().transform((value, ctx): AttributeValue => {
  if (isAttributeValue(value)) return value;
  const parsed = attributeValueUnion.safeParse(value);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ ...issue });
  return z.NEVER;
});
export const attributesSchema = z
  .record(attributeCode, attributeValue)
  .refine((a) => Object.keys(a).length <= 200, "At most 200 attributes.")
  .meta({ maxProperties: 200 });

const productName = z.string().trim().min(1).max(500);
const description = z.string().max(20_000).nullable();

export const localizedValuesSchema = z
  .object({ name: productName.optional(), description: description.optional(), attributes: attributesSchema.optional() })
  .strict();
export const localizedSchema = z.record(z.string().max(35), localizedValuesSchema);

export const MAX_TAGS = 50;

const tags = z
  .array(z.string().trim().min(1).max(100))
  .max(MAX_TAGS)
  .transform((list) => [...new Set(list)]);

export const productStatus = z.enum(["draft", "active", "archived"]);

export const productKind = z.enum(["simple", "model", "variant"]);

// A variant names its model; a model is created as such (docs/api.md, "Attributes").
function kindIssues(body: { kind?: string; parentId?: string | null; name?: string | null }, ctx: z.RefinementCtx, create: boolean) {
  if (body.parentId && body.kind !== undefined && body.kind !== "variant") {
    ctx.addIssue({ code: "custom", path: ["kind"], message: "A product with a parentId is a variant." });
  }
  if (create && body.kind === "variant" && !body.parentId) {
    ctx.addIssue({ code: "custom", path: ["parentId"], message: "A variant needs the id of its model." });
  }
  // A variant without a name of its own shows its model's.
  if (create && body.name === undefined && !body.parentId) {
    ctx.addIssue({ code: "custom", path: ["name"], message: "Invalid input: expected string, received undefined" });
  }
}

// The same rules as the API's description states them, so a generated
// client or a fuzzer knows them: with a parentId the product is a variant
// and may leave out its name; without one it needs a name and is simple or
// a model.
const isVariant = { required: ["parentId"], properties: { parentId: { type: "string" } } };
const KIND_ON_CREATE = {
  if: isVariant,
  then: { properties: { kind: { const: "variant" } } },
  else: { required: ["name"], properties: { kind: { enum: ["simple", "model"] } } },
};
const KIND_ON_UPDATE = { if: isVariant, then: { properties: { kind: { const: "variant" } } } };

export const createProductBody = z
  .object({
    sku: z.string().trim().min(1).max(100).regex(/^[^\s]+$/, "No whitespace in a SKU."),
    name: productName.optional(),
    description: description.optional().default(null),
    status: productStatus.default("draft"),
    categoryId: z.string().uuid().nullable().optional().default(null),
    // Checked against the organisation's families on the server.
    familyCode: z.string().min(1).max(100).nullable().optional().default(null),
    tags: tags.default([]),
    attributes: attributesSchema.default({}),
    localized: localizedSchema.default({}),
    kind: productKind.optional(),
    parentId: z.string().uuid().nullable().optional(),
  })
  .strict()
  .superRefine((body, ctx) => kindIssues(body, ctx, true))
  .meta(KIND_ON_CREATE);
export type CreateProductBody = z.infer<typeof createProductBody>;

// POST /products/{id}/duplicate: the copy's own SKU; everything else is the original's.
export const duplicateProductBody = z.object({ sku: createProductBody.shape.sku }).strict();
export type DuplicateProductBody = z.infer<typeof duplicateProductBody>;

// PATCH: attributes and localized are JSON merge patches (RFC 7386): a key
// set to null is removed, other keys are replaced or added.
export const updateProductBody = z
  .object({
    sku: createProductBody.shape.sku.optional(),
    // null only on a variant: its name goes back to its model's.
    name: productName.nullable().optional(),
    description: description.optional(),
    status: productStatus.optional(),
    categoryId: z.string().uuid().nullable().optional(),
    familyCode: z.string().min(1).max(100).nullable().optional(),
    tags: tags.optional(),
    attributes: z.record(attributeCode, attributeValue).optional(),
    localized: z.record(z.string().max(35), localizedValuesSchema.nullable()).optional(),
    // simple <-> model; a variant moves to another model of its family.
    kind: productKind.optional(),
    parentId: z.string().uuid().optional(),
  })
  .strict()
  .superRefine((body, ctx) => kindIssues(body, ctx, false))
  .meta(KIND_ON_UPDATE);
export type UpdateProductBody = z.infer<typeof updateProductBody>;

export const BULK_MAX = 1000;
// Items are validated one by one so one bad record does not fail the others.
export const bulkUpsertBody = z.object({ items: z.array(z.unknown()).min(1).max(BULK_MAX) }).strict();

// ?kind=model,simple and ?parentId= on the product list and the search
// (docs/api.md, "Attributes"); blank counts as not sent.
const blankAsAbsent = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
export const variantFilters = {
  kind: z.preprocess(
    blankAsAbsent,
    z
      .string()
      .transform((list) => splitList(list).sort())
      .pipe(z.array(productKind, { error: "kind is a comma-separated list of simple, model and variant." }).min(1))
      // Stated, not checked: the check above names the item that fails.
      .meta({ pattern: commaListPattern(oneOf(productKind.options)).source })
      .optional(),
  ),
  parentId: z.preprocess(blankAsAbsent, z.guid("parentId must be a UUID.").transform((id) => id.toLowerCase()).optional()),
};

export const listProductsQuery = paginationQuery.extend({
  withTotal: z.enum(["true", "false"]).default("false").transform((v) => v === "true"),
  ...variantFilters,
});
export type ListProductsQuery = z.infer<typeof listProductsQuery>;

export const MAX_ALT_LOCALES = 50;
const altTexts = z
  .record(localeTag, z.string().trim().min(1).max(250))
  .refine((map) => Object.keys(map).length <= MAX_ALT_LOCALES, `At most ${MAX_ALT_LOCALES} locales.`)
  .meta({ maxProperties: MAX_ALT_LOCALES })
  .describe("The image's text alternative per locale, as a screen reader reads it; {} removes them.");
export const linkAssetsBody = z
  .object({
    assetIds: z.array(z.string().uuid()).max(100),
    altText: z
      .record(z.string().uuid(), altTexts)
      .optional()
      .describe("Alt texts of linked assets, by asset id, each replaced whole; an asset left out keeps the ones it has on this product."),
  })
  .strict();
export type LinkAssetsBody = z.infer<typeof linkAssetsBody>;

export const categoryBody = z
  .object({
    name: z.string().trim().min(1).max(200),
    parentId: z.string().uuid().nullable().optional().default(null),
    requiredAttributes: z.array(attributeCode).max(100).default([]).transform((list) => [...new Set(list)]),
  })
  .strict();
export type CategoryBody = z.infer<typeof categoryBody>;

export const updateCategoryBody = z
  .object({
    name: categoryBody.shape.name.optional(),
    parentId: z.string().uuid().nullable().optional(),
    requiredAttributes: z.array(attributeCode).max(100).transform((list) => [...new Set(list)]).optional(),
  })
  .strict();
export type UpdateCategoryBody = z.infer<typeof updateCategoryBody>;

export const settingsBody = z
  .object({
    defaultLocale: localeTag.optional(),
    enabledLocales: z.array(localeTag).min(1).max(50).transform((list) => [...new Set(list)]).optional(),
    strictAttributes: z.boolean().optional(),
  })
  .strict();
export type SettingsBody = z.infer<typeof settingsBody>;

// A chosen set of products as a comma-separated query value: at most what
// one page holds (a buyer's selection, a page's images).
export const MAX_PRODUCT_IDS = 200;
const UUID = "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}";
export const productIdList = z
  .string()
  .transform(splitList)
  .pipe(z.array(z.guid("Each id must be a UUID.")).min(1, "Name at least one id.").max(MAX_PRODUCT_IDS, `At most ${MAX_PRODUCT_IDS} ids.`))
  // Stated, not checked: the check above names the id that fails.
  .meta({ pattern: commaListPattern(UUID).source });

export const productImagesQuery = z.object({ ids: productIdList });
export type ProductImagesQuery = z.infer<typeof productImagesQuery>;
