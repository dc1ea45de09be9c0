"use client";
import Link from "next/link";
import type { AttributeDocument, ProductDocument } from "@/lib/portal-client/api-types";
import { itemsOf } from "@/lib/portal-client/hooks/paged";
import { useVariants } from "@/lib/portal-client/hooks/use-variants";
import { axisValueLabel, overridesOf } from "@/lib/portal-client/variant-grid";
import { StatusBadge } from "@/components/ui/badges";
import { LoadMore } from "@/components/ui/load-more";
import { ErrorState, Loading } from "@/components/ui/states";
import { TableHead } from "@/components/ui/table-head";

type Props = { model: ProductDocument; axes: readonly AttributeDocument[]; locale: string };

// One row per variant of a model: its SKU (a link to its editor), one
// column per axis, its status, and how many of the model's values it sets itself.
export function VariantGrid({ model, axes, locale }: Props) {
  const variants = useVariants(model.id);
  const rows = itemsOf(variants.data);
  const codes = axes.map((a) => a.code);
  if (variants.isPending) return <Loading label="Loading variants…" />;
  if (variants.isError) return <ErrorState error={variants.error} retry={() => variants.refetch()} />;
  if (rows.length === 0) return <p className="muted">No variants yet.</p>;
  return (
    <>
      <div className="table-wrap">
        <table>
          <caption className="visually-hidden">Variants of {model.sku}</caption>
          <TableHead columns={["SKU", ...axes.map((a) => a.labels[locale] ?? a.code), "Status", "Own values"]} />
          <tbody>
            {rows.map((v) => {
              const own = overridesOf(model, v, codes);
              return (
                <tr key={v.id}>
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
      <LoadMore hasNextPage={variants.hasNextPage} isFetchingNextPage={variants.isFetchingNextPage} fetchNextPage={variants.fetchNextPage} />
    </>
  );
}
