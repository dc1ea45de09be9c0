import { z } from "zod";
import { QUALITY_BANDS } from "../catalog/quality-band";
import { paginationQuery } from "../core/pagination";

// The query of GET /api/v1/search/products (spec section 4, contract section
// 5). No server imports: the portals build their search forms from it.

export const FACET_FIELDS = ["categoryId", "categoryName", "tags", "status", "qualityScore", "supplierName"] as const;
export type FacetField = (typeof FACET_FIELDS)[number];

export const PRODUCT_STATUSES = ["draft", "active", "archived"] as const;

const MAX_TAGS = 20;

// Values answered per facet: the most frequent first. A tag facet over a big
// catalogue has thousands of values; the answer stays small (docs/api.md).
export const DEFAULT_FACET_LIMIT = 50;
export const MAX_FACET_LIMIT = 500;

// A parameter sent empty (`?status=`) counts as not sent, as a form with a
// blank field would mean.
const blankAsAbsent = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsAbsent, schema.optional());

// Comma-separated lists: items are trimmed, empty items dropped, repeats kept once.
function splitList(value: string): string[] {
  return [...new Set(value.split(",").map((item) => item.trim()).filter((item) => item !== ""))];
}

const name = z.string().trim().max(500);

const tags = z
  .string()
  .transform(splitList)
  .pipe(z.array(z.string().max(100, "A tag has at most 100 characters.")).max(MAX_TAGS, `At most ${MAX_TAGS} tags.`));

const facetBy = z
  .string()
  .transform(splitList)
  .pipe(z.array(z.enum(FACET_FIELDS, { error: `Each facetBy value must be one of ${FACET_FIELDS.join(", ")}.` })));

export const searchProductsQuery = paginationQuery.extend({
  // Whitespace is collapsed so equivalent queries share a cursor binding.
  q: optional(z.string().max(200).transform((q) => q.trim().replace(/\s+/g, " "))),
  qualityBand: optional(z.enum(QUALITY_BANDS)),
  categoryName: optional(name),
  categoryId: optional(z.guid("categoryId must be a UUID.")),
  status: optional(z.enum(PRODUCT_STATUSES)),
  tags: optional(tags),
  supplierName: optional(name),
  facetBy: optional(facetBy),
  facetLimit: z.coerce.number().int().min(1).max(MAX_FACET_LIMIT).default(DEFAULT_FACET_LIMIT),
});

export type SearchProductsQuery = z.infer<typeof searchProductsQuery>;
