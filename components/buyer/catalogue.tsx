"use client";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useEffect, useMemo, useState } from "react";
import { catalogueQueryString, catalogueStateOf } from "@/lib/portal-client/catalogue-url";
import type { ProductDocument } from "@/lib/catalog/documents";
import { useProductSearch } from "@/lib/portal-client/hooks/use-products";
import { useProductImages } from "@/lib/portal-client/hooks/use-buyer-catalogue";
import { FacetedResults } from "@/components/search/faceted-results";
import { useSearchFilters } from "@/components/search/use-search-filters";
import { EmptyState } from "@/components/ui/states";
import { CatalogueCard } from "./catalogue-card";
import { SelectionExport } from "./selection-export";
import { useSelection, type Selection } from "./selection";

// No quality facet: the score is the supplier's internal measure.
const FACETS = "supplierName,categoryName,tags";
const PAGE = 48;

// Every connected supplier's active products in one search (the API scopes
// it), the search kept in the address; variants are listed on their
// model's page, not here: one card per model.
export function Catalogue() {
  const filters = useCatalogueFilters();
  const search = useProductSearch({ ...filters.query, kind: "simple,model", facetBy: FACETS, limit: PAGE });
  const selection = useSelection();
  return (
    <>
      <h1>Catalogue</h1>
      <SelectionExport selection={selection} />
      <FacetedResults
        field={{ id: "catalogue-search", label: "Search the catalogue" }}
        filters={filters}
        search={search}
        loadingLabel="Searching…"
        empty={
          <EmptyState title="Your catalogue is empty">
            <p>
              Products appear once a supplier connects with you. <Link href="/buyer/connections">Accept an invitation</Link>.
            </p>
          </EmptyState>
        }
      >
        {(products) => <Cards products={products} selection={selection} />}
      </FacetedResults>
    </>
  );
}

// Images are read per page of results (one request per page of cards), so
// "Load more" asks only for the new page's.
function Cards({ products, selection }: { products: ProductDocument[]; selection: Selection }) {
  const pages = useMemo(() => chunk(products.map((p) => p.id), PAGE), [products]);
  return (
    <ul className="product-grid" aria-label="Results">
      {pages.map((ids, i) => (
        <CardPage key={ids[0] ?? i} ids={ids} products={products.slice(i * PAGE, i * PAGE + ids.length)} selection={selection} />
      ))}
    </ul>
  );
}

function CardPage({ ids, products, selection }: { ids: string[]; products: ProductDocument[]; selection: Selection }) {
  const images = useProductImages(ids);
  return products.map((p) => <CatalogueCard key={p.id} product={p} image={images.data?.get(p.id)} selection={selection} />);
}

// The search starts from the address and is written back to it as it
// changes (replaced, not pushed: the back button leaves the catalogue), so
// a reload, a bookmark or a shared link shows the same products.
function useCatalogueFilters() {
  const params = useSearchParams();
  const [start] = useState(() => catalogueStateOf(params));
  const filters = useSearchFilters(start.selected, start.q);
  const wanted = catalogueQueryString({ q: filters.query.q ?? "", selected: filters.selected });
  useEffect(() => {
    if (window.location.search !== wanted) window.history.replaceState(window.history.state, "", `${window.location.pathname}${wanted}`);
  }, [wanted]);
  return filters;
}

function chunk<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));
}
