"use client";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { itemsOf } from "@/lib/portal-client/hooks/paged";
import { useProductSearch } from "@/lib/portal-client/hooks/use-products";
import { QUALITY_BANDS } from "@/lib/catalog/quality-band";
import { FacetList } from "@/components/search/facet-list";
import { useSearchFilters } from "@/components/search/use-search-filters";
import { useCan } from "@/components/shell/viewer-context";
import { LoadMore } from "@/components/ui/load-more";
import { EmptyState, ErrorState, Loading } from "@/components/ui/states";
import { ProductTable } from "./product-table";

const FACETS = "status,qualityScore,categoryName,tags";

export function ProductList() {
  const band = useSearchParams().get("qualityBand");
  const filters = useSearchFilters(band && (QUALITY_BANDS as readonly string[]).includes(band) ? { qualityScore: [band] } : {});
  const search = useProductSearch({ ...filters.query, facetBy: FACETS, limit: 50 });
  const canWrite = useCan("products:write");
  const products = itemsOf(search.data);
  const facets = search.data?.pages[0]?.facets ?? [];

  return (
    <>
      <div className="page-head">
        <h1>Products</h1>
        {canWrite ? (
          <div className="button-row">
            <Link className="button secondary" href="/producer/products/import">
              Import CSV
            </Link>
            <Link className="button" href="/producer/products/new">
              New product
            </Link>
          </div>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor="product-search">Search products</label>
        <input id="product-search" type="search" placeholder="SKU, name or description" value={filters.text} onChange={(e) => filters.setText(e.target.value)} />
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
          <FacetList facets={facets} selected={filters.selected} onToggle={filters.toggle} />
        </aside>
        <section aria-live="polite" aria-busy={search.isFetching}>
          {search.isPending ? (
            <Loading label="Loading products…" />
          ) : search.isError ? (
            <ErrorState error={search.error} retry={() => search.refetch()} />
          ) : products.length === 0 ? (
            filters.active ? (
              <EmptyState title="No products match">
                <p>Try other words or clear the filters.</p>
              </EmptyState>
            ) : (
              <EmptyState title="No products yet">
                <p>Create your first product, or import many at once from a CSV file.</p>
                {canWrite ? (
                  <p className="button-row" style={{ justifyContent: "center" }}>
                    <Link className="button" href="/producer/products/new">
                      New product
                    </Link>
                    <Link className="button secondary" href="/producer/products/import">
                      Import CSV
                    </Link>
                  </p>
                ) : null}
              </EmptyState>
            )
          ) : (
            <>
              <ProductTable products={products} caption="Products" />
              <LoadMore hasNextPage={search.hasNextPage} isFetchingNextPage={search.isFetchingNextPage} fetchNextPage={search.fetchNextPage} />
            </>
          )}
        </section>
      </div>
    </>
  );
}
