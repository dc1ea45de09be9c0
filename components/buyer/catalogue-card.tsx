"use client";
import Link from "next/link";
import type { ProductDocument, ProductImage } from "@/lib/catalog/documents";
import { IMAGE_SLOTS, responsiveImage } from "@/lib/media/image-widths";
import { PRODUCT_PLACEHOLDER } from "@/components/brand/placeholder";
import type { Selection } from "./selection";


// One product of the catalogue: its first image (a model's, or its first
// variant's) at the size shown, what it is, who makes it, and a box to
// choose it for export. No quality score: that is the supplier's working
// figure, not something it shows its customers.
export function CatalogueCard({ product, image, selection }: { product: ProductDocument; image: ProductImage | undefined; selection: Selection }) {
  const checked = selection.has(product.id);
  return (
    <li className="product-card">
      {image ? (
        // A sized copy chosen from srcset, never the original; next/image would proxy every image through the server.
        // eslint-disable-next-line @next/next/no-img-element
        <img {...responsiveImage(image.sizedUrl, IMAGE_SLOTS.buyerCard.widths, IMAGE_SLOTS.buyerCard.sizes)} alt={product.name} width={320} height={240} loading="lazy" decoding="async" />
      ) : (
        // Decorative: the card's heading names the product.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={PRODUCT_PLACEHOLDER} alt="" width={320} height={240} loading="lazy" decoding="async" />
      )}
      <div className="product-card-body">
        <h2>
          <Link href={`/buyer/products/${product.id}`}>{product.name}</Link>
        </h2>
        <p className="small muted">
          {product.supplierName} · SKU {product.sku}
          {product.categoryName ? ` · ${product.categoryName}` : ""}
        </p>
        {product.kind === "model" ? <span className="badge">with variants</span> : null}
        <label className="check">
          <input type="checkbox" checked={checked} disabled={!checked && selection.isFull} onChange={() => selection.toggle(product.id, product.name)} /> Select{" "}
          <span className="visually-hidden">{product.name}</span>
        </label>
      </div>
    </li>
  );
}
