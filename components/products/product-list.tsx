"use client";
import Link from "next/link";
import { useRef, useState } from "react";
import { useProductSearch, type SearchInput } from "@/lib/portal-client/hooks/use-products";
import { itemsOf } from "@/lib/portal-client/hooks/paged";
import { clearFilters, hasFilters, KINDS, searchParamsOf } from "@/lib/portal-client/grid-state";
import { useCan } from "@/components/shell/viewer-context";
import { LoadMore } from "@/components/ui/load-more";
import { EmptyState, ErrorState, Loading } from "@/components/ui/states";
import { ExportDialog } from "./export-dialog";
import { BulkBar } from "./grid/bulk-bar";
import { ColumnChooser } from "./grid/column-chooser";
import { GridFacets } from "./grid/grid-facets";
import { GridTable } from "./grid/grid-table";
import { useColumnViews } from "./grid/use-column-views";
import { useGridState } from "./grid/use-grid-state";

const FACETS = "status,qualityScore,categoryName,tags";
const TYPING_PAUSE_MS = 300;

// ?kind= of the list's URL: which kinds of product it shows (docs/api.md, "Attributes").
const KIND_LABELS: Record<(typeof KINDS)[number], string> = {
  "": "All products",
  "simple,model": "Simple products and models (hide variants)",
  model: "Models",
  variant: "Variants",
  simple: "Simple products",
};

// The producer's product grid: its filters, order and kind live in the URL,
// its columns in saved views, and chosen rows take a bulk action.
export function ProductList() {
  const [state, update] = useGridState();
  const views = useColumnViews();
  const canWrite = useCan("products:write");
  // The box shows what is typed; the URL follows once typing pauses.
  const [text, setText] = useState(state.q);
  const typing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  function type(value: string) {
    setText(value);
    clearTimeout(typing.current);
    typing.current = setTimeout(() => update((current) => ({ ...current, q: value })), TYPING_PAUSE_MS);
  }

  const selection: SearchInput = searchParamsOf({ ...state, sort: null });
  const search = useProductSearch({ ...searchParamsOf(state), facetBy: FACETS, include: "thumbnail", limit: 50 });
  const products = itemsOf(search.data);

  // Chosen rows belong to the selection they were chosen in: other filters start with none.
  const filterKey = JSON.stringify(selection);
  const [chosen, setChosen] = useState<{ filterKey: string; ids: ReadonlySet<string> }>({ filterKey, ids: new Set() });
  const selected = chosen.filterKey === filterKey ? chosen.ids : new Set<string>();
  function select(ids: string[], on: boolean) {
    const next = new Set(selected);
    for (const id of ids) if (on) next.add(id);
    else next.delete(id);
    setChosen({ filterKey, ids: next });
  }
  const clearSelection = () => setChosen({ filterKey, ids: new Set() });
  const filtered = hasFilters(state) || state.kind !== "";

  return (
    <>
      <div className="page-head">
        <h1>Products</h1>
        <div className="button-row">
          <ColumnChooser views={views} />
          <ExportDialog query={selection} />
          {canWrite ? (
            <>
              <Link className="button secondary" href="/producer/imports">
                Import
              </Link>
              <Link className="button" href="/producer/products/new">
                New product
              </Link>
            </>
          ) : null}
        </div>
      </div>
      <div className="grid-controls">
        <div className="field">
          <label htmlFor="product-search">Search products</label>
          <input id="product-search" type="search" placeholder="SKU, name or description" value={text} onChange={(e) => type(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="product-kind">Show</label>
          <select id="product-kind" value={state.kind} onChange={(e) => update((current) => ({ ...current, kind: e.target.value }))}>
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="with-facets">
        <aside aria-label="Filters">
          {hasFilters(state) ? (
            <p>
              <button type="button" className="link" onClick={() => (clearTimeout(typing.current), setText(""), update(clearFilters))}>
                Clear all filters
              </button>
            </p>
          ) : null}
          <GridFacets state={state} onChange={update} facets={search.data?.pages[0]?.facets ?? []} />
        </aside>
        <section className="grid-results" aria-live="polite" aria-busy={search.isFetching}>
          {canWrite ? <BulkBar selected={[...selected]} onDone={clearSelection} /> : null}
          {search.isPending ? (
            <Loading label="Loading products…" />
          ) : search.isError ? (
            <ErrorState error={search.error} retry={() => search.refetch()} />
          ) : products.length === 0 ? (
            filtered ? (
              <EmptyState title="No products match">
                <p>Try other words, another kind, or clear the filters.</p>
              </EmptyState>
            ) : (
              <EmptyState title="No products yet">
                <p>Create your first product, or import many at once from a CSV or XLSX file.</p>
                {canWrite ? (
                  <p className="button-row" style={{ justifyContent: "center" }}>
                    <Link className="button" href="/producer/products/new">
                      New product
                    </Link>
                    <Link className="button secondary" href="/producer/imports">
                      Import a file
                    </Link>
                  </p>
                ) : null}
              </EmptyState>
            )
          ) : (
            <>
              <GridTable
                products={products}
                columns={views.columns}
                state={state}
                onSort={(sort) => update((current) => ({ ...current, sort }))}
                selected={selected}
                onSelect={select}
                selectable={canWrite}
              />
              <LoadMore hasNextPage={search.hasNextPage} isFetchingNextPage={search.isFetchingNextPage} fetchNextPage={search.fetchNextPage} />
            </>
          )}
        </section>
      </div>
    </>
  );
}
