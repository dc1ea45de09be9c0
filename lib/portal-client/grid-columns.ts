import type { SortKey } from "@/lib/search/sort-keys";

// The product grid's columns and the saved views (named column choices).
// Views are kept in the browser's localStorage, per browser and user
// (docs/portals.md says why), so this file holds only what is pure: which
// columns exist, and reading and changing a list of views.

export const COLUMNS = [
  { id: "thumbnail", label: "Image" },
  { id: "sku", label: "SKU", sort: "sku" },
  { id: "name", label: "Name", sort: "name" },
  { id: "kind", label: "Kind" },
  { id: "status", label: "Status" },
  { id: "category", label: "Category" },
  { id: "family", label: "Family" },
  { id: "tags", label: "Tags" },
  { id: "quality", label: "Quality", sort: "qualityScore" },
  { id: "updated", label: "Updated", sort: "updatedAt" },
  { id: "created", label: "Created", sort: "createdAt" },
] as const satisfies readonly { id: string; label: string; sort?: SortKey }[];

export type ColumnId = (typeof COLUMNS)[number]["id"];
export type Column = (typeof COLUMNS)[number];

// The SKU is the row's link and its name for screen readers: always shown.
export const FIXED_COLUMN: ColumnId = "sku";
export const DEFAULT_COLUMNS: ColumnId[] = ["thumbnail", "sku", "name", "status", "category", "quality", "updated"];

export type SavedView = { name: string; columns: ColumnId[] };
export const MAX_VIEWS = 12;
const MAX_NAME = 40;

const isColumn = (id: unknown): id is ColumnId => COLUMNS.some((c) => c.id === id);

// Known columns in the grid's order, the fixed one always among them.
export function normalizeColumns(ids: readonly unknown[]): ColumnId[] {
  const chosen = new Set(ids.filter(isColumn));
  chosen.add(FIXED_COLUMN);
  return COLUMNS.map((c) => c.id).filter((id) => chosen.has(id));
}

export function toggleColumn(columns: readonly ColumnId[], id: ColumnId): ColumnId[] {
  if (id === FIXED_COLUMN) return normalizeColumns(columns);
  return normalizeColumns(columns.includes(id) ? columns.filter((c) => c !== id) : [...columns, id]);
}

// Stored text as views: anything unreadable is dropped, never thrown.
export function parseViews(text: string | null): SavedView[] {
  if (!text) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  const views: SavedView[] = [];
  for (const item of raw) {
    if (typeof item !== "object" || item === null) continue;
    const { name, columns } = item as { name?: unknown; columns?: unknown };
    if (typeof name !== "string" || !name.trim() || !Array.isArray(columns)) continue;
    if (views.some((v) => v.name === name.trim())) continue;
    views.push({ name: name.trim().slice(0, MAX_NAME), columns: normalizeColumns(columns) });
  }
  return views.slice(0, MAX_VIEWS);
}

export function parseColumns(text: string | null): ColumnId[] {
  if (!text) return DEFAULT_COLUMNS;
  try {
    const raw: unknown = JSON.parse(text);
    return Array.isArray(raw) ? normalizeColumns(raw) : DEFAULT_COLUMNS;
  } catch {
    return DEFAULT_COLUMNS;
  }
}

// Saving under a name already used replaces that view; the newest is first.
export function saveView(views: readonly SavedView[], name: string, columns: readonly ColumnId[]): SavedView[] {
  const trimmed = name.trim().slice(0, MAX_NAME);
  if (!trimmed) return [...views];
  return [{ name: trimmed, columns: normalizeColumns(columns) }, ...views.filter((v) => v.name !== trimmed)].slice(0, MAX_VIEWS);
}

export function deleteView(views: readonly SavedView[], name: string): SavedView[] {
  return views.filter((v) => v.name !== name);
}
