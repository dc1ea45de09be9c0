"use client";
import { Thumbnail } from "@/components/ui/thumbnail";
import Link from "next/link";
import type { ProductDocument } from "@/lib/portal-client/api-types";
import { typeCodeAsWords } from "@/lib/portal-client/association-labels";
import { linkedIds } from "@/lib/portal-client/associations";
import { useProductsByIds } from "@/lib/portal-client/hooks/use-associations";

// The products the supplier associates with this one (spare parts,
// accessories…), per type. The API sends a buyer only links to products it
// may read itself, so each one opens.
export function RelatedProducts({ product }: { product: ProductDocument }) {
  const types = Object.entries(product.associations).filter(([, links]) => links.length > 0);
  const targets = useProductsByIds(linkedIds(product.associations));
  if (types.length === 0) return null;
  return (
    <section className="panel" aria-labelledby="related-title">
      <h2 id="related-title">Related products</h2>
      {types.map(([code, links]) => (
        <div key={code}>
          <h3>{typeCodeAsWords(code)}</h3>
          <ul className="plain-list association-list" aria-label={typeCodeAsWords(code)}>
            {links.map((link) => {
              const target = targets.data?.get(link.productId);
              return (
                <li key={link.productId} className="association-row">
                  <Thumbnail url={target?.thumbnailUrl} />
                  <span className="association-name">
                    <Link href={`/buyer/products/${link.productId}`}>{target?.name ?? "Product"}</Link> <span className="muted mono small">{target?.sku}</span>
                  </span>
                  {link.quantity !== undefined ? <span className="badge">× {link.quantity}</span> : null}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}
