import { z } from "zod";
import { attributeCode, attributeValue, localeTag, productStatus } from "../catalog/schemas";
import { searchParameters } from "../search/schemas";

// POST /api/v1/products/bulk-actions: one change for chosen products
// (productIds, up to BULK_ACTION_MAX) or for every product a search matches
// (selection, up to SELECTION_MAX), applied in the background. No server
// imports: the portal's grid sends it.
export const BULK_ACTION_MAX = 1000;
export const SELECTION_MAX = 100_000;

const productIds = z
  .array(z.guid("Each product id must be a UUID."))
  .min(1, "Choose at least one product.")
  .max(BULK_ACTION_MAX, `At most ${BULK_ACTION_MAX} products per action.`)
  .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]);

// Every product the search with these parameters matches when the action is
// accepted; paging, facets and order do not choose products.
const selection = z
  .object({
    filter: searchParameters(
      ["limit", "cursor", "facetBy", "facetLimit", "sort", "include", "withTotal"],
      "A selection is every matching product: paging, facets and order do not apply.",
    ).describe("The parameters of GET /api/v1/search/products, as an object of their text values; {} is the whole catalogue."),
  })
  .strict();

const tagList = z
  .array(z.string().trim().min(1, "A tag is not empty.").max(100, "A tag has at most 100 characters."))
  .min(1, "Give at least one tag.")
  .max(50)
  .transform((list) => [...new Set(list)]);

// The products: exactly one of the two.
const chosen = { productIds: productIds.optional(), selection: selection.optional() };

export const bulkActionBody = z
  .discriminatedUnion(
    "action",
    [
      z.object({ action: z.literal("setStatus"), ...chosen, status: productStatus }).strict(),
      z.object({ action: z.literal("setCategory"), ...chosen, categoryId: z.guid("categoryId must be a UUID.").nullable() }).strict(),
      z.object({ action: z.literal("addTags"), ...chosen, tags: tagList }).strict(),
      z.object({ action: z.literal("removeTags"), ...chosen, tags: tagList }).strict(),
      z.object({ action: z.literal("setFamily"), ...chosen, familyCode: z.string().min(1).max(100).nullable() }).strict(),
      z.object({ action: z.literal("delete"), ...chosen }).strict(),
      // One attribute, canonical or in one locale, as PATCH /products/{id}
      // would write it; clearAttribute removes it (a variant shows its
      // model's value again).
      z
        .object({
          action: z.literal("setAttribute"),
          ...chosen,
          code: attributeCode,
          value: attributeValue.refine((value) => value !== null, "Give a value; clearAttribute clears one."),
          locale: localeTag.optional(),
        })
        .strict(),
      z.object({ action: z.literal("clearAttribute"), ...chosen, code: attributeCode, locale: localeTag.optional() }).strict(),
    ],
    { error: "action must be one of setStatus, setCategory, addTags, removeTags, setFamily, delete, setAttribute, clearAttribute." },
  )
  .superRefine((body, ctx) => {
    if ((body.productIds === undefined) === (body.selection === undefined)) {
      ctx.addIssue({ code: "custom", path: ["productIds"], message: "Choose the products with productIds or with selection, not both." });
    }
  })
  // Stated, not checked: the check above says which is missing.
  .meta({ if: { required: ["productIds"] }, then: { not: { required: ["selection"] } }, else: { required: ["selection"] } });
export type BulkActionBody = z.infer<typeof bulkActionBody>;
export type BulkActionKind = BulkActionBody["action"];

// What a bulk action does, without its products: stored as the row's params.
export type BulkActionChange = DistributiveOmit<BulkActionBody, "productIds" | "selection">;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type AttributeEdit = Extract<BulkActionChange, { action: "setAttribute" | "clearAttribute" }>;
