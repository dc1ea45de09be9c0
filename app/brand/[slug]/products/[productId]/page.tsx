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
import { LanguageSwitch } from "@/components/brand/language-switch";
import { productHref } from "@/components/brand/paths";
import { portalLocaleOf } from "@/lib/portals/locale";
import { productJsonLd, scriptJson } from "@/lib/portals/product-json-ld";
import { appUrl } from "@/lib/config/app-url";

// Rendered per request, like the portal's grid.
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ slug: string; productId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

// The page's language: ?lang= when the supplier enabled it, else its default.
async function load(params: Props["params"], searchParams: Props["searchParams"]) {
  const [{ slug, productId }, query] = await Promise.all([params, searchParams]);
  const portal = await findPublishedPortal(slug);
  if (!portal) return null;
  const locale = portalLocaleOf(portal, typeof query.lang === "string" ? query.lang : undefined);
  const product = isUuid(productId) ? await portalProduct(portal, productId, locale) : null;
  return product ? { portal, product, locale, link: { slug: portal.slug, lang: locale === portal.locale ? null : locale } } : null;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const found = await load(params, searchParams);
  return found
    ? { title: { absolute: `${found.product.name} · ${found.portal.title}` }, description: found.product.description?.slice(0, 160) ?? `${found.product.name} by ${found.portal.supplierName}.` }
    : { title: "Not found" };
}

export default async function BrandProductPage({ params, searchParams }: Props) {
  const refusal = await spendPublicRead(await headers());
  if (refusal) return <TooManyRequests retryAfterSeconds={refusal.retryAfterSeconds} />;
  const found = await load(params, searchParams);
  if (!found) notFound();
  const { portal, product, locale, link } = found;
  const jsonLd = productJsonLd(product, {
    url: appUrl(productHref(link, product.id)),
    imageUrls: product.imageIds.slice(0, 3).map((assetId) => appUrl(`/brand/${portal.slug}/products/${product.id}/images/${assetId}?w=1280`)),
    brand: portal.title,
  });
  return (
    <div className="brand-page">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(jsonLd) }} />
      <BrandHeader portal={portal} level="p" link={link}>
        <LanguageSwitch locales={portal.locales} current={locale} hrefFor={(l) => productHref({ slug: portal.slug, lang: l === portal.locale ? null : l }, product.id)} />
      </BrandHeader>
      <main className="brand-main">
        <ProductPage link={link} product={product} />
      </main>
    </div>
  );
}
