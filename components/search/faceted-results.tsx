"use client";
import type { ReactNode } from "react";
import { itemsOf } from "@/lib/portal-client/hooks/paged";
import type { useProductSearch } from "@/lib/portal-client/hooks/use-products";
import type { ProductDocument } from "@/lib/portal-client/api-types";
import { LoadMore } from "@/components/ui/load-more";
import { EmptyState, ErrorState, Loading } from "@/components/ui/states";
import { FacetList } from "./facet-list";
import type { useSearchFilters } from "./use-search-filters";

type Props = {
  // The text box's id and label.
  field: { id: string; label: string };
  filters: ReturnType<typeof useSearchFilters>;
  search: ReturnType<typeof useProductSearch>;
  loadingLabel: string;
  // Shown when nothing is filtered and still no product comes back.
  empty: ReactNode;
  children: (products: ProductDocument[]) => ReactNode;
};

// A product search box and its results beside their facets: the producer's
// list and the buyer's catalogue differ only in how a product and an empty
// catalogue look.
export function FacetedResults({ field, filters, search, loadingLabel, empty, children }: Props) {
  const products = itemsOf(search.data);
  return (
    <>
      <div className="field">
        <label htmlFor={field.id}>{field.label}</label>
        <input id={field.id} type="search" placeholder="SKU, name or description" value={filters.text} onChange={(e) => filters.setText(e.target.value)} />
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
            <Loading label={loadingLabel} />
          ) : search.isError ? (
            <ErrorState error={search.error} retry={() => search.refetch()} />
          ) : products.length === 0 ? (
            filters.active ? (
              <EmptyState title="No products match">
                <p>Try other words or clear the filters.</p>
              </EmptyState>
            ) : (
              empty
            )
          ) : (
            <>
              {children(products)}
              <LoadMore hasNextPage={search.hasNextPage} isFetchingNextPage={search.isFetchingNextPage} fetchNextPage={search.fetchNextPage} />
            </>
          )}
        </section>
      </div>
    </>
  );
}
