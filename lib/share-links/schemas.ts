import { z } from "zod";
import { searchParameters } from "../search/schemas";
import { localeTag } from "../catalog/schemas";
import { paginationQuery } from "../core/pagination";

// The bodies of /api/v1/share-links (docs/api.md, "Share links"); browser-safe.
export const SHARE_MAX_PRODUCTS = 5000;

const filter = searchParameters(
  ["limit", "cursor", "facetBy", "facetLimit", "sort", "include", "withTotal", "ids"],
  "A link's filter chooses products; paging, facets, order and ids (use productIds) do not apply.",
).describe("The parameters of GET /api/v1/search/products as an object of their text values, evaluated whenever the link is opened: the link follows the catalogue.");

const fields = z
  .array(z.string().min(1).max(100))
  .max(500)
  .describe("Fields (sku, name, description, ...) and attribute codes the link shares; absent or empty, all of them. sku is always shared.");

const future = z.iso
  .datetime({ offset: true })
  .transform((v) => new Date(v))
  .refine((d) => d.getTime() > Date.now(), "expiresAt must be in the future.");

const password = z.string().min(8, "A password has at least 8 characters.").max(200).describe("Visitors must give it before they see anything.");

export const createShareLinkBody = z
  .object({
    name: z.string().trim().min(1).max(200),
    productIds: z.array(z.guid()).min(1).max(SHARE_MAX_PRODUCTS).optional().describe(`A fixed selection of up to ${SHARE_MAX_PRODUCTS} products.`),
    filter: filter.optional(),
    locale: localeTag.optional().describe("The language the page, the data and the sheets use (the supplier's default when absent)."),
    fields: fields.optional(),
    includeAssets: z.boolean().default(false).describe("Whether images can be downloaded (the bundle) and the product sheets are offered."),
    expiresAt: future.optional(),
    password: password.optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if ((body.productIds === undefined) === (body.filter === undefined)) ctx.addIssue({ code: "custom", path: ["productIds"], message: "Give either productIds or filter." });
  })
  .meta({ oneOf: [{ required: ["productIds"] }, { required: ["filter"] }] });
export type CreateShareLinkBody = z.infer<typeof createShareLinkBody>;

// What may change after a link is sent; its products stay what they were.
// null removes an expiry or a password.
export const updateShareLinkBody = z
  .object({
    name: z.string().trim().min(1).max(200),
    locale: localeTag.nullable(),
    fields: fields,
    includeAssets: z.boolean(),
    expiresAt: future.nullable(),
    password: password.nullable(),
  })
  .partial()
  .strict();
export type UpdateShareLinkBody = z.infer<typeof updateShareLinkBody>;

export const listShareLinksQuery = paginationQuery;

export const unlockBody = z.object({ password: z.string().max(200) });
