import { z } from "zod";
import { QUALITY_BANDS } from "../catalog/quality-band";
import { paginationQuery } from "../core/pagination";
import { commaListPattern, oneOf, splitList } from "../core/comma-list";
import { productIdList, variantFilters } from "../catalog/schemas";
import { SORT_KEYS, SORT_VALUES } from "./sort-keys";

// The query of GET /api/v1/search/products (docs/search.md). No server imports: the portals build their search forms from it.

export const FACET_FIELDS = ["categoryId", "categoryName", "tags", "status", "qualityScore", "supplierName", "channelReadiness"] as const;
// The built-in facets (channelReadiness: per channel of the caller's, the
// matching products it would send and those it skips), and any select, multiselect or boolean
// attribute of the dictionary as attr.<code> (docs/api.md, "Attributes").
export type FacetField = (typeof FACET_FIELDS)[number] | `attr.${string}`;
// The facets counted over the catalogue's own fields (lib/search/facet-sql.ts).
export type CatalogueFacetField = Exclude<FacetField, "channelReadiness">;

// attr.<code>=value (select, multiselect, boolean, text; option codes
// comma-separated for any of them), attr.<code>.gte= and attr.<code>.lte=
// (number and metric, in the attribute's base unit), attr.<code>.contains=
// (text and textarea, any case).
export const ATTRIBUTE_FILTER = /^attr\.([a-z][a-z0-9_]{0,99})(?:\.(gte|lte|contains))?$/;
const ATTRIBUTE_FACET = "attr\\.[a-z][a-z0-9_]{0,99}";
export const MAX_ATTRIBUTE_FILTERS = 10;
export const MAX_ATTRIBUTE_FACETS = 5;

export type AttributeFilter = { code: string; op: "eq" | "gte" | "lte" | "contains"; value: string };

export const PRODUCT_STATUSES = ["draft", "active", "archived"] as const;

const MAX_TAGS = 20;

export const INCLUDES = ["thumbnail", "channelReadiness"] as const;

// Values answered per facet: the most frequent first. A tag facet over a big
// catalogue has thousands of values; the answer stays small (docs/api.md).
export const DEFAULT_FACET_LIMIT = 50;
export const MAX_FACET_LIMIT = 500;

// A parameter sent empty (`?status=`) counts as not sent, as a form with a
// blank field would mean.
const blankAsAbsent = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsAbsent, schema.optional());

const name = z.string().trim().max(500);

// One value of a list, or several comma-separated, each one of `values`.
function oneOrMore<const T extends readonly [string, ...string[]]>(values: T, field: string) {
  return z
    .string()
    .regex(commaListPattern(oneOf(values)), `Each ${field} value must be one of ${values.join(", ")}.`)
    .transform((value) => splitList(value) as T[number][]);
}

const tags = z
  .string()
  .transform(splitList)
  .pipe(z.array(z.string().max(100, "A tag has at most 100 characters.")).max(MAX_TAGS, `At most ${MAX_TAGS} tags.`));

const facetField = z.union([z.enum(FACET_FIELDS), z.string().regex(new RegExp(`^${ATTRIBUTE_FACET}$`))], {
  error: `Each facetBy value must be one of ${FACET_FIELDS.join(", ")} or attr.<code>.`,
});
// No field at all (",") asks for no facets.
const facetBy = z
  .string()
  .transform(splitList)
  .pipe(
    z
      .array(facetField)
      .refine((fields) => fields.filter((f) => f.startsWith("attr.")).length <= MAX_ATTRIBUTE_FACETS, `At most ${MAX_ATTRIBUTE_FACETS} attribute facets.`),
  )
  .transform((fields) => fields as FacetField[])
  // Stated, not checked: the check above names the item that fails.
  .meta({ pattern: commaListPattern(`${oneOf(FACET_FIELDS)}|${ATTRIBUTE_FACET}`, { none: true }).source });

// Every attr.* parameter, gathered (in a canonical order) under one key
// before validation, since their names are not known in advance.
function gatherAttributeFilters(input: unknown): unknown {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return input;
  const rest: Record<string, unknown> = {};
  const attr: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) (key.startsWith("attr.") ? attr : rest)[key] = value;
  return Object.keys(attr).length > 0 ? { ...rest, attr } : rest;
}

const attributeFilters = z
  .record(z.string().regex(ATTRIBUTE_FILTER, "Use attr.<code>, attr.<code>.gte, attr.<code>.lte or attr.<code>.contains."), z.string().trim().min(1).max(200))
  .refine((filters) => Object.keys(filters).length <= MAX_ATTRIBUTE_FILTERS, `At most ${MAX_ATTRIBUTE_FILTERS} attribute filters.`)
  .meta({ maxProperties: MAX_ATTRIBUTE_FILTERS })
  .transform((filters): AttributeFilter[] =>
    Object.keys(filters)
      .sort()
      .map((key) => {
        const [, code, op] = ATTRIBUTE_FILTER.exec(key)!;
        return { code: code!, op: (op ?? "eq") as AttributeFilter["op"], value: filters[key]! };
      }),
  );

const FAMILY_CODE = "[a-z][a-z0-9_]{0,99}";
const familyCodes = z
  .string()
  .transform(splitList)
  .pipe(z.array(z.string().regex(new RegExp(`^${FAMILY_CODE}$`), "A family code is lower-case letters, digits and _.")).min(1).max(MAX_TAGS, `At most ${MAX_TAGS} family codes.`))
  // Stated, not checked: the check above names the item that fails.
  .meta({ pattern: commaListPattern(FAMILY_CODE).source });

