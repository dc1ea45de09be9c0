"use client";
import { displayAttributes } from "@/lib/catalog/attributes/display";
import type { ProductDocument } from "@/lib/catalog/documents";
import { useSupplierAttributes } from "@/lib/portal-client/hooks/use-buyer-catalogue";
import { readerLocale } from "@/lib/portal-client/reader-locale";
import { Loading } from "@/components/ui/states";

// A product's attribute values under the supplier's labels, options by their
// labels; while the dictionary loads (or if it cannot be read) by code.
export function AttributeList({ product }: { product: ProductDocument }) {
  const dictionary = useSupplierAttributes(product.supplierId);
  if (Object.keys(product.attributes).length === 0) return <p className="muted">None.</p>;
  if (dictionary.isPending) return <Loading label="Loading attributes…" />;
  const rows = displayAttributes(product.attributes, dictionary.data ?? new Map(), readerLocale());
  if (rows.length === 0) return <p className="muted">None.</p>;
  return (
    <dl className="attribute-list">
      {rows.map((row) => (
        <div key={row.code}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
