"use client";
import { altTextFor } from "@/lib/catalog/alt-text";
import { readerLocale } from "@/lib/portal-client/reader-locale";
import Link from "next/link";
import { isNotFound } from "@/lib/portal-client/fetch-client";
import { useProduct, useProductAssets } from "@/lib/portal-client/hooks/use-products";
import { AssetPreview } from "@/components/assets/asset-preview";
import { EmptyState, ErrorState, Loading } from "@/components/ui/states";
import { AttributeList } from "./attribute-list";
import { RelatedProducts } from "./related-products";
import { ModelLink, VariantList } from "./variant-list";

export function ProductDetail({ id }: { id: string }) {
  const product = useProduct(id);
  const media = useProductAssets(id);
  if (product.isPending) return <Loading label="Loading product…" />;
  if (isNotFound(product.error))
    return (
      <EmptyState title="Product not available">
        <p>
          It may have been withdrawn, or the supplier connection ended. <Link href="/buyer">Back to the catalogue</Link>
        </p>
      </EmptyState>
    );
  if (product.isError) return <ErrorState error={product.error} retry={() => product.refetch()} />;
  const p = product.data;
  return (
    <>
      <p>
        <Link href="/buyer">← Catalogue</Link>
      </p>
      <h1>{p.name}</h1>
      <p className="muted">
        {p.supplierName} · SKU <span className="mono">{p.sku}</span>
        {p.categoryName ? ` · ${p.categoryName}` : ""}
      </p>
      {p.kind === "variant" && p.parentId ? <ModelLink parentId={p.parentId} /> : null}
      {p.kind === "model" ? (
        <section aria-labelledby="variants-title">
          <h2 id="variants-title">Variants</h2>
          <VariantList model={p} />
        </section>
      ) : null}
      <div className="two-col">
        <section aria-labelledby="media-title">
          <h2 id="media-title">Media</h2>
          {media.isPending ? (
            <Loading label="Loading media…" />
          ) : media.isError ? (
            <ErrorState error={media.error} retry={() => media.refetch()} />
          ) : media.data.assets.length === 0 ? (
            <p className="muted">The supplier has not added media yet.</p>
          ) : (
            <ul className="asset-grid">
              {media.data.assets.map((a) => (
                <li key={a.id} className="asset-card">
                  <AssetPreview asset={a} alt={altTextFor(media.data.altText[a.id], readerLocale()) ?? `${p.name}: ${a.filename}`} />
                  <div className="asset-card-body">{a.downloadUrl ? <a href={a.downloadUrl}>Download {a.filename}</a> : a.filename}</div>
                </li>
              ))}
            </ul>
          )}
          {p.description ? (
            <>
              <h2>Description</h2>
              <p style={{ whiteSpace: "pre-line" }}>{p.description}</p>
            </>
          ) : null}
        </section>
        <section className="panel" aria-labelledby="attributes-title">
          <h2 id="attributes-title">Attributes</h2>
          <AttributeList product={p} />
          {p.tags.length ? (
            <>
              <h3>Tags</h3>
              <ul className="chips">
                {p.tags.map((t) => (
                  <li key={t} className="badge">
                    {t}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {Object.entries(p.localized).map(([locale, v]) => (
            <div key={locale} lang={locale}>
              <h3>Translation {locale}</h3>
              {v.name ? <p>{v.name}</p> : null}
              {v.description ? <p className="small">{v.description}</p> : null}
            </div>
          ))}
        </section>
      </div>
      <RelatedProducts product={p} />
    </>
  );
}
