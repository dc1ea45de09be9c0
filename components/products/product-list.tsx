"use client";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useProductSearch } from "@/lib/portal-client/hooks/use-products";
import { QUALITY_BANDS } from "@/lib/catalog/quality-band";
import { FacetedResults } from "@/components/search/faceted-results";
import { useSearchFilters } from "@/components/search/use-search-filters";
import { useCan } from "@/components/shell/viewer-context";
import { EmptyState } from "@/components/ui/states";
import { ProductTable } from "./product-table";

const FACETS = "status,qualityScore,categoryName,tags";

export function ProductList() {
  const band = useSearchParams().get("qualityBand");
  const filters = useSearchFilters(band && (QUALITY_BANDS as readonly string[]).includes(band) ? { qualityScore: [band] } : {});
  const search = useProductSearch({ ...filters.query, facetBy: FACETS, limit: 50 });
  const canWrite = useCan("products:write");

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
      <FacetedResults
        field={{ id: "product-search", label: "Search products" }}
        filters={filters}
        search={search}
        loadingLabel="Loading products…"
        empty={
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
        }
      >
        {(products) => <ProductTable products={products} caption="Products" />}
      </FacetedResults>
    </>
  );
}
