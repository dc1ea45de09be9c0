import { PRODUCT_PLACEHOLDER } from "./placeholder";
import { portalHref, productHref, type PortalLink } from "./paths";
import { VariantPicker } from "./variant-picker";
import { IMAGE_SLOTS, responsiveImage } from "@/lib/media/image-widths";
import type { PublicProductDetail } from "@/lib/portals/public-product";

// A product of a public brand portal: server-rendered, no client code. The
// first image is the page's largest paint, so it loads eagerly and first;
// every image is a sized copy the browser picks from srcset.
export function ProductPage({ link, product }: { link: PortalLink; product: PublicProductDetail }) {
  const imageUrl = (assetId: string) => `/brand/${link.slug}/products/${product.id}/images/${assetId}`;
  const [main, ...more] = product.imageIds;
  return (
    <article className="brand-product">
      <p>
        <a href={portalHref(link)}>← All products</a>
      </p>
      <div className="brand-product-layout">
        <div className="brand-product-media">
          {main ? (
            // Redirects to short-lived store URLs; next/image would proxy every image through the server.
            // eslint-disable-next-line @next/next/no-img-element
            <img
              {...responsiveImage(imageUrl(main), IMAGE_SLOTS.main.widths, IMAGE_SLOTS.main.sizes)}
              alt={product.imageAlts[main] ?? product.name}
              width={640}
              height={480}
              fetchPriority="high"
              decoding="async"
            />
          ) : (
            // eslint-disable-next-line @next/next/no-img-element
            <img src={PRODUCT_PLACEHOLDER} alt="" width={640} height={480} decoding="async" />
          )}
          {more.length ? (
            <ul className="brand-thumbs" aria-label="More images">
              {more.map((assetId, i) => (
                <li key={assetId}>
                  {/* eslint-disable-next-line @next/next/no-img-element */}
                  <img
                    {...responsiveImage(imageUrl(assetId), IMAGE_SLOTS.thumb.widths, IMAGE_SLOTS.thumb.sizes)}
                    alt={product.imageAlts[assetId] ?? `${product.name}, image ${i + 2}`}
                    width={128}
                    height={96}
                    loading="lazy"
                    decoding="async"
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div lang={link.lang ?? undefined}>
          <h1>{product.name}</h1>
          <p className="muted">
            SKU {product.sku}
            {product.categoryName ? ` · ${product.categoryName}` : ""}
          </p>
          {product.model && product.model.name !== product.name ? (
            <p className="small">
              A variant of <a href={productHref(link, product.model.id)}>{product.model.name}</a>
            </p>
          ) : null}
          <VariantPicker axes={product.picker} hrefOf={(id) => productHref(link, id)} />
          {product.description ? <p className="brand-product-text">{product.description}</p> : null}
          {product.attributes.length ? (
            <section aria-labelledby="brand-attributes">
              <h2 id="brand-attributes">Details</h2>
              <dl className="attribute-list">
                {product.attributes.map((a) => (
                  <div key={a.code}>
                    <dt>{a.label}</dt>
                    <dd>{a.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
          {product.related.map((group) => (
            <section key={group.label} aria-label={group.label}>
              <h2>{group.label}</h2>
              <ul className="plain-list">
                {group.products.map((p) => (
                  <li key={p.id}>
                    <a href={productHref(link, p.id)}>{p.name}</a> <span className="muted small">SKU {p.sku}</span>{" "}
                    {p.quantity !== null ? <span className="badge">{`× ${p.quantity}`}</span> : null}
                  </li>
                ))}
              </ul>
            </section>
          ))}
          {product.tags.length ? (
            <ul className="chips" aria-label="Tags">
              {product.tags.map((t) => (
                <li key={t} className="badge">
                  <a href={portalHref(link, "", { tag: t })}>{t}</a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </article>
  );
}
