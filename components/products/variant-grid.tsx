"use client";
import { Thumbnail } from "@/components/ui/thumbnail";
import Link from "next/link";
import { useState } from "react";
import type { AttributeDocument, ProductDocument } from "@/lib/portal-client/api-types";
import { useVariants } from "@/lib/portal-client/hooks/use-variants";
import { axisValueLabel, overridesOf } from "@/lib/portal-client/variant-grid";
import { nextVariantSort, sortVariants, type VariantSort } from "@/lib/portal-client/variant-sort";
import { QualityBadge, StatusBadge } from "@/components/ui/badges";
import { ErrorState, Loading } from "@/components/ui/states";

type Props = { model: ProductDocument; axes: readonly AttributeDocument[]; locale: string };

// One row per variant of a model: its thumbnail, its SKU (a link to its
// editor), one column per axis, its status, its quality score and how many
// of the model's values it sets itself. Every header but the thumbnail's and
// the own values' sorts the table.
export function VariantGrid({ model, axes, locale }: Props) {
  const variants = useVariants(model.id);
  const [sort, setSort] = useState<VariantSort>({ column: "sku", descending: false });
  if (variants.isPending) return <Loading label="Loading variants…" />;
  if (variants.isError) return <ErrorState error={variants.error} retry={() => variants.refetch()} />;
  if (variants.data.length === 0) return <p className="muted">No variants yet.</p>;
  const codes = axes.map((a) => a.code);
  const rows = sortVariants(variants.data, sort, axes, locale);
  const header = (column: string, label: string) => {
    const direction = sort.column === column ? (sort.descending ? "descending" : "ascending") : undefined;
    return (
      <th key={column} scope="col" aria-sort={direction}>
        <button type="button" className="sort-button" onClick={() => setSort(nextVariantSort(sort, column))}>
          {label}
          <span aria-hidden="true">{direction === "ascending" ? " ▲" : direction === "descending" ? " ▼" : " ↕"}</span>
        </button>
      </th>
    );
  };
  return (
    <div className="table-wrap">
      <table>
        <caption className="visually-hidden">Variants of {model.sku}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Image</span>
            </th>
            {header("sku", "SKU")}
            {axes.map((a) => header(a.code, a.labels[locale] ?? a.code))}
            {header("status", "Status")}
            {header("quality", "Quality")}
            <th scope="col">Own values</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((v) => {
            const own = overridesOf(model, v, codes);
            return (
              <tr key={v.id}>
                <td>
                  <Thumbnail url={v.thumbnailUrl} announceEmpty />
                </td>
                <td className="mono">
                  <Link href={`/producer/products/${v.id}`}>{v.sku}</Link>
                </td>
                {axes.map((a) => (
                  <td key={a.code}>{axisValueLabel(a, v.attributes[a.code], locale)}</td>
                ))}
                <td>
                  <StatusBadge status={v.status} />
                </td>
                <td>
                  <QualityBadge score={v.qualityScore} band={v.qualityBand} />
                </td>
                <td>
                  {own.length === 0 ? (
                    <span className="muted">all inherited</span>
                  ) : (
                    <span title={own.join(", ")}>
                      {own.length} overridden<span className="visually-hidden">: {own.join(", ")}</span>
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
