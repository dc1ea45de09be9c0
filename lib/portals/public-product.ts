import "server-only";
import { cache } from "react";
import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { displayAttributes, labelIn, type DisplayedAttribute } from "../catalog/attributes/display";
import type { AttributeLabelDocument, AttributeOption } from "../catalog/documents";
import { honouredImage } from "./logo";
import { altTextFor } from "../catalog/alt-text";
import { portalProductsWhere } from "./product-filter";
import type { PublishedPortal } from "./public-portal";

export type PublicProductDetail = {
  id: string;
  sku: string;
  name: string;
  description: string | null;
  categoryName: string | null;
  tags: string[];
  imageIds: string[];
  // Each image's alt text in the portal's locale, where the supplier wrote one.
  imageAlts: Record<string, string>;
  attributes: DisplayedAttribute[];
  related: RelatedGroup[];
};

// Associated products the portal shows too, grouped by association type in
// the portal's language: a link to a draft, an archived product or one
// outside the portal's filter is left out, as the portal would answer 404 for it.
export type RelatedGroup = { label: string; products: { id: string; sku: string; name: string; quantity: number | null }[] };

// At most this many images on a product page; a product with more shows its first ones.
const MAX_IMAGES = 12;
// At most this many related products on a page, all types together.
const MAX_RELATED = 48;

// One product the portal shows, or null: a draft, an archived product, one
// outside the portal's filter and another organisation's all look alike.
// Only public data: no status, score, supplier notes or other locales.
// Cached per request: the page and its metadata share one read.
export const portalProduct = cache(async (portal: PublishedPortal, productId: string): Promise<PublicProductDetail | null> => {
  const product = await db.product.findFirst({
    where: { id: productId, ...portalProductsWhere(portal.organizationId, portal.filter) },
    select: {
      id: true,
      sku: true,
      name: true,
      description: true,
      tags: true,
      attributes: true,
      category: { select: { name: true } },
      assets: { where: { asset: honouredImage(portal.organizationId) }, orderBy: { position: "asc" }, select: { assetId: true, altText: true }, take: MAX_IMAGES },
    },
  });
  if (!product) return null;
  const values = (product.attributes ?? {}) as Record<string, unknown>;
  const [definitions, links] = await Promise.all([
    db.attribute.findMany({
      where: { ...ownedBy(portal), code: { in: Object.keys(values) } },
      select: { code: true, type: true, labels: true, unit: true, options: true },
    }),
    db.productAssociation.findMany({
      where: { ...ownedBy.organization(portal.organizationId), productId: product.id, target: portalProductsWhere(portal.organizationId, portal.filter) },
      orderBy: [{ type: { code: "asc" } }, { position: "asc" }],
      select: { quantity: true, type: { select: { code: true, labels: true } }, target: { select: { id: true, sku: true, name: true } } },
      take: MAX_RELATED,
    }),
  ]);
  const dictionary = new Map<string, AttributeLabelDocument>(
    definitions.map((d) => [d.code, { code: d.code, type: d.type, unit: d.unit, labels: d.labels as Record<string, string>, options: d.options as AttributeOption[] }]),
  );
  return {
    id: product.id,
    sku: product.sku,
    name: product.name,
    description: product.description,
    categoryName: product.category?.name ?? null,
    tags: product.tags,
    imageIds: product.assets.map((a) => a.assetId),
    imageAlts: Object.fromEntries(
      product.assets.flatMap((a) => {
        const alt = altTextFor(a.altText as Record<string, string>, portal.locale);
        return alt ? [[a.assetId, alt]] : [];
      }),
    ),
    attributes: displayAttributes(values, dictionary, portal.locale),
    related: relatedGroups(links, portal.locale),
  };
});

type LinkRow = { quantity: number | null; type: { code: string; labels: unknown }; target: { id: string; sku: string; name: string } };

function relatedGroups(links: readonly LinkRow[], locale: string): RelatedGroup[] {
  const groups = new Map<string, RelatedGroup>();
  for (const { quantity, type, target } of links) {
    const group = groups.get(type.code) ?? { label: labelIn(type.labels as Record<string, string>, locale, type.code), products: [] };
    groups.set(type.code, group);
    group.products.push({ ...target, quantity });
  }
  return [...groups.values()];
}
