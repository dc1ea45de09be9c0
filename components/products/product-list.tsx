"use client";
import Link from "next/link";
import { useRef, useState } from "react";
import { useProductSearch, type SearchInput } from "@/lib/portal-client/hooks/use-products";
import { itemsOf } from "@/lib/portal-client/hooks/paged";
import { useAttributes } from "@/lib/portal-client/hooks/use-attributes";
import { useChannels } from "@/lib/portal-client/hooks/use-channels";
import { useSettings } from "@/lib/portal-client/hooks/use-settings";
import { useViews } from "@/lib/portal-client/hooks/use-views";
import { readinessChannelOf } from "@/lib/portal-client/grid-columns";
import { clearFilters, columnsOf, filterParamsOf, hasFilters, KINDS, orderLabel, searchParamsOf } from "@/lib/portal-client/grid-state";
import { useCan } from "@/components/shell/viewer-context";
import { LoadMore } from "@/components/ui/load-more";
import { EmptyState, ErrorState, Loading } from "@/components/ui/states";
import { ExportDialog } from "./export-dialog";
import { AttributeFilters } from "./grid/attribute-filters";
import { BulkBar } from "./grid/bulk-bar";
import { CatalogueFilters } from "./grid/catalogue-filters";
import { ColumnChooser } from "./grid/column-chooser";
import { FACET_BY, GridFacets } from "./grid/grid-facets";
import { GridTable } from "./grid/grid-table";
import { ReadinessChips, ReadinessFacets } from "./grid/readiness-filters";
import { SelectionNote, useGridSelection } from "./grid/use-grid-selection";
import { useDefaultView } from "./grid/use-default-view";
import { useGridSequence } from "./grid/use-grid-sequence";
import { useGridState, type GridUpdate } from "./grid/use-grid-state";
import { ViewPicker } from "./grid/view-picker";

const TYPING_PAUSE_MS = 300;
const PAGE = 50;
const READINESS_POLL_MS = 5_000;

// ?kind= of the list's URL: which kinds of product it shows (docs/api.md, "Attributes").
const KIND_LABELS: Record<(typeof KINDS)[number], string> = {
  "": "All products",
  "simple,model": "Simple products and models (hide variants)",
  model: "Models",
  variant: "Variants",
  simple: "Simple products",
};

// The producer's product grid: its filters, order, columns and view live in
// the URL, views are kept on the server, chosen rows (or every match) take a
// bulk action, and cells are edited in place.
export function ProductList() {
  const [state, update] = useGridState();
  const views = useViews();
  const attributes = useAttributes();
  const settings = useSettings();
  const channels = itemsOf(useChannels().data);
  const channelName = (id: string) => channels.find((c) => c.id === id)?.name ?? "a channel";
  const dictionary = attributes.data ?? [];
  const locale = settings.data?.defaultLocale ?? "en";
  const canWrite = useCan("products:write");
  // The box shows what is typed; the URL follows once typing pauses. A query
  // the box did not send (the back button, a view opened) replaces its text.
  const [text, setText] = useState(state.q);
  const [sent, setSent] = useState(state.q);
  if (state.q.trim() !== sent.trim()) {
    setSent(state.q);
    setText(state.q);
  }
  const typing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  function type(value: string) {
    setText(value);
    clearTimeout(typing.current);
    typing.current = setTimeout(() => {
      setSent(value);
      update((current) => ({ ...current, q: value }));
    }, TYPING_PAUSE_MS);
  }
  // A view opened or the filters cleared replace what is still being typed.
  const replaceAll: GridUpdate = (change, options) => {
    clearTimeout(typing.current);
    update((current) => {
      const next = change(current);
      setText(next.q);
      setSent(next.q);
      return next;
    }, options);
  };
  useDefaultView(state, replaceAll, views.data);

  const filter = filterParamsOf(state);
  const columns = columnsOf(state);
  // A readiness column reads each product's readiness for every channel.
  const readiness = columns.some((id) => readinessChannelOf(id) !== null);
  const include = readiness ? "thumbnail,channelReadiness" : "thumbnail";
  // Always asked for (a supplier without channels counts nothing), so the
  // query stays the same when the channels arrive.
  const facetBy = `${FACET_BY},channelReadiness`;
  const query = { ...searchParamsOf(state), facetBy, include, withTotal: "true", limit: PAGE } as SearchInput;
  // Readiness is evaluated in the background after each edit, so a grid
  // that shows or filters by it follows along, as the channel page does.
  const search = useProductSearch(query, readiness || state.readyFor || state.notReadyFor ? READINESS_POLL_MS : false);
  const products = itemsOf(search.data);
  const total = search.data?.pages[0]?.total;
  useGridSequence(state, products, search.data?.pages.at(-1)?.nextCursor ?? null);
  const selection = useGridSelection(filter, products, total);
  const filtered = hasFilters(state) || state.kind !== "";

  return (
    <>
      <div className="page-head">
        <h1>Products</h1>
        <div className="button-row">
          <ColumnChooser columns={columns} attributes={dictionary} channels={channels} locale={locale} onChange={(next) => update((s) => ({ ...s, columns: next }))} />
          <ExportDialog query={filter as SearchInput} />
          <Link className="button secondary" href="/producer/products/deleted">
            Recently deleted
          </Link>
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
      <ViewPicker state={state} views={views.data ?? []} onChange={replaceAll} />
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
              <button type="button" className="link" onClick={() => replaceAll(clearFilters)}>
                Clear all filters
              </button>
            </p>
          ) : null}
          <CatalogueFilters state={state} onChange={update} locale={locale} />
          <GridFacets state={state} onChange={update} facets={search.data?.pages[0]?.facets ?? []} />
          <ReadinessFacets state={state} onChange={update} channels={channels} facets={search.data?.pages[0]?.facets ?? []} />
          <AttributeFilters state={state} onChange={update} attributes={dictionary} locale={locale} />
        </aside>
        <section className="grid-results" aria-live="polite" aria-busy={search.isFetching}>
          <ReadinessChips state={state} onChange={update} channelName={channelName} />
          <p className="grid-summary" role="status">
            {total === undefined ? "Counting…" : `${total.toLocaleString("en-GB")} ${total === 1 ? "product matches" : "products match"}, ${orderLabel(state.sort)}.`}
          </p>
          {canWrite ? <SelectionNote selection={selection} /> : null}
          {canWrite ? (
            <BulkBar selection={selection.current} attributes={dictionary} locale={locale} enabledLocales={settings.data?.enabledLocales ?? []} onDone={selection.clear} />
          ) : null}
          {search.isPending ? (
            <Loading label="Loading products…" />
          ) : search.isError ? (
            <ErrorState error={search.error} retry={() => search.refetch()} />
          ) : products.length === 0 ? (
            state.notReadyFor && !hasFilters({ ...state, notReadyFor: null }) ? (
              <EmptyState title="Nothing left to fix">
                <p>Every active product is ready for {channelName(state.notReadyFor)}.</p>
              </EmptyState>
            ) : filtered ? (
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
                columns={columns}
                attributes={dictionary}
                channelName={channelName}
                locale={locale}
                state={state}
                onSort={(sort) => update((current) => ({ ...current, sort }))}
                selected={selection.ids}
                onSelect={selection.select}
                selectable={canWrite}
                editable={canWrite}
              />
              <LoadMore hasNextPage={search.hasNextPage} isFetchingNextPage={search.isFetchingNextPage} fetchNextPage={search.fetchNextPage} />
            </>
          )}
        </section>
      </div>
    </>
  );
}
