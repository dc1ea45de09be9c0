import type { BrandPortal } from "../db/generated/client";
import type { BrandPortalDocument } from "./documents";
import { brandingOf, productFilterOf } from "./stored-shape";
import { publicFacetsOf } from "./facets";

export const publicPath = (slug: string) => `/brand/${slug}`;
export const logoPath = (slug: string) => `/brand/${slug}/logo`;

// The brand-portal view. logoUrl is the public logo path when the logo is
// honoured (an image of this organisation), else null: the editor can say
// why no logo will show.
export function serializePortal(portal: BrandPortal, honoured: ReadonlySet<string>): BrandPortalDocument {
  const branding = brandingOf(portal.branding);
  return {
    id: portal.id,
    slug: portal.slug,
    title: portal.title,
    branding,
    productFilter: productFilterOf(portal.productFilter),
    publicFacets: publicFacetsOf(portal.publicFacets),
    published: portal.publishedAt !== null,
    publishedAt: portal.publishedAt?.toISOString() ?? null,
    publicUrl: publicPath(portal.slug),
    logoUrl: branding.logoAssetId && honoured.has(branding.logoAssetId) ? logoPath(portal.slug) : null,
    createdAt: portal.createdAt.toISOString(),
    updatedAt: portal.updatedAt.toISOString(),
  };
}
