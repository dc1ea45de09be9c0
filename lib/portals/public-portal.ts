import "server-only";
import { cache } from "react";
import { db } from "../db/client";
import { AppError } from "../core/errors";
import { keysetPage } from "../core/keyset";
import { honouredImage, honouredLogoIds } from "./logo";
import { portalProductsWhere } from "./product-filter";
import { logoPath } from "./serialize-portal";
import { brandingOf, productFilterOf } from "./stored-shape";

export const PUBLIC_PAGE_SIZE = 48;

// A published portal by slug, or null (unknown and unpublished look alike).
// Cached per request: the page and its metadata share one read.
export const findPublishedPortal = cache(async (slug: string) => {
  const portal = await db.brandPortal.findFirst({
    where: { slug, publishedAt: { not: null } },
    include: { organization: { select: { name: true } } },
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
    primaryColor: branding.primaryColor,
    logoUrl: branding.logoAssetId && honoured.has(branding.logoAssetId) ? logoPath(portal.slug) : null,
    filter: productFilterOf(portal.productFilter),
  };
});

export type PublishedPortal = NonNullable<Awaited<ReturnType<typeof findPublishedPortal>>>;

export type PublicProduct = { id: string; sku: string; name: string; description: string | null; categoryName: string | null; tags: string[]; hasImage: boolean };

// One page of the portal's grid. A cursor that is not this portal's own is
// treated as no cursor: the public page never errors on a mangled link.
export async function portalProducts(portal: PublishedPortal, cursor: string | undefined) {
  const where = portalProductsWhere(portal.organizationId, portal.filter);
  const read = (after: string | undefined) =>
    keysetPage({
      page: { limit: PUBLIC_PAGE_SIZE, cursor: after },
      binding: `brand:${portal.id}`,
      fetch: (clause, take) =>
        db.product.findMany({
          where: { ...where, AND: [clause] },
          orderBy: [{ createdAt: "asc" }, { id: "asc" }],
          take,
          select: {
            id: true,
            sku: true,
            name: true,
            description: true,
            tags: true,
            createdAt: true,
            category: { select: { name: true } },
            assets: { where: { asset: honouredImage(portal.organizationId) }, orderBy: { position: "asc" }, select: { assetId: true }, take: 1 },
          },
        }),
      serialize: (p): PublicProduct => ({
        id: p.id,
        sku: p.sku,
        name: p.name,
        description: p.description,
        categoryName: p.category?.name ?? null,
        tags: p.tags,
        hasImage: p.assets.length > 0,
      }),
    });
  try {
    return await read(cursor);
  } catch (err) {
    if (err instanceof AppError && err.code === "BAD_REQUEST") return read(undefined);
    throw err;
  }
}
