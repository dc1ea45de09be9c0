import type { AttributeDocument } from "./api-types";
import { axisValueKey, axisValueLabel } from "./variant-grid";

// How the model's variant table is ordered: a column and a direction. All
// of a model's variants are loaded, so any column sorts exactly, axes
// included (which the search API cannot order by).
export type VariantSort = { column: string; descending: boolean };
type Row = { sku: string; status: string; qualityScore?: number; attributes: Record<string, unknown> };

// Metric axes compare in their family's base unit (70 cm before 1 m); options by
// label; numbers as numbers; an unscored variant before every score.
function keyOf(row: Row, column: string, axes: readonly AttributeDocument[], locale: string): string | number {
  if (column === "sku") return row.sku;
  if (column === "status") return row.status;
  if (column === "quality") return row.qualityScore ?? -1;
  const axis = axes.find((a) => a.code === column);
  const value = row.attributes[column];
  const base = axisValueKey(value);
  if (base.startsWith("m:")) {
    const amount = Number(base.slice(2));
    if (Number.isFinite(amount)) return amount;
  }
  return typeof value === "number" ? value : axisValueLabel(axis, value, locale);
}

export function sortVariants<T extends Row>(rows: readonly T[], sort: VariantSort, axes: readonly AttributeDocument[], locale: string): T[] {
  const compare = (a: T, b: T) => {
    const x = keyOf(a, sort.column, axes, locale);
    const y = keyOf(b, sort.column, axes, locale);
    const order = typeof x === "number" && typeof y === "number" ? x - y : String(x).localeCompare(String(y), locale, { numeric: true });
    return (sort.descending ? -order : order) || a.sku.localeCompare(b.sku);
  };
  return [...rows].sort(compare);
}

// A header click: the same column flips, another starts ascending.
export const nextVariantSort = (current: VariantSort, column: string): VariantSort => (current.column === column ? { column, descending: !current.descending } : { column, descending: false });
