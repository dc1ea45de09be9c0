"use client";
import Link from "next/link";
import type { ProductDocument, ProductImage } from "@/lib/catalog/documents";
import { thumbnailOf } from "@/lib/catalog/attributes/display";
import type { Selection } from "./selection";

// Cards are about 14-20 rem wide; a rendition of 320 px or more fills one.
const CARD_IMAGE_WIDTH = 320;

// One product of the catalogue: its first image, what it is, who makes it,
// and a box to choose it for export. No quality score: that is the
// supplier's working figure, not something it shows its customers.
export function CatalogueCard({ product, image, selection }: { product: ProductDocument; image: ProductImage | undefined; selection: Selection }) {
  const checked = selection.has(product.id);
  return (
    <li className="product-card">
      {image ? (
        // A short-lived store URL; next/image would proxy every image through the server.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={thumbnailOf(image, CARD_IMAGE_WIDTH)} alt={product.name} width={320} height={240} loading="lazy" decoding="async" />
      ) : (
        <div className="product-card-placeholder" aria-hidden="true">
          {product.name.slice(0, 1).toUpperCase()}
        </div>
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
