import { db } from "../../db/client";
import type { Principal } from "../../core/principal";
import { presignDownload } from "../../storage/presign";
import { expiringMediaLink } from "../../media/media-link";
import { productScopeOf, scopeWhere } from "../access-scope";
import type { ProductImages } from "../documents";
import type { ProductImagesQuery } from "../schemas";

// The first ready image of each named product the caller may read (a buyer:
// active products of connected suppliers), with its ready renditions, as
// short-lived store URLs: one request for a page of catalogue cards. A
// model without an image shows its first variant's the caller may read. An id
// outside the scope, or of a product without an image, is left out rather
// than refused, so the answer says nothing about products the caller cannot
// read.
export async function productImages(principal: Principal, query: ProductImagesQuery): Promise<ProductImages> {
  const scope = await productScopeOf(principal);
  if (scope.supplierIds.length === 0) return { items: [] };
  const products = await db.product.findMany({
    where: { OR: [{ id: { in: query.ids } }, { parentId: { in: query.ids }, kind: "variant" }], ...scopeWhere(scope) },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      id: true,
      parentId: true,
      assets: {
        where: { asset: { assetType: "image", status: "ready", mimeType: { startsWith: "image/" } } },
        orderBy: { position: "asc" },
        take: 1,
        select: {
          asset: {
            select: {
              id: true,
              filename: true,
              mimeType: true,
              storageKey: true,
              renditions: {
                where: { status: "ready", storageKey: { not: null }, mimeType: { not: null } },
                orderBy: { width: "asc" },
                select: { presetId: true, width: true, height: true, mimeType: true, storageKey: true, preset: { select: { name: true } } },
              },
            },
          },
        },
      },
    },
  });
  const byId = new Map(products.map((p) => [p.id, p]));
  // A model's first variant (oldest) with an image, for a model without one.
  const variantImage = new Map<string, (typeof products)[number]["assets"][number]["asset"]>();
  for (const p of products) if (p.parentId && p.assets[0] && !variantImage.has(p.parentId)) variantImage.set(p.parentId, p.assets[0].asset);
  const items = await Promise.all(
    query.ids.flatMap((id) => {
      const product = byId.get(id);
      const asset = product ? (product.assets[0]?.asset ?? variantImage.get(id)) : undefined;
      if (!asset) return [];
      return [
        (async () => ({
          productId: id,
          assetId: asset.id,
          filename: asset.filename,
          mimeType: asset.mimeType,
          url: await presignDownload(asset.storageKey, { contentType: asset.mimeType }),
          sizedUrl: expiringMediaLink(asset.id),
          renditions: await Promise.all(
            asset.renditions.map(async (r) => ({
              presetId: r.presetId,
              presetName: r.preset.name,
              width: r.width,
              height: r.height,
              mimeType: r.mimeType!,
              url: await presignDownload(r.storageKey!, { contentType: r.mimeType! }),
            })),
          ),
        }))(),
      ];
    }),
  );
  return { items };
}
