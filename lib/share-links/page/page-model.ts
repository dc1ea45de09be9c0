import type { ShareLink } from "../../db/generated/client";
import { db } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import { countMatching } from "../../search/count-matching";
import { findPage } from "../../search/find-page";
import { TENANT, tenantSql } from "../../db/tenant-sql";
import { expiringMediaLink } from "../../media/media-link";
import { IMAGE_SLOTS, responsiveImage } from "../../media/image-widths";
import { serializeProduct } from "../../catalog/serialize-product";
import { associationsOfLinks } from "../../catalog/associations/read-associations";
import { sharedCriteria } from "../shared-products";
import type { SharePageModel } from "./share-page";

const PAGE = 48;
const AFTER = /^(\d{4}-\d{2}-\d{2}T[\d:.]+Z)_([0-9a-f-]{36})$/;

// What the share page shows: a page of the shared products (the search's
// order), their first image as its smallest rendition, and how many there are.
export async function sharePageModel(link: ShareLink, token: string, q: string, after: string | null): Promise<SharePageModel> {
  const criteria = await sharedCriteria(link, q || undefined);
  const position = after ? AFTER.exec(after) : null;
  const org = await db.organization.findFirstOrThrow({ where: { id: link.organizationId, ...ownedBy.anyOrganization() }, select: { name: true, defaultLocale: true } });
  const [rows, total] = await Promise.all([findPage(criteria, position ? { key: position[1]!, id: position[2]! } : null, PAGE + 1), countMatching(criteria)]);
  const shown = rows.slice(0, PAGE);
  const images = await firstImages(link, shown.map((r) => r.id));
  const locale = link.locale ?? org.defaultLocale;
  const last = shown[shown.length - 1];
  const more = rows.length > PAGE && last ? new URLSearchParams({ ...(q ? { q } : {}), after: `${last.createdAt.toISOString()}_${last.id}` }) : null;
  return {
    token,
    title: link.name,
    supplierName: org.name,
    lang: locale,
    q,
    total,
    moreHref: more ? `/s/${token}?${more}` : null,
    includeAssets: link.includeAssets,
    cards: shown.map((row) => {
      const doc = serializeProduct(row, row, associationsOfLinks(row.associationLinks));
      return {
        doc,
        name: doc.localized?.[locale]?.name || doc.name,
        image: images.has(row.id) ? responsiveImage(expiringMediaLink(images.get(row.id)!), IMAGE_SLOTS.card.widths, SHARE_CARD_SIZES) : null,
        sheetUrl: link.includeAssets ? `/s/${token}/products/${row.id}/sheet.pdf` : null,
      };
    }),
  };
}

// The cards' column widths (share-page.ts): one column on a phone, up to
// four of 14 to 18rem beside each other.
const SHARE_CARD_SIZES = "(max-width: 33rem) calc(100vw - 2.5rem), (max-width: 50rem) calc(50vw - 2rem), 18rem";

// Each product's first ready image, served at the size shown through the
// media links (never the original on a card).
async function firstImages(link: ShareLink, productIds: string[]): Promise<Map<string, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await db.$queryRaw<{ productId: string; assetId: string }[]>(tenantSql(link)`
    SELECT DISTINCT ON (pa."productId") pa."productId", pa."assetId"
    FROM product_assets pa JOIN assets a ON a.id = pa."assetId" AND a."assetType" = 'image' AND a.status = 'ready' AND a."organizationId" = ${TENANT}::uuid
    WHERE pa."productId" = ANY(${productIds}::uuid[])
    ORDER BY pa."productId", pa.position, pa."assetId"`);
  return new Map(rows.map((r) => [r.productId, r.assetId]));
}
