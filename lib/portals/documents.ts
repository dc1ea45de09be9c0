// The brand-portal view as the API answers it; the type is the z.infer of the
// schema (one source for serializePortal, the OpenAPI document and the
// portals); browser-safe.
import { z } from "zod";
import { PUBLIC_FACETS } from "./facets";

export const storedBranding = z.object({ logoAssetId: z.string().nullable(), primaryColor: z.string().nullable() });
export type Branding = z.infer<typeof storedBranding>;

export const storedProductFilter = z.object({ categoryIds: z.array(z.string()), tags: z.array(z.string()) });
export type ProductFilter = z.infer<typeof storedProductFilter>;

export const brandPortalDocument = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  branding: storedBranding,
  productFilter: storedProductFilter,
  publicFacets: z.array(z.enum(PUBLIC_FACETS)),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  publicUrl: z.string(),
  // Null when no logo is set or the logo is not an image of this organisation.
  logoUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BrandPortalDocument = z.infer<typeof brandPortalDocument>;
