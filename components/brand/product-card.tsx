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
        <div className="product-card-placeholder" aria-hidden="true">
          {product.name.slice(0, 1).toUpperCase()}
        </div>
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
