// The search response (GET /search/products); the types are the z.infer of
// the schemas, browser-safe so the portals can import them.
import { z } from "zod";
import { productDocument } from "../catalog/documents";
import { FACET_FIELDS, type FacetField } from "./schemas";

export const facetCount = z.object({ value: z.string(), count: z.number().int() });
export type FacetCount = z.infer<typeof facetCount>;

const facetField = z.union([z.enum(FACET_FIELDS), z.templateLiteral(["attr.", z.string()])]) satisfies z.ZodType<FacetField>;

// truncated: more values than the facet limit had a count; only the first are answered.
export const facet = z.object({ field: facetField, counts: z.array(facetCount), truncated: z.literal(true).optional() });
export type Facet = z.infer<typeof facet>;

// A search item: a product document, with thumbnailUrl when include=thumbnail was asked.
export const searchItem = productDocument.extend({
  thumbnailUrl: z
    .string()
    .nullable()
    .optional()
    .describe(
      "Only with include=thumbnail: a short-lived URL of the product's first ready image (lowest link position), its smallest ready rendition when it has one; null when the product has no ready image.",
    ),
  channelReadiness: z
    .array(z.object({ channelId: z.string(), ready: z.boolean() }))
    .optional()
    .describe("Only with include=channelReadiness: for each channel of yours that has evaluated the product (active products), whether it would send it now."),
});
export type SearchItem = z.infer<typeof searchItem>;

export const searchResult = z.object({
  items: z.array(searchItem),
  nextCursor: z.string().nullable(),
  facets: z.array(facet).optional(),
  total: z.number().int().optional().describe("Only with withTotal=true: how many products match, every page included."),
});
export type SearchResult = z.infer<typeof searchResult>;
