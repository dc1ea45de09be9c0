"use client";
import Link from "next/link";
import { useProductSearch } from "@/lib/portal-client/hooks/use-products";
import { FacetedResults } from "@/components/search/faceted-results";
import { useSearchFilters } from "@/components/search/use-search-filters";
import { QualityBadge } from "@/components/ui/badges";
import { EmptyState } from "@/components/ui/states";

const FACETS = "supplierName,categoryName,tags,qualityScore";

// Every connected supplier's active products in one search (the API scopes
// it); variants are listed on their model's page, not here.
export function Catalogue() {
  const filters = useSearchFilters();
  const search = useProductSearch({ ...filters.query, kind: "simple,model", facetBy: FACETS, limit: 48 });
  return (
    <>
      <h1>Catalogue</h1>
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
        {(products) => (
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
                  <QualityBadge score={p.qualityScore} band={p.qualityBand} /> {p.kind === "model" ? <span className="badge">with variants</span> : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </FacetedResults>
    </>
  );
}
