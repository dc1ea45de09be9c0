import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { findPublishedPortal, portalProducts } from "@/lib/portals/public-portal";
import { DEFAULT_BRAND_COLOR, readableTextOn } from "@/lib/portals/contrast";
import { ProductCard } from "@/components/brand/product-card";

// Rendered per request: publishing, unpublishing and catalogue edits show at once.
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<{ after?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const portal = await findPublishedPortal((await params).slug);
  return portal ? { title: { absolute: `${portal.title} · ${portal.supplierName}` }, description: `Products of ${portal.supplierName}.` } : { title: "Not found" };
}

export default async function BrandPortalPage({ params, searchParams }: Props) {
  const { slug } = await params;
  const portal = await findPublishedPortal(slug);
  if (!portal) notFound();
  const after = (await searchParams).after;
  const page = await portalProducts(portal, typeof after === "string" ? after : undefined);
  const brand = portal.primaryColor ?? DEFAULT_BRAND_COLOR;
  return (
    <div className="brand-page">
      <header className="brand-header" style={{ background: brand, color: readableTextOn(brand) }}>
        {portal.logoUrl ? (
          // The logo is a redirect to the object store; next/image would proxy it through the server.
          // eslint-disable-next-line @next/next/no-img-element
          <img className="brand-logo" src={portal.logoUrl} alt={`${portal.supplierName} logo`} width={96} height={96} />
        ) : null}
        <div>
          <h1>{portal.title}</h1>
          <p>by {portal.supplierName}</p>
        </div>
      </header>
      <main className="brand-main">
        {page.items.length === 0 ? (
          <p className="empty">No products here yet. Please come back soon.</p>
        ) : (
          <ul className="product-grid" aria-label="Products">
            {page.items.map((product, i) => (
              <ProductCard key={product.id} slug={portal.slug} product={product} eager={i < 4} />
            ))}
          </ul>
        )}
        {page.nextCursor ? (
          <nav className="pager" aria-label="More products">
            <a className="button" href={`/brand/${portal.slug}?after=${encodeURIComponent(page.nextCursor)}`}>
              More products
            </a>
          </nav>
        ) : null}
      </main>
    </div>
  );
}
