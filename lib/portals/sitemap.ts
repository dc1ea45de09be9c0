import { XMLBuilder } from "fast-xml-parser";
import { db } from "../db/client";
import { appUrl } from "../config/app-url";
import { portalProductsWhere } from "./product-filter";
import type { PublishedPortal } from "./public-portal";

// The sitemaps protocol's ceiling for one file.
export const SITEMAP_MAX_URLS = 50_000;

const builder = new XMLBuilder({ ignoreAttributes: false, processEntities: true, suppressEmptyNode: true });

// A published portal's sitemap (sitemaps.org): its home page and the page
// of every product card it shows (simple products and models; a variant is
// reached from its model's page), newest change first, with when each last
// changed.
export async function portalSitemap(portal: PublishedPortal): Promise<string> {
  const products = await db.product.findMany({
    where: { ...portalProductsWhere(portal.organizationId, portal.filter), kind: { not: "variant" } },
    orderBy: [{ updatedAt: "desc" }, { id: "asc" }],
    select: { id: true, updatedAt: true },
    take: SITEMAP_MAX_URLS - 1,
  });
  const urlset = {
    "@_xmlns": "http://www.sitemaps.org/schemas/sitemap/0.9",
    url: [
      { loc: appUrl(`/brand/${portal.slug}`) },
      ...products.map((p) => ({ loc: appUrl(`/brand/${portal.slug}/products/${p.id}`), lastmod: p.updatedAt.toISOString() })),
    ],
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build({ urlset })}`;
}
