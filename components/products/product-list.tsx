"use client";
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useProductSearch } from "@/lib/portal-client/hooks/use-products";
import { QUALITY_BANDS } from "@/lib/catalog/quality-band";
import { FacetedResults } from "@/components/search/faceted-results";
import { useSearchFilters } from "@/components/search/use-search-filters";
import { useCan } from "@/components/shell/viewer-context";
import { EmptyState } from "@/components/ui/states";
import { ExportDialog } from "./export-dialog";
import { ProductTable } from "./product-table";

const FACETS = "status,qualityScore,categoryName,tags";

// ?kind= of the list's URL: which kinds of product it shows (contract section 11).
const KINDS = [
  { value: "", label: "All products" },
  { value: "simple,model", label: "Simple products and models (hide variants)" },
  { value: "model", label: "Models" },
  { value: "variant", label: "Variants" },
  { value: "simple", label: "Simple products" },
];

export function ProductList() {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const band = params.get("qualityBand");
  const kind = KINDS.find((k) => k.value === params.get("kind"))?.value ?? "";
  const filters = useSearchFilters(band && (QUALITY_BANDS as readonly string[]).includes(band) ? { qualityScore: [band] } : {});
  // What the list shows; the export writes the same selection.
  const selection = { ...filters.query, kind: kind || undefined };
  const search = useProductSearch({ ...selection, facetBy: FACETS, limit: 50 });
  function showKind(value: string) {
    const next = new URLSearchParams(params);
    if (value) next.set("kind", value);
    else next.delete("kind");
    router.replace(next.size ? `${pathname}?${next}` : pathname);
  }
  const canWrite = useCan("products:write");

  return (
    <>
      <div className="page-head">
        <h1>Products</h1>
        <div className="button-row">
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
      <div className="field">
        <label htmlFor="product-kind">Show</label>
        <select id="product-kind" value={kind} onChange={(e) => showKind(e.target.value)} style={{ maxWidth: "24rem" }}>
          {KINDS.map((k) => (
            <option key={k.value} value={k.value}>
              {k.label}
            </option>
          ))}
        </select>
      </div>
      <FacetedResults
        field={{ id: "product-search", label: "Search products" }}
        filters={filters}
        search={search}
        loadingLabel="Loading products…"
        empty={
          kind ? (
            <EmptyState title="No products of this kind">
              <p>Choose &ldquo;All products&rdquo; to see every product.</p>
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
        }
      >
        {(products) => <ProductTable products={products} caption="Products" />}
      </FacetedResults>
    </>
  );
}
