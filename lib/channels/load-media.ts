import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { mediaLink } from "../media/media-link";
import type { MediaNeeds } from "./media-sources";

export type ProductMedia = { images: string[]; renditions: Record<string, string> };

// The media links of a page of products, in two statements at most (the
// ready images in the product's order, then the named presets' ready
// renditions of each first image), and none when the map uses no media.
export async function mediaOfProducts(organizationId: string, productIds: readonly string[], needs: MediaNeeds): Promise<Map<string, ProductMedia>> {
  const media = new Map<string, ProductMedia>(productIds.map((id) => [id, { images: [], renditions: {} }]));
  if (!needs.images || productIds.length === 0) return media;
  const links = await db.productAsset.findMany({
    where: { productId: { in: [...productIds] }, asset: { ...ownedBy.organization(organizationId), assetType: "image", status: "ready" } },
    orderBy: [{ productId: "asc" }, { position: "asc" }, { assetId: "asc" }],
    select: { productId: true, assetId: true },
  });
  const firstImage = new Map<string, string>();
  for (const link of links) {
    media.get(link.productId)!.images.push(mediaLink({ assetId: link.assetId, presetId: null }));
    if (!firstImage.has(link.productId)) firstImage.set(link.productId, link.assetId);
  }
  if (needs.presetIds.length === 0 || firstImage.size === 0) return media;
  const renditions = await db.rendition.findMany({
    where: { ...ownedBy.organization(organizationId), assetId: { in: [...new Set(firstImage.values())] }, presetId: { in: needs.presetIds }, status: "ready" },
    select: { assetId: true, presetId: true },
  });
  const ready = new Set(renditions.map((r) => `${r.assetId}/${r.presetId}`));
  for (const [productId, assetId] of firstImage) {
    for (const presetId of needs.presetIds) {
      if (ready.has(`${assetId}/${presetId}`)) media.get(productId)!.renditions[presetId] = mediaLink({ assetId, presetId });
    }
  }
  return media;
}
