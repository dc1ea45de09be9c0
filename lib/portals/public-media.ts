import "server-only";
import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { honouredImage } from "./logo";
import { portalProductsWhere } from "./product-filter";
import { brandingOf, productFilterOf } from "./stored-shape";
import type { SizedSource } from "../media/sized-image";

// Public media of published portals (served by lib/media/serve-image.ts).
// Each returns null unless the portal is published and the asset may be shown on it.

// A published portal is public: its slug is all a visitor has.
async function publishedBySlug(slug: string) {
  return db.brandPortal.findFirst({ where: { slug, ...ownedBy.anyOrganization(), publishedAt: { not: null } } });
}

// The logo, only when it is a ready image of the portal's own organisation.
export async function portalLogo(slug: string): Promise<SizedSource | null> {
  const portal = await publishedBySlug(slug);
  const logoAssetId = portal && brandingOf(portal.branding).logoAssetId;
  if (!portal || !logoAssetId) return null;
  return db.asset.findFirst({ where: { id: logoAssetId, ...honouredImage(portal.organizationId) }, select: { id: true, organizationId: true, storageKey: true, mimeType: true } });
}

// The first linked image of a product the portal shows, or the named one
// when it is among the product's images; null otherwise.
export async function portalProductImage(slug: string, productId: string, assetId?: string): Promise<SizedSource | null> {
  const portal = await publishedBySlug(slug);
  if (!portal) return null;
  const link = await db.productAsset.findFirst({
    where: {
      product: { id: productId, ...portalProductsWhere(portal.organizationId, productFilterOf(portal.productFilter)) },
      asset: honouredImage(portal.organizationId),
      ...(assetId ? { assetId } : {}),
    },
    orderBy: { position: "asc" },
    select: { asset: { select: { id: true, organizationId: true, storageKey: true, mimeType: true } } },
  });
  return link?.asset ?? null;
}
