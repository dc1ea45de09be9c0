import "server-only";
import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { presignDownload } from "../storage/presign";
import { honouredImage } from "./logo";
import { portalProductsWhere } from "./product-filter";
import { brandingOf, productFilterOf } from "./stored-shape";

// Public media of published portals, as short-lived store URLs. Each returns
// null unless the portal is published and the asset may be shown on it.

// A published portal is public: its slug is all a visitor has.
async function publishedBySlug(slug: string) {
  return db.brandPortal.findFirst({ where: { slug, ...ownedBy.anyOrganization(), publishedAt: { not: null } } });
}

const presign = (asset: { storageKey: string; mimeType: string }) => presignDownload(asset.storageKey, { contentType: asset.mimeType });

// The logo, only when it is a ready image of the portal's own organisation.
export async function portalLogoUrl(slug: string): Promise<string | null> {
  const portal = await publishedBySlug(slug);
  const logoAssetId = portal && brandingOf(portal.branding).logoAssetId;
  if (!portal || !logoAssetId) return null;
  const asset = await db.asset.findFirst({ where: { id: logoAssetId, ...honouredImage(portal.organizationId) } });
  return asset ? presign(asset) : null;
}

// The first linked image of a product the portal shows, or the named one
// when it is among the product's images.
export async function portalProductImageUrl(slug: string, productId: string, assetId?: string): Promise<string | null> {
  const portal = await publishedBySlug(slug);
  if (!portal) return null;
  const link = await db.productAsset.findFirst({
    where: {
      product: { id: productId, ...portalProductsWhere(portal.organizationId, productFilterOf(portal.productFilter)) },
      asset: honouredImage(portal.organizationId),
      ...(assetId ? { assetId } : {}),
    },
    orderBy: { position: "asc" },
    select: { asset: { select: { storageKey: true, mimeType: true } } },
  });
  return link ? presign(link.asset) : null;
}