// withTotal=true adds the number of matching products, counted as a bulk
// action's selection counts them (lib/search/count-matching.ts).
const withTotal = z
  .enum(["true", "false"])
  .transform((v) => v === "true")
  .describe("true adds total: how many products match, the count a bulk action with the same filter would change now.");

// The filters of a product search, shared by the search, the product list, a
// bulk action's selection and a saved view.
const filterFields = {
  // Whitespace is collapsed so equivalent queries share a cursor binding.
  q: optional(
    z
      .string()
      .max(200)
      .transform((q) => q.trim().replace(/\s+/g, " "))
      .describe("Full text over sku, name, description and localized names; a q without spaces also matches the start of a sku, in any case (CITY-00 finds CITY-001)."),
  ),
  // status, qualityBand and categoryName take one value or several,
  // comma-separated: a product matching any of them matches (the grid's
  // multi-select facets).
  qualityBand: optional(oneOrMore(QUALITY_BANDS, "qualityBand")),
  categoryName: optional(z.string().transform(splitList).pipe(z.array(name).min(1).max(MAX_TAGS, `At most ${MAX_TAGS} category names.`))),
  categoryId: optional(z.guid("categoryId must be a UUID.")),
  status: optional(oneOrMore(PRODUCT_STATUSES, "status")),
  tags: optional(tags),
  supplierName: optional(name),
  // One family code or several, comma-separated: a product of any of them matches.
  familyCode: optional(familyCodes),
  attr: attributeFilters.optional(),
  // A chosen set of products (a buyer's selection to export).
  ids: optional(productIdList),
  // The readiness board's filters: products a channel would send now, or
  // skips (with why in its publications).
  readyFor: optional(z.guid("readyFor must be a channel id.").describe("Only products the channel (an id of yours) would send now: active, passing its map and its template's rules.")),
  notReadyFor: optional(z.guid("notReadyFor must be a channel id.").describe("Only products the channel (an id of yours) skips: active, but missing a required target or breaking a rule.")),
  ...variantFilters,
};

// The order of the pages: a key, or -key for descending (lib/search/sort.ts).
export const sortParameter = z
  .enum(SORT_VALUES, { error: `sort must be one of ${SORT_KEYS.join(", ")}, each optionally preceded by "-".` })
  .describe("The order of the pages: createdAt (the default), updatedAt, sku, name or qualityScore (an unscored product counts as below every score); -key reads it descending. Cursors are bound to it.");

const searchFields = paginationQuery.extend({
  ...filterFields,
  facetBy: optional(facetBy),
  facetLimit: z.coerce.number().int().min(1).max(MAX_FACET_LIMIT).default(DEFAULT_FACET_LIMIT),
  sort: optional(sortParameter),
  // include=thumbnail adds each item's thumbnailUrl (the grid's image column),
  // include=channelReadiness each item's readiness for every channel.
  include: optional(
    oneOrMore(INCLUDES, "include")
      .describe("thumbnail: each item gets thumbnailUrl (the product grid's image column); channelReadiness: each item gets channelReadiness, whether each of your channels would send it. Comma-separated for both.")
      .meta({ pattern: commaListPattern(oneOf(INCLUDES)).source }),
  ),
  withTotal: optional(withTotal),
});

export const searchProductsQuery = z.preprocess(gatherAttributeFilters, searchFields);

export type SearchProductsQuery = z.infer<typeof searchProductsQuery>;

// What decides which products match: the filters, and the attribute facets
// (their codes are checked against the dictionary with the filters').
export type SearchFilterQuery = Pick<SearchProductsQuery, keyof typeof filterFields> & { facetBy?: FacetField[] };

// GET /api/v1/products: the search's filters and order, without facets;
// withTotal as every list has it. With none of them it is the plain list.
export const productListQuery = z.preprocess(
  gatherAttributeFilters,
  paginationQuery.extend({
    ...filterFields,
    sort: optional(sortParameter),
    withTotal: z.enum(["true", "false"]).default("false").transform((v) => v === "true"),
  }),
);
export type ProductListQuery = z.infer<typeof productListQuery>;

// The search parameters as a JSON object: an export's filter, a bulk
// action's selection, a saved view's query. The same names and text values
// as the query string (a list may also be sent as an array). `excluded`
// names the parameters that belong to a page, not to a set of products;
// each is refused where it stands with `why`. Each value's own rule is the
// search's, checked by searchProductsQuery once gathered; these bounds only
// keep the object small enough to parse (the widest value is a list of ids).
const MAX_PARAMETERS = 30;
export function searchParameters(excluded: readonly string[], why: string) {
  return z
    .record(z.string().max(200), z.union([z.string().max(8000), z.array(z.string().max(100)).max(200)]))
    .superRefine((parameters, ctx) => {
      if (Object.keys(parameters).length > MAX_PARAMETERS) ctx.addIssue({ code: "custom", message: `At most ${MAX_PARAMETERS} parameters.` });
      for (const key of Object.keys(parameters)) if (excluded.includes(key)) ctx.addIssue({ code: "custom", path: [key], message: why });
    })
    .meta({ maxProperties: MAX_PARAMETERS, propertyNames: { maxLength: 200, not: { enum: [...excluded] } } })
    .transform((parameters) => Object.fromEntries(Object.entries(parameters).map(([key, value]) => [key, Array.isArray(value) ? value.join(",") : value])));
}
