import { z } from "zod";
import { paginationQuery } from "../core/pagination";
import { publicFacetsSchema } from "./facets";

// Request bodies of the brand-portal endpoints (docs/api.md, "Brand portals"); no
// server imports, so the portal editor validates with the same schema.

// The slug is the public path /brand/{slug}: lower-case letters, digits and
// inner hyphens, as a URL segment that needs no escaping.
export const portalSlug = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, "Use at least 3 characters.")
  .max(63, "Use at most 63 characters.")
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, "Use lower-case letters, digits and hyphens, starting and ending with a letter or digit.");

const title = z.string().trim().min(1).max(200);

export const primaryColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, "Use a colour such as #1a5fb4.").transform((c) => c.toLowerCase());

// null removes a key on PATCH; on create it is the same as leaving it out.
export const brandingSchema = z
  .object({
    logoAssetId: z.string().uuid().nullable().optional(),
    primaryColor: primaryColor.nullable().optional(),
  })
  .strict();
export type BrandingInput = z.infer<typeof brandingSchema>;

export const productFilterSchema = z
  .object({
    categoryIds: z.array(z.string().uuid()).max(50).transform((ids) => [...new Set(ids)]).nullable().optional(),
    tags: z.array(z.string().trim().min(1).max(100)).max(20).transform((tags) => [...new Set(tags)]).nullable().optional(),
  })
  .strict();
export type ProductFilterInput = z.infer<typeof productFilterSchema>;

export const createBrandPortalBody = z
  .object({
    slug: portalSlug,
    title,
    branding: brandingSchema.default({}),
    productFilter: productFilterSchema.default({}),
    publicFacets: publicFacetsSchema.optional(),
  })
  .strict();
export type CreateBrandPortalBody = z.infer<typeof createBrandPortalBody>;

// branding and productFilter are merged one level deep: a key sent replaces
// that key, null removes it, keys not sent stay.
export const updateBrandPortalBody = z
  .object({
    slug: portalSlug.optional(),
    title: title.optional(),
    branding: brandingSchema.optional(),
    productFilter: productFilterSchema.optional(),
    // Replaces the list as a whole.
    publicFacets: publicFacetsSchema.optional(),
  })
  .strict();
export type UpdateBrandPortalBody = z.infer<typeof updateBrandPortalBody>;

export const listBrandPortalsQuery = paginationQuery;

export const publishBody = z.object({}).strict();

// The public portal's search, from its address (/brand/{slug}?q=&category=&tag=&after=).
// Bounded like the API's search: a longer text or a malformed filter is
// refused with a message on the page, never a server error.
const blankAsAbsent = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const field = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsAbsent, schema.optional());
export const PUBLIC_QUERY_MAX = 200;
export const publicSearchQuery = z.object({
  q: field(
    z
      .string()
      .max(PUBLIC_QUERY_MAX, `Search text is limited to ${PUBLIC_QUERY_MAX} characters.`)
      .transform((q) => q.trim().replace(/\s+/g, " ")),
  ),
  category: field(z.guid("Choose a category from the list.")),
  tag: field(z.string().trim().max(100, "Choose a tag from the list.")),
  after: field(z.string().max(500)),
  // One of the supplier's enabled locales; anything else reads as its default.
  lang: field(z.string().max(35)),
});
export type PublicSearchQuery = z.infer<typeof publicSearchQuery>;
