import { PRODUCT_PLACEHOLDER } from "./placeholder";
import { productHref, type PortalLink } from "./paths";
import { IMAGE_SLOTS, responsiveImage } from "@/lib/media/image-widths";
import type { PublicProduct } from "@/lib/portals/public-search";

// One card of a public brand portal (a simple product, or a model for all
// its variants); server-rendered, no client code. The image is a sized copy
// chosen by the browser from srcset, never the original file.
export function ProductCard({ link, product, eager, highPriority }: { link: PortalLink; product: PublicProduct; eager: boolean; highPriority: boolean }) {
  const loading = eager ? "eager" : "lazy";
  return (
    <li className="product-card">
      {product.imageOf ? (
        // Redirects to short-lived store URLs; next/image would proxy every image through the server.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          {...responsiveImage(`/brand/${link.slug}/products/${product.imageOf}/image`, IMAGE_SLOTS.card.widths, IMAGE_SLOTS.card.sizes)}
          alt={product.name}
          width={320}
          height={240}
          loading={loading}
          fetchPriority={highPriority ? "high" : undefined}
          decoding="async"
        />
      ) : (
        // A static file of public/; decorative, the card's heading names the product.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={PRODUCT_PLACEHOLDER} alt="" width={320} height={240} loading={loading} decoding="async" />
      )}
      <div className="product-card-body" lang={link.lang ?? undefined}>
        <h2>
          <a href={productHref(link, product.id)}>{product.name}</a>
        </h2>
        <p className="muted">
          SKU {product.sku}
          {product.categoryName ? ` · ${product.categoryName}` : ""}
        </p>
        {product.variantCount > 1 ? <p className="badge">{`${product.variantCount} variants`}</p> : null}
        {product.description ? <p className="product-card-text">{product.description}</p> : null}
      </div>
    </li>
  );
}
