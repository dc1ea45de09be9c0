"use client";
import Link from "next/link";
import type { SearchItem } from "@/lib/portal-client/api-types";
import { COLUMNS, type Column, type ColumnId } from "@/lib/portal-client/grid-columns";
import { nextSort, sortDirection, type GridState } from "@/lib/portal-client/grid-state";
import { QualityBadge, StatusBadge } from "@/components/ui/badges";
import { formatDate } from "@/components/ui/format";

type Props = {
  products: SearchItem[];
  columns: ColumnId[];
  state: GridState;
  onSort: (sort: GridState["sort"]) => void;
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], on: boolean) => void;
  selectable: boolean;
};

function Cell({ column, product }: { column: ColumnId; product: SearchItem }) {
  switch (column) {
    case "thumbnail":
      return product.thumbnailUrl ? (
        // Store URLs are short-lived and change per response, so next/image (which would cache them) is not used.
        // eslint-disable-next-line @next/next/no-img-element
        <img className="grid-thumb" src={product.thumbnailUrl} alt="" width={40} height={40} loading="lazy" decoding="async" />
      ) : (
        <span className="grid-thumb empty" aria-label="No image" role="img" />
      );
    case "sku":
      return <Link href={`/producer/products/${product.id}`}>{product.sku}</Link>;
    case "name":
      return <>{product.name}</>;
    case "kind":
      return <span className={`badge kind-${product.kind}`}>{product.kind}</span>;
    case "status":
      return <StatusBadge status={product.status} />;
    case "category":
      return <>{product.categoryName ?? "—"}</>;
    case "family":
      return <>{product.familyCode ?? "—"}</>;
    case "tags":
      return <>{product.tags.length ? product.tags.join(", ") : "—"}</>;
    case "quality":
      return <QualityBadge score={product.qualityScore} band={product.qualityBand} />;
    case "updated":
      return <>{formatDate(product.updatedAt)}</>;
    case "created":
      return <>{formatDate(product.createdAt)}</>;
  }
}

function HeaderCell({ column, state, onSort }: { column: Column; state: GridState; onSort: Props["onSort"] }) {
  const className = column.id === "sku" ? "sticky-col sku-col" : undefined;
  if (!("sort" in column)) {
    return (
      <th scope="col" className={className}>
        {column.id === "thumbnail" ? <span className="visually-hidden">{column.label}</span> : column.label}
      </th>
    );
  }
  const direction = sortDirection(state.sort, column.sort);
  return (
    <th scope="col" className={className} aria-sort={direction ?? undefined}>
      <button type="button" className="sort-button" onClick={() => onSort(nextSort(state.sort, column.sort))}>
        {column.label}
        <span aria-hidden="true">{direction === "ascending" ? " ▲" : direction === "descending" ? " ▼" : " ↕"}</span>
      </button>
    </th>
  );
}

// The grid: a scrollable region whose selection and SKU columns stay in view.
export function GridTable({ products, columns, state, onSort, selected, onSelect, selectable }: Props) {
  const shown = COLUMNS.filter((c) => columns.includes(c.id));
  const allSelected = products.length > 0 && products.every((p) => selected.has(p.id));
  return (
    <div className="grid-scroll" role="region" aria-label="Products" tabIndex={0}>
      <table className={selectable ? "products-table selectable" : "products-table"}>
        <caption className="visually-hidden">Products{state.sort ? `, sorted by ${state.sort.replace(/^-/, "")} ${state.sort.startsWith("-") ? "descending" : "ascending"}` : ""}</caption>
        <thead>
          <tr>
            {selectable ? (
              <th scope="col" className="sticky-col select-col">
                <input type="checkbox" aria-label="Select all products shown" checked={allSelected} onChange={(e) => onSelect(products.map((p) => p.id), e.target.checked)} />
              </th>
            ) : null}
            {shown.map((column) => (
              <HeaderCell key={column.id} column={column} state={state} onSort={onSort} />
            ))}
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <tr key={product.id} className={selected.has(product.id) ? "selected" : undefined}>
              {selectable ? (
                <td className="sticky-col select-col">
                  <input type="checkbox" aria-label={`Select ${product.sku}`} checked={selected.has(product.id)} onChange={(e) => onSelect([product.id], e.target.checked)} />
                </td>
              ) : null}
              {shown.map((column) => (
                <td key={column.id} className={column.id === "sku" ? "sticky-col sku-col mono" : column.id === "updated" || column.id === "created" ? "nowrap" : undefined}>
                  <Cell column={column.id} product={product} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
