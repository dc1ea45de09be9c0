import { PRODUCT_PLACEHOLDER } from "./placeholder";
import type { PublicProduct } from "@/lib/portals/public-search";

// One product of a public brand portal; server-rendered, no client code.
export function ProductCard({ slug, product, eager }: { slug: string; product: PublicProduct; eager: boolean }) {
  return (
    <li className="product-card">
      {product.hasImage ? (
        // A redirect to a short-lived store URL; next/image would proxy every image through the server.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={`/brand/${slug}/products/${product.id}/image`}
          alt={product.name}
          width={320}
          height={240}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
        />
      ) : (
        // A static file of public/; decorative, the card's heading names the product.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={PRODUCT_PLACEHOLDER} alt="" width={320} height={240} loading={eager ? "eager" : "lazy"} decoding="async" />
      )}
      <div className="product-card-body">
        <h2>
          <a href={`/brand/${slug}/products/${product.id}`}>{product.name}</a>
        </h2>
        <p className="muted">
          SKU {product.sku}
          {product.categoryName ? ` · ${product.categoryName}` : ""}
        </p>
        {product.description ? <p className="product-card-text">{product.description}</p> : null}
      </div>
    </li>
  );
}
