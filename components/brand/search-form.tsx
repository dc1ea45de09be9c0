import type { PublicFilterOption } from "@/lib/portals/public-search";
import type { PublicSearchQuery } from "@/lib/portals/schemas";
import { portalHref, type PortalLink } from "./paths";

type Props = { link: PortalLink; search: PublicSearchQuery; categories: PublicFilterOption[]; tags: PublicFilterOption[]; error: string | null };

// A plain GET form: it works without JavaScript, and each search has an
// address that can be shared and cached. Only the filters the brand
// published are offered (the lists are empty otherwise).
export function SearchForm({ link, search, categories, tags, error }: Props) {
  const filtered = search.q || categories.some((c) => c.value === search.category) || tags.some((t) => t.value === search.tag);
  return (
    <form className="brand-search" role="search" action={`/brand/${link.slug}`} method="get" aria-label="Search products">
      {link.lang ? <input type="hidden" name="lang" value={link.lang} /> : null}
      <div className="field">
        <label htmlFor="brand-q">Search</label>
        <input id="brand-q" name="q" type="search" defaultValue={search.q ?? ""} maxLength={200} placeholder="Name, SKU or description" aria-describedby={error ? "brand-search-error" : undefined} />
      </div>
      {categories.length ? (
        <div className="field">
          <label htmlFor="brand-category">Category</label>
          <select id="brand-category" name="category" defaultValue={search.category ?? ""}>
            <option value="">All categories</option>
            {categories.map((c) => (
              <option key={c.value} value={c.value}>
                {`${c.label} (${c.count})`}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {tags.length ? (
        <div className="field">
          <label htmlFor="brand-tag">Tag</label>
          <select id="brand-tag" name="tag" defaultValue={search.tag ?? ""}>
            <option value="">All tags</option>
            {tags.map((t) => (
              <option key={t.value} value={t.value}>
                {`${t.label} (${t.count})`}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="brand-search-actions">
        <button type="submit">Search</button>
        {filtered ? <a href={portalHref(link)}>Show all</a> : null}
      </div>
      {error ? (
        <p id="brand-search-error" className="notice error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
