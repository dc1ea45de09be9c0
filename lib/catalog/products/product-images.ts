import { db } from "../../db/client";
import type { Principal } from "../../core/principal";
import { presignDownload } from "../../storage/presign";
import { productScopeOf, scopeWhere } from "../access-scope";
import type { ProductImages } from "../documents";
import type { ProductImagesQuery } from "../schemas";

// The first ready image of each named product the caller may read (a buyer:
// active products of connected suppliers), with its ready renditions, as
// short-lived store URLs: one request for a page of catalogue cards. An id
// outside the scope, or of a product without an image, is left out rather
// than refused, so the answer says nothing about products the caller cannot
// read.
export async function productImages(principal: Principal, query: ProductImagesQuery): Promise<ProductImages> {
  const scope = await productScopeOf(principal);
  if (scope.supplierIds.length === 0) return { items: [] };
  const products = await db.product.findMany({
    where: { id: { in: query.ids }, ...scopeWhere(scope) },
    select: {
      id: true,
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
  const items = await Promise.all(
    query.ids.flatMap((id) => {
      const asset = byId.get(id)?.assets[0]?.asset;
      if (!asset) return [];
      return [
        (async () => ({
          productId: id,
          assetId: asset.id,
          filename: asset.filename,
          mimeType: asset.mimeType,
          url: await presignDownload(asset.storageKey, { contentType: asset.mimeType }),
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
