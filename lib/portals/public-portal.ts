import "server-only";
import { cache } from "react";
import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { honouredLogoIds } from "./logo";
import { logoPath } from "./serialize-portal";
import { brandingOf, productFilterOf } from "./stored-shape";
import { publicFacetsOf } from "./facets";

// A published portal by slug, or null (unknown and unpublished look alike).
// Cached per request: the page and its metadata share one read. A published
// portal is public: its slug is all a visitor has.
export const findPublishedPortal = cache(async (slug: string) => {
  const portal = await db.brandPortal.findFirst({
    where: { slug, ...ownedBy.anyOrganization(), publishedAt: { not: null } },
    include: { organization: { select: { name: true, defaultLocale: true, enabledLocales: true } } },
  });
  if (!portal) return null;
  const branding = brandingOf(portal.branding);
  const honoured = await honouredLogoIds(portal.organizationId, [branding.logoAssetId]);
  return {
    id: portal.id,
    slug: portal.slug,
    title: portal.title,
    organizationId: portal.organizationId,
    supplierName: portal.organization.name,
    // Labels and values are shown in the language the supplier writes in,
    // unless the visitor picks another of its enabled locales (lib/portals/locale.ts).
    locale: portal.organization.defaultLocale,
    locales: [portal.organization.defaultLocale, ...portal.organization.enabledLocales.filter((l) => l !== portal.organization.defaultLocale)],
    publicFacets: publicFacetsOf(portal.publicFacets),
    primaryColor: branding.primaryColor,
    logoUrl: branding.logoAssetId && honoured.has(branding.logoAssetId) ? logoPath(portal.slug) : null,
    filter: productFilterOf(portal.productFilter),
  };
});

export type PublishedPortal = NonNullable<Awaited<ReturnType<typeof findPublishedPortal>>>;
