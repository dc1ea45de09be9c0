import { db } from "../db/client";
import { presignDownload } from "../storage/presign";
import { TENANTS, tenantSql } from "../db/tenant-sql";

type ThumbnailRow = { productId: string; storageKey: string; mimeType: string };

// Each product's first linked image (lowest position) that is ready, as its
// smallest ready rendition when one exists (a preset such as a 400 px WebP
// thumbnail), else the original. One statement for a whole page; the links
// never cross organisations, and the suppliers bound it to the scope.
export async function thumbnailUrls(supplierIds: readonly string[], productIds: readonly string[]): Promise<Map<string, string>> {
  if (productIds.length === 0 || supplierIds.length === 0) return new Map();
  const rows = await db.$queryRaw<ThumbnailRow[]>(tenantSql.organizations(supplierIds)`
    SELECT DISTINCT ON (pa."productId") pa."productId",
      COALESCE(r."storageKey", a."storageKey") AS "storageKey", COALESCE(r."mimeType", a."mimeType") AS "mimeType"
    FROM product_assets pa
    JOIN assets a ON a.id = pa."assetId" AND a."assetType" = 'image' AND a.status = 'ready'
      AND a."organizationId" = ANY(${TENANTS}::uuid[])
    LEFT JOIN LATERAL (
      SELECT r."storageKey", r."mimeType" FROM renditions r
      WHERE r."assetId" = a.id AND r.status = 'ready' AND r."storageKey" IS NOT NULL AND r."mimeType" LIKE 'image/%'
      ORDER BY r.width NULLS LAST, r.id LIMIT 1
    ) r ON TRUE
    WHERE pa."productId" = ANY(${productIds}::uuid[])
    ORDER BY pa."productId", pa.position, pa."assetId"`);
  const urls = await Promise.all(rows.map(async (row) => [row.productId, await presignDownload(row.storageKey, { contentType: row.mimeType })] as const));
  return new Map(urls);
}
