import "server-only";
import { cache } from "react";
import { db } from "../db/client";
import { gtin14 } from "../gs1/gtin";
import { ownedBy } from "../db/tenant";
import { displayAttributes, labelIn, type DisplayedAttribute } from "../catalog/attributes/display";
import type { AttributeLabelDocument, AttributeOption } from "../catalog/documents";
import { honouredImage } from "./logo";
import { altTextFor } from "../catalog/alt-text";
import { portalProductsWhere } from "./product-filter";
import type { PublishedPortal } from "./public-portal";
import { inLocale } from "./locale";
import { portalVariantPicker } from "./public-variants";
import type { PickerAxis } from "./variant-picker";

export type PublicProductDetail = {
  id: string;
  sku: string;
  name: string;
  description: string | null;
  categoryName: string | null;
  // Empty unless the brand published its tags.
  tags: string[];
  imageIds: string[];
  // Each image's alt text in the page's locale, where the supplier wrote one.
  imageAlts: Record<string, string>;
  attributes: DisplayedAttribute[];
  related: RelatedGroup[];
  // On a variant's page, the model it belongs to (the page is the model's,
  // with this variant chosen).
  model: { id: string; name: string } | null;
  // On a model's page and its variants': the axes and their values.
  picker: PickerAxis[];
  // The first gtin attribute's value, by code, in its 14-digit form.
  gtin: string | null;
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
// Only public data: no status, score or supplier notes; text in the page's
// locale (the translation where one was written).
// Cached per request: the page and its metadata share one read.
export const portalProduct = cache(async (portal: PublishedPortal, productId: string, locale: string): Promise<PublicProductDetail | null> => {
  const product = await db.product.findFirst({
    where: { id: productId, ...portalProductsWhere(portal.organizationId, portal.filter) },
    select: {
      id: true,
      sku: true,
      name: true,
      description: true,
      tags: true,
      attributes: true,
      localized: true,
      kind: true,
      familyId: true,
      parent: { select: { id: true, name: true, description: true, localized: true, familyId: true } },
      category: { select: { name: true } },
      assets: { where: { asset: honouredImage(portal.organizationId) }, orderBy: { position: "asc" }, select: { assetId: true, altText: true }, take: MAX_IMAGES },
    },
  });
  if (!product) return null;
  const text = inLocale(product, locale);
  const values = text.attributes;
  const modelOfPage = product.kind === "variant" && product.parent ? product.parent : product.kind === "model" ? product : null;
  const [definitions, links, picker] = await Promise.all([
    db.attribute.findMany({
      where: { ...ownedBy(portal), code: { in: Object.keys(values) } },
      select: { code: true, type: true, labels: true, unit: true, options: true },
    }),
    db.productAssociation.findMany({
      where: { ...ownedBy.organization(portal.organizationId), productId: product.id, target: portalProductsWhere(portal.organizationId, portal.filter) },
      orderBy: [{ type: { code: "asc" } }, { position: "asc" }],
      select: { quantity: true, type: { select: { code: true, labels: true } }, target: { select: { id: true, sku: true, name: true, localized: true } } },
      take: MAX_RELATED,
    }),
    modelOfPage ? portalVariantPicker(portal, modelOfPage, product.kind === "variant" ? product.id : null, locale) : Promise.resolve([]),
  ]);
  const dictionary = new Map<string, AttributeLabelDocument>(
    definitions.map((d) => [d.code, { code: d.code, type: d.type, unit: d.unit, labels: d.labels as Record<string, string>, options: d.options as AttributeOption[] }]),
  );
  return {
    id: product.id,
    sku: product.sku,
    name: text.name,
    description: text.description,
    categoryName: product.category?.name ?? null,
    tags: portal.publicFacets.includes("tags") ? product.tags : [],
    imageIds: product.assets.map((a) => a.assetId),
    imageAlts: Object.fromEntries(
      product.assets.flatMap((a) => {
        const alt = altTextFor(a.altText as Record<string, string>, locale);
        return alt ? [[a.assetId, alt]] : [];
      }),
    ),
    attributes: displayAttributes(values, dictionary, locale),
    related: relatedGroups(links, locale),
    model: product.kind === "variant" && product.parent ? { id: product.parent.id, name: inLocale({ ...product.parent, attributes: {} }, locale).name } : null,
    picker,
    gtin: firstGtin(definitions, product.attributes as Record<string, unknown>),
  };
});

function firstGtin(definitions: { code: string; type: string }[], attributes: Record<string, unknown>): string | null {
  const code = definitions.filter((d) => d.type === "gtin" && typeof attributes[d.code] === "string").map((d) => d.code).sort()[0];
  return code ? gtin14(attributes[code] as string) : null;
}

type LinkRow = { quantity: number | null; type: { code: string; labels: unknown }; target: { id: string; sku: string; name: string; localized: unknown } };

function relatedGroups(links: readonly LinkRow[], locale: string): RelatedGroup[] {
  const groups = new Map<string, RelatedGroup>();
  for (const { quantity, type, target } of links) {
    const group = groups.get(type.code) ?? { label: labelIn(type.labels as Record<string, string>, locale, type.code), products: [] };
    groups.set(type.code, group);
    group.products.push({ id: target.id, sku: target.sku, name: inLocale({ ...target, description: null }, locale).name, quantity });
  }
  return [...groups.values()];
}
