import type { ShareLink } from "../../db/generated/client";
import { db } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import { countMatching } from "../../search/count-matching";
import { findPage } from "../../search/find-page";
import { thumbnailUrls } from "../../search/thumbnails";
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
  const images = await thumbnailUrls(criteria.supplierIds, shown.map((r) => r.id));
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
        imageUrl: images.get(row.id) ?? null,
        sheetUrl: link.includeAssets ? `/s/${token}/products/${row.id}/sheet.pdf` : null,
      };
    }),
  };
}
