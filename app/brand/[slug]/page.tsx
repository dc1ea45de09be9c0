import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { findPublishedPortal } from "@/lib/portals/public-portal";
import { portalFilters, searchPortal } from "@/lib/portals/public-search";
import { publicSearchQuery, type PublicSearchQuery } from "@/lib/portals/schemas";
import { spendPublicRead } from "@/lib/http/public-limit";
import { BrandHeader } from "@/components/brand/brand-header";
import { ProductCard } from "@/components/brand/product-card";
import { SearchForm } from "@/components/brand/search-form";
import { TooManyRequests } from "@/components/brand/too-many-requests";
import { LanguageSwitch } from "@/components/brand/language-switch";
import { portalHref } from "@/components/brand/paths";
import { portalLocaleOf } from "@/lib/portals/locale";

// The grid is at most four columns wide (.brand-main), so a desktop screen
// shows two rows: their eight images load with the page, not when layout
// finds them on screen (the largest paint is whichever of the eight is drawn
// last), and the first row's four, all a phone shows, come first.
const EAGER_CARDS = 8;
const FIRST_ROW = 4;

// Rendered per request: publishing, unpublishing and catalogue edits show at once.
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const portal = await findPublishedPortal((await params).slug);
  return portal ? { title: { absolute: `${portal.title} · ${portal.supplierName}` }, description: `Products of ${portal.supplierName}.` } : { title: "Not found" };
}

// The first value of each parameter, checked; a refused one is named on the page and the rest kept.
function readSearch(raw: Record<string, string | string[] | undefined>): { search: PublicSearchQuery; error: string | null } {
  const first = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
  const parsed = publicSearchQuery.safeParse(first);
  if (parsed.success) return { search: parsed.data, error: null };
  const bad = new Set(parsed.error.issues.map((i) => String(i.path[0])));
  const kept = publicSearchQuery.parse(Object.fromEntries(Object.entries(first).filter(([k]) => !bad.has(k))));
  return { search: kept, error: parsed.error.issues[0]!.message };
}

export default async function BrandPortalPage({ params, searchParams }: Props) {
  const refusal = await spendPublicRead(await headers());
  if (refusal) return <TooManyRequests retryAfterSeconds={refusal.retryAfterSeconds} />;
  const { slug } = await params;
  const portal = await findPublishedPortal(slug);
  if (!portal) notFound();
  const { search, error } = readSearch(await searchParams);
  const locale = portalLocaleOf(portal, search.lang);
  const link = { slug: portal.slug, lang: locale === portal.locale ? null : locale };
  const [page, filters] = await Promise.all([searchPortal(portal, search, locale), portalFilters(portal)]);
  const searching = Boolean(search.q || filters.categories.some((c) => c.value === search.category) || filters.tags.some((t) => t.value === search.tag));
  const current = { q: search.q, category: search.category, tag: search.tag };
  return (
    <div className="brand-page">
      <BrandHeader portal={portal} level="h1" link={link}>
        <LanguageSwitch locales={portal.locales} current={locale} hrefFor={(l) => portalHref({ slug: portal.slug, lang: l === portal.locale ? null : l }, "", current)} />
      </BrandHeader>
      <main className="brand-main">
        <SearchForm link={link} search={search} categories={filters.categories} tags={filters.tags} error={error} />
        <p className="result-count" role="status">
          {resultCount(page.total, searching)}
        </p>
        {page.items.length === 0 ? (
          <p className="empty">{searching ? "Try other words, or show all products." : "Please come back soon."}</p>
        ) : (
          <ul className="product-grid" aria-label="Products">
            {page.items.map((product, i) => (
              <ProductCard key={product.id} link={link} product={product} eager={i < EAGER_CARDS} highPriority={i < FIRST_ROW} />
            ))}
          </ul>
        )}
        {page.nextCursor ? (
          <nav className="pager" aria-label="More products">
            <a className="button" href={portalHref(link, "", { ...current, after: page.nextCursor })}>
              More products
            </a>
          </nav>
        ) : null}
      </main>
    </div>
  );
}

function resultCount(total: number, searching: boolean): string {
  if (total === 0) return searching ? "No products match this search." : "No products here yet.";
  const products = `${total.toLocaleString("en")} ${total === 1 ? "product" : "products"}`;
  return searching ? `${products} match this search.` : products;
}
