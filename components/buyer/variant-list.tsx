"use client";
import Link from "next/link";
import type { ProductDocument } from "@/lib/portal-client/api-types";
import { itemsOf } from "@/lib/portal-client/hooks/paged";
import { useProduct, useProductSearch } from "@/lib/portal-client/hooks/use-products";
import { distinguishingCodes } from "@/lib/portal-client/variant-grid";
import { displayValue, labelIn } from "@/lib/catalog/attributes/display";
import { useSupplierAttributes } from "@/lib/portal-client/hooks/use-buyer-catalogue";
import { readerLocale } from "@/lib/portal-client/reader-locale";
import { LoadMore } from "@/components/ui/load-more";
import { ErrorState, Loading } from "@/components/ui/states";
import { TableHead } from "@/components/ui/table-head";

// A model's variants the buyer can see (the search scopes them), one row
// each with the values that tell them apart, under the supplier's labels.
export function VariantList({ model }: { model: ProductDocument }) {
  const search = useProductSearch({ parentId: model.id, limit: 50 });
  const variants = itemsOf(search.data);
  const dictionary = useSupplierAttributes(model.supplierId).data;
  const locale = readerLocale();
  if (search.isPending) return <Loading label="Loading variants…" />;
  if (search.isError) return <ErrorState error={search.error} retry={() => search.refetch()} />;
  if (variants.length === 0) return <p className="muted">No variant of this product is available.</p>;
  const codes = distinguishingCodes(model, variants);
  return (
    <>
      <div className="table-wrap">
        <table>
          <caption className="visually-hidden">Variants of {model.name}</caption>
          <TableHead columns={["SKU", "Name", ...codes.map((code) => labelIn(dictionary?.get(code)?.labels, locale, code))]} />
          <tbody>
            {variants.map((v) => (
              <tr key={v.id}>
                <td className="mono">
                  <Link href={`/buyer/products/${v.id}`}>{v.sku}</Link>
                </td>
                <td>{v.name}</td>
                {codes.map((code) => (
                  <td key={code}>{displayValue(dictionary?.get(code), v.attributes[code], locale) ?? "—"}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <LoadMore hasNextPage={search.hasNextPage} isFetchingNextPage={search.isFetchingNextPage} fetchNextPage={search.fetchNextPage} />
    </>
  );
}

// On a variant's page: a link to its model when the buyer can see it.
export function ModelLink({ parentId }: { parentId: string }) {
  const model = useProduct(parentId);
  if (!model.data) return <p className="muted">A variant of another product.</p>;
  return (
    <p>
      Variant of <Link href={`/buyer/products/${parentId}`}>{model.data.name}</Link> <span className="muted mono small">{model.data.sku}</span>
    </p>
  );
}
