import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { findPublishedPortal } from "@/lib/portals/public-portal";
import { portalProduct } from "@/lib/portals/public-product";
import { isUuid } from "@/lib/portals/ids";
import { spendPublicRead } from "@/lib/http/public-limit";
import { BrandHeader } from "@/components/brand/brand-header";
import { ProductPage } from "@/components/brand/product-page";
import { TooManyRequests } from "@/components/brand/too-many-requests";

// Rendered per request, like the portal's grid.
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ slug: string; productId: string }> };

async function load(params: Props["params"]) {
  const { slug, productId } = await params;
  const portal = await findPublishedPortal(slug);
  const product = portal && isUuid(productId) ? await portalProduct(portal, productId) : null;
  return portal && product ? { portal, product } : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load(params);
  return found
    ? { title: { absolute: `${found.product.name} · ${found.portal.title}` }, description: found.product.description?.slice(0, 160) ?? `${found.product.name} by ${found.portal.supplierName}.` }
    : { title: "Not found" };
}

export default async function BrandProductPage({ params }: Props) {
  const refusal = await spendPublicRead(await headers());
  if (refusal) return <TooManyRequests retryAfterSeconds={refusal.retryAfterSeconds} />;
  const found = await load(params);
  if (!found) notFound();
  return (
    <div className="brand-page">
      <BrandHeader portal={found.portal} level="p" />
      <main className="brand-main">
        <ProductPage slug={found.portal.slug} product={found.product} />
      </main>
    </div>
  );
}
