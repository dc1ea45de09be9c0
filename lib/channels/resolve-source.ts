import { IMAGE_AT, RENDITION_OF } from "./media-sources";

// Reads a source field of a product for a channel's locale. Localizable
// fields (name, description, attributes) take the locale's override; without
// one they fall back to the canonical value, which is recorded unless the
// channel's locale is the supplier's default (whose values are the canonical ones).
export type SourceProduct = {
  sku: string;
  name: string;
  description: string | null;
  tags: string[];
  categoryName: string | null;
  attributes: Record<string, unknown>;
  localized: Record<string, { name?: unknown; description?: unknown; attributes?: Record<string, unknown> } | undefined>;
  // Media links (lib/media), loaded only when the map names a media source.
  images: string[];
  renditions: Record<string, string>;
  // A variant's model's sku and its axis values in the family's order
  // (empty on other products).
  parentSku: string | null;
  axisValues: { code: string; value: unknown }[];
};

export type Resolved = { value: unknown; fellBack: boolean };

export function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "") || (Array.isArray(value) && value.length === 0);
}

export function resolveSource(product: SourceProduct, from: string, locale: string, defaultLocale: string): Resolved {
  const local = product.localized[locale];
  const canonical = (value: unknown): Resolved => ({ value, fellBack: locale !== defaultLocale && !isEmpty(value) });
  if (from === "name" || from === "description") {
    const override = local?.[from];
    return isEmpty(override) ? canonical(product[from]) : { value: override, fellBack: false };
  }
  if (from.startsWith("attributes.")) {
    const code = from.slice("attributes.".length);
    const override = local?.attributes?.[code];
    return isEmpty(override) ? canonical(product.attributes[code]) : { value: override, fellBack: false };
  }
  if (from === "sku") return { value: product.sku, fellBack: false };
  if (from === "parentSku") return { value: product.parentSku, fellBack: false };
  if (from === "images") return { value: product.images, fellBack: false };
  const imageAt = IMAGE_AT.exec(from);
  if (imageAt) return { value: product.images[Number(imageAt[1])] ?? null, fellBack: false };
  const preset = RENDITION_OF.exec(from);
  if (preset) return { value: product.renditions[preset[1]!.toLowerCase()] ?? null, fellBack: false };
  if (from === "tags") return { value: product.tags, fellBack: false };
  return { value: product.categoryName, fellBack: false };
}
