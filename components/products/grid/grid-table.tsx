"use client";
import { Thumbnail } from "@/components/ui/thumbnail";
import Link from "next/link";
import type { AttributeDocument, SearchItem } from "@/lib/portal-client/api-types";
import { attributeLabel } from "@/lib/portal-client/attribute-search";
import { cellText } from "@/lib/portal-client/cell-values";
import { attributeCodeOf, readinessChannelOf, FIELD_COLUMNS, type ColumnId, type FieldColumn, type FieldColumnId } from "@/lib/portal-client/grid-columns";
import { DEFAULT_ORDER, nextSort, orderLabel, sortDirection, type GridState } from "@/lib/portal-client/grid-state";
import { inlineKindOf } from "@/lib/portal-client/inline-edit";
import { QualityBadge, StatusBadge } from "@/components/ui/badges";
import { formatDate } from "@/components/ui/format";
import { InlineCell } from "./inline-cell";

type Props = {
  products: SearchItem[];
  columns: ColumnId[];
  attributes: readonly AttributeDocument[];
  channelName: (id: string) => string;
  locale: string;
  state: GridState;
  onSort: (sort: GridState["sort"]) => void;
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], on: boolean) => void;
  selectable: boolean;
  editable: boolean;
};

function FieldCell({ column, product, editable }: { column: FieldColumnId; product: SearchItem; editable: boolean }) {
  switch (column) {
    case "thumbnailUrl":
      return <Thumbnail url={product.thumbnailUrl} announceEmpty />;
    case "sku":
      return <Link href={`/producer/products/${product.id}`}>{product.sku}</Link>;
    case "name":
      return editable ? <InlineCell productId={product.id} sku={product.sku} label="Name" column={{ field: "name" }} value={product.name} display={product.name} locale="" /> : <>{product.name}</>;
    case "kind":
      return <span className={`badge kind-${product.kind}`}>{product.kind}</span>;
    case "status":
      return <StatusBadge status={product.status} />;
    case "categoryName":
      return <>{product.categoryName ?? "—"}</>;
    case "familyCode":
      return <>{product.familyCode ?? "—"}</>;
    case "tags":
      return <>{product.tags.length ? product.tags.join(", ") : "—"}</>;
    case "qualityScore":
      return <QualityBadge score={product.qualityScore} band={product.qualityBand} />;
    case "updatedAt":
      return <>{formatDate(product.updatedAt)}</>;
    case "createdAt":
      return <>{formatDate(product.createdAt)}</>;
  }
}

function AttributeCell({ code, attribute, product, locale, editable }: { code: string; attribute: AttributeDocument | undefined; product: SearchItem; locale: string; editable: boolean }) {
  const value = (product.attributes as Record<string, unknown>)[code];
  const display = cellText(attribute, value, locale);
  const kind = inlineKindOf(attribute);
  if (!editable || !kind || !attribute) return <>{display}</>;
  return <InlineCell productId={product.id} sku={product.sku} label={attributeLabel(attribute, locale)} column={{ code, kind, attribute }} value={value} display={display} locale={locale} />;
}

// Whether the product is ready for one channel (include=channelReadiness).
function ReadinessCell({ channelId, product }: { channelId: string; product: SearchItem }) {
  const entry = product.channelReadiness?.find((r) => r.channelId === channelId);
  if (!entry) return <span className="muted">—</span>;
  return <span className={`badge ${entry.ready ? "ready" : "would_skip"}`}>{entry.ready ? "Ready" : "Not ready"}</span>;
}

function HeaderCell({ column, state, onSort }: { column: FieldColumn; state: GridState; onSort: Props["onSort"] }) {
  const className = column.id === "sku" ? "sticky-col sku-col" : undefined;
  if (!("sort" in column)) {
    return (
      <th scope="col" className={className}>
        {column.id === "thumbnailUrl" ? <span className="visually-hidden">{column.label}</span> : column.label}
      </th>
    );
  }
  const direction = sortDirection(state.sort ?? DEFAULT_ORDER, column.sort);
  return (
    <th scope="col" className={className} aria-sort={direction ?? undefined}>
      <button type="button" className="sort-button" onClick={() => onSort(nextSort(state.sort, column.sort))}>
        {column.label}
        <span aria-hidden="true">{direction === "ascending" ? " ▲" : direction === "descending" ? " ▼" : " ↕"}</span>
      </button>
    </th>
  );
}

const fieldOf = (id: ColumnId) => FIELD_COLUMNS.find((c) => c.id === id);

// The grid: a scrollable region whose selection and SKU columns stay in view.
export function GridTable({ products, columns, attributes, channelName, locale, state, onSort, selected, onSelect, selectable, editable }: Props) {
  const allSelected = products.length > 0 && products.every((p) => selected.has(p.id));
  return (
    <div className="grid-scroll" role="region" aria-label="Products" tabIndex={0}>
      <table className={selectable ? "products-table selectable" : "products-table"}>
        <caption className="visually-hidden">Products, {orderLabel(state.sort)}</caption>
        <thead>
          <tr>
            {selectable ? (
              <th scope="col" className="sticky-col select-col">
                <input type="checkbox" aria-label="Select all products shown" checked={allSelected} onChange={(e) => onSelect(products.map((p) => p.id), e.target.checked)} />
              </th>
            ) : null}
            {columns.map((id) => {
              const field = fieldOf(id);
              if (field) return <HeaderCell key={id} column={field} state={state} onSort={onSort} />;
              const channel = readinessChannelOf(id);
              if (channel) {
                return (
                  <th key={id} scope="col">
                    Ready for {channelName(channel)}
                  </th>
                );
              }
              const code = attributeCodeOf(id) ?? id;
              const attribute = attributes.find((a) => a.code === code);
              return (
                <th key={id} scope="col">
                  {attribute ? attributeLabel(attribute, locale) : code}
                </th>
              );
            })}
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
              {columns.map((id) => {
                const field = fieldOf(id);
                const code = attributeCodeOf(id);
                const channel = readinessChannelOf(id);
                return (
                  <td key={id} className={id === "sku" ? "sticky-col sku-col mono" : id === "updatedAt" || id === "createdAt" ? "nowrap" : undefined}>
                    {field ? (
                      <FieldCell column={field.id} product={product} editable={editable} />
                    ) : code ? (
                      <AttributeCell code={code} attribute={attributes.find((a) => a.code === code)} product={product} locale={locale} editable={editable} />
                    ) : channel ? (
                      <ReadinessCell channelId={channel} product={product} />
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
