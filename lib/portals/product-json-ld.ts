import type { PublicProductDetail } from "./public-product";

// schema.org Product for a brand portal's product page (search engines
// read it as structured data): name, description, sku, gtin, images and
// the brand. Pure.
export function productJsonLd(product: PublicProductDetail, page: { url: string; imageUrls: string[]; brand: string }): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    sku: product.sku,
    ...(product.gtin ? { gtin: product.gtin } : {}),
    ...(page.imageUrls.length ? { image: page.imageUrls } : {}),
    brand: { "@type": "Brand", name: page.brand },
    url: page.url,
  };
}

// JSON inside a <script> element: "<" written as its escape, so no value
// can close the element.
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
