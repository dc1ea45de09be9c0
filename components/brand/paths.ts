// Addresses of a public portal's pages, keeping the visitor's language
// when it is not the supplier's default.
export type PortalLink = { slug: string; lang: string | null };

export function portalHref(link: PortalLink, path = "", params: Record<string, string | undefined> = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  if (link.lang) query.set("lang", link.lang);
  const qs = query.toString();
  return `/brand/${link.slug}${path}${qs ? `?${qs}` : ""}`;
}

export const productHref = (link: PortalLink, productId: string) => portalHref(link, `/products/${productId}`);
