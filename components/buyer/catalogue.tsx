"use client";
import Link from "next/link";
import { itemsOf } from "@/lib/portal-client/hooks/paged";
import { useProductSearch } from "@/lib/portal-client/hooks/use-products";
import { FacetList } from "@/components/search/facet-list";
import { useSearchFilters } from "@/components/search/use-search-filters";
import { QualityBadge } from "@/components/ui/badges";
import { LoadMore } from "@/components/ui/load-more";
import { EmptyState, ErrorState, Loading } from "@/components/ui/states";

const FACETS = "supplierName,categoryName,tags,qualityScore";

// Every connected supplier's active products in one search (the API scopes it).
export function Catalogue() {
  const filters = useSearchFilters();
  const search = useProductSearch({ ...filters.query, facetBy: FACETS, limit: 48 });
  const products = itemsOf(search.data);
  return (
    <>
      <h1>Catalogue</h1>
      <div className="field">
        <label htmlFor="catalogue-search">Search the catalogue</label>
        <input id="catalogue-search" type="search" placeholder="SKU, name or description" value={filters.text} onChange={(e) => filters.setText(e.target.value)} />
      </div>
      <div className="with-facets">
        <aside aria-label="Filters">
          {filters.active ? (
            <p>
              <button type="button" className="link" onClick={filters.clear}>
                Clear all filters
              </button>
            </p>
          ) : null}
          <FacetList facets={search.data?.pages[0]?.facets ?? []} selected={filters.selected} onToggle={filters.toggle} />
        </aside>
        <section aria-live="polite" aria-busy={search.isFetching}>
          {search.isPending ? (
            <Loading label="Searching…" />
          ) : search.isError ? (
            <ErrorState error={search.error} retry={() => search.refetch()} />
          ) : products.length === 0 ? (
            filters.active ? (
              <EmptyState title="No products match">
                <p>Try other words or clear the filters.</p>
              </EmptyState>
            ) : (
              <EmptyState title="Your catalogue is empty">
                <p>
                  Products appear once a supplier connects with you. <Link href="/buyer/connections">Accept an invitation</Link>.
                </p>
              </EmptyState>
            )
          ) : (
            <>
              <ul className="product-grid" aria-label="Results">
                {products.map((p) => (
                  <li key={p.id} className="product-card">
                    <div className="product-card-body">
                      <h2>
                        <Link href={`/buyer/products/${p.id}`}>{p.name}</Link>
                      </h2>
                      <p className="small muted">
                        {p.supplierName} · SKU {p.sku}
                        {p.categoryName ? ` · ${p.categoryName}` : ""}
                      </p>
                      <QualityBadge score={p.qualityScore} band={p.qualityBand} />
                    </div>
                  </li>
                ))}
              </ul>
              <LoadMore hasNextPage={search.hasNextPage} isFetchingNextPage={search.isFetchingNextPage} fetchNextPage={search.fetchNextPage} />
            </>
          )}
        </section>
      </div>
    </>
  );
}
