import type { SortKey } from "@/lib/search/sort-keys";
import { MAX_VIEW_COLUMNS } from "@/lib/views/schemas";

// The product grid's columns, named as a saved view names them (docs/api.md,
// "Saved views"): fields of the product document, and any attribute of the
// dictionary as attributes.<code>. Pure: which columns exist, and reading,
// writing and changing a choice of them.

export const FIELD_COLUMNS = [
  { id: "thumbnailUrl", label: "Image" },
  { id: "sku", label: "SKU", sort: "sku" },
  { id: "name", label: "Name", sort: "name" },
  { id: "kind", label: "Kind" },
  { id: "status", label: "Status" },
  { id: "categoryName", label: "Category" },
  { id: "familyCode", label: "Family" },
  { id: "tags", label: "Tags" },
  { id: "qualityScore", label: "Completeness", sort: "qualityScore" },
  { id: "updatedAt", label: "Updated", sort: "updatedAt" },
  { id: "createdAt", label: "Created", sort: "createdAt" },
] as const satisfies readonly { id: string; label: string; sort?: SortKey }[];

export type FieldColumn = (typeof FIELD_COLUMNS)[number];
export type FieldColumnId = FieldColumn["id"];
// A channel's readiness is a column of its own, ready.<channel id>: the
// grid's only, as a saved view keeps fields and attributes.
export type ColumnId = FieldColumnId | `attributes.${string}` | `ready.${string}`;

// The SKU is the row's link and its name for screen readers: always shown.
export const FIXED_COLUMN: ColumnId = "sku";
export const DEFAULT_COLUMNS: ColumnId[] = ["thumbnailUrl", "sku", "name", "status", "categoryName", "qualityScore", "updatedAt"];

const ATTRIBUTE_COLUMN = /^attributes\.([a-z][a-z0-9_]{0,99})$/;
const READINESS_COLUMN = /^ready\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export const attributeColumn = (code: string): ColumnId => `attributes.${code}`;
export const readinessColumn = (channelId: string): ColumnId => `ready.${channelId}`;

// The channel of a readiness column, or null for any other.
export function readinessChannelOf(id: ColumnId): string | null {
  return READINESS_COLUMN.exec(id)?.[1] ?? null;
}

// The columns a saved view may keep: readiness columns are the grid's own.
export const viewColumnsOf = (columns: readonly ColumnId[]): ColumnId[] => columns.filter((id) => !READINESS_COLUMN.test(id));

// The attribute code of a column, or null for a field of the document.
export function attributeCodeOf(id: ColumnId): string | null {
  return ATTRIBUTE_COLUMN.exec(id)?.[1] ?? null;
}

const isField = (id: unknown): id is FieldColumnId => FIELD_COLUMNS.some((c) => c.id === id);
const isColumn = (id: unknown): id is ColumnId => isField(id) || (typeof id === "string" && (ATTRIBUTE_COLUMN.test(id) || READINESS_COLUMN.test(id)));

// Known columns: the document's fields in the grid's order, then the
// attributes and channels in the order they were chosen; the fixed one
// always among them.
export function normalizeColumns(ids: readonly unknown[]): ColumnId[] {
  const chosen = new Set(ids.filter(isColumn));
  chosen.add(FIXED_COLUMN);
  const fields = FIELD_COLUMNS.map((c) => c.id).filter((id) => chosen.has(id));
  const attributes = [...chosen].filter((id) => !isField(id));
  return [...fields, ...attributes].slice(0, MAX_VIEW_COLUMNS);
}

export function toggleColumn(columns: readonly ColumnId[], id: ColumnId): ColumnId[] {
  if (id === FIXED_COLUMN) return normalizeColumns(columns);
  return normalizeColumns(columns.includes(id) ? columns.filter((c) => c !== id) : [...columns, id]);
}

// The URL's ?columns=, comma-separated (codes hold no comma); null when absent.
export function parseColumns(text: string | null): ColumnId[] | null {
  if (!text) return null;
  return normalizeColumns(text.split(","));
}

export const sameColumns = (a: readonly ColumnId[], b: readonly ColumnId[]) => a.length === b.length && a.every((id, i) => b[i] === id);
