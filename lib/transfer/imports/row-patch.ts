import type { ErrorDetail } from "../../core/errors";
import { decodeCell, splitList, type ImportColumn } from "../columns";
import { CELL_MAX_CHARS } from "./limits";

// One import row as a change to a product, and that change applied to the
// product as stored: a merge. Pure, so the rules are unit-tested here and
// the write path (upsert-products.ts) does every check of the API.

type AttributeColumn = Extract<ImportColumn, { kind: "attribute" }>;
type Values = Record<string, unknown>;
type Localized = Record<string, { name?: string; description?: string | null; attributes?: Values }>;

// What an import writes; a product as the product API takes it.
export type ProductItem = {
  sku: string;
  name?: string;
  description: string | null;
  status?: string;
  categoryId: string | null;
  familyCode: string | null;
  tags: string[];
  attributes: Values;
  localized: Localized;
  // Variants: the model's id, resolved from the row's parent sku; a row
  // other rows name as their parent is written as a model.
  parentId?: string;
  kind?: "model";
};

export type CellError = { column?: string; message: string };

// null clears; undefined (absent column) keeps.
type Assign = { locale: string | null; code: string; value: unknown };
type PriceCell = { locale: string | null; code: string; currency: string; amount: number | null };

export type RowPatch = {
  sku: string;
  fields: { name?: string; description?: string | null; status?: string; category?: string | null; family?: string | null; tags?: string[]; parent?: string };
  localizedFields: { locale: string; field: "name" | "description"; value: string | null }[];
  assigns: Assign[];
  prices: PriceCell[];
  // URLs of images to fetch and link (the images column, separated by |).
  images: string[];
};

export type DecodedRow = { patch: RowPatch; errors: CellError[] };

const blank = (cell: string | undefined) => (cell ?? "").trim() === "";

// The row's cells through its header's columns. An empty cell clears an
// optional value and leaves name and status as they are; a column the file
// does not have is not in the patch, so its values stay as they are.
export function decodeRow(columns: readonly ImportColumn[], cells: readonly string[]): DecodedRow {
  const errors: CellError[] = [];
  const patch: RowPatch = { sku: "", fields: {}, localizedFields: [], assigns: [], prices: [], images: [] };
  const metrics = new Map<string, { column: AttributeColumn; cell: string }[]>();

  columns.forEach((column, index) => {
    if (column.kind === "ignored") return;
    const cell = cells[index] ?? "";
    if (cell.length > CELL_MAX_CHARS) {
      errors.push({ column: column.header, message: `The cell holds ${cell.length.toLocaleString("en")} characters; a cell may hold up to ${CELL_MAX_CHARS.toLocaleString("en")}.` });
      return;
    }
    const empty = blank(cell);
    if (column.kind === "field") {
      switch (column.field) {
        case "sku":
          patch.sku = cell.trim();
          break;
        case "name":
        case "status":
          if (!empty) patch.fields[column.field] = cell.trim();
          break;
        case "description":
          patch.fields.description = empty ? null : cell;
          break;
        case "category":
        case "family":
          patch.fields[column.field] = empty ? null : cell.trim();
          break;
        case "tags":
          patch.fields.tags = splitList(cell);
          break;
        case "parent":
          // Empty leaves the product as it is: a variant stays one (docs/api.md,
          // "Variants": there is no way back to a simple product).
          if (!empty) patch.fields.parent = cell.trim();
          break;
        case "images":
          patch.images = [...new Set(cell.split("|").map((url) => url.trim()).filter((url) => url !== ""))];
          break;
      }
      return;
    }
    if (column.kind === "localizedField") {
      patch.localizedFields.push({ locale: column.locale, field: column.field, value: empty ? null : column.field === "name" ? cell.trim() : cell });
      return;
    }
    if (column.unit !== undefined) {
      const key = `${column.code}\u0000${column.locale ?? ""}`;
      metrics.set(key, [...(metrics.get(key) ?? []), { column, cell }]);
      return;
    }
    const decoded = empty ? { value: null } : decodeCell(column, cell);
    if ("error" in decoded) {
      errors.push({ column: column.header, message: decoded.error });
      return;
    }
    if (column.currency !== undefined) {
      const entry = decoded.value as { amount: number } | null;
      patch.prices.push({ locale: column.locale, code: column.code, currency: column.currency, amount: entry?.amount ?? null });
    } else patch.assigns.push({ locale: column.locale, code: column.code, value: decoded.value });
  });

  // A metric may have a column per unit; one of them holds the value.
  for (const group of metrics.values()) {
    const filled = group.filter((g) => !blank(g.cell));
    const { code, locale } = group[0]!.column;
    if (filled.length > 1) {
      errors.push({ column: filled[1]!.column.header, message: `Only one unit column of ${code} may be filled in a row.` });
      continue;
    }
    const decoded = filled.length === 0 ? { value: null } : decodeCell(filled[0]!.column, filled[0]!.cell);
    if ("error" in decoded) errors.push({ column: filled[0]!.column.header, message: decoded.error });
    else patch.assigns.push({ locale, code, value: decoded.value });
  }
  if (patch.sku === "" && !errors.some((e) => e.column === "sku")) errors.unshift({ column: "sku", message: "A row needs a sku." });
  return { patch, errors };
}

function setValue(target: Values, code: string, value: unknown) {
  if (value === null) delete target[code];
  else target[code] = value;
}

// The product the row leaves behind: the stored product (null for a new sku)
// with the patch applied. categoryId is the row's category cell resolved by
// the caller (undefined: the file has no category column).
export function applyPatch(stored: ProductItem | null, patch: RowPatch, categoryId: string | null | undefined): ProductItem {
  const base: ProductItem = stored ?? { sku: patch.sku, description: null, categoryId: null, familyCode: null, tags: [], attributes: {}, localized: {} };
  const item: ProductItem = {
    ...base,
    sku: patch.sku,
    attributes: { ...base.attributes },
    localized: Object.fromEntries(Object.entries(base.localized).map(([l, v]) => [l, { ...v, ...(v.attributes ? { attributes: { ...v.attributes } } : {}) }])),
  };
  const { fields } = patch;
  if (fields.name !== undefined) item.name = fields.name;
  if (fields.status !== undefined) item.status = fields.status;
  if (fields.description !== undefined) item.description = fields.description;
  if (fields.family !== undefined) item.familyCode = fields.family;
  if (fields.tags !== undefined) item.tags = fields.tags;
  if (categoryId !== undefined) item.categoryId = categoryId;

  const localeOf = (locale: string) => (item.localized[locale] ??= {});
  for (const { locale, field, value } of patch.localizedFields) {
    const values = localeOf(locale);
    if (value === null) delete values[field];
    else values[field] = value;
  }
  const attributesOf = (locale: string | null) => (locale === null ? item.attributes : (localeOf(locale).attributes ??= {}));
  for (const { locale, code, value } of patch.assigns) setValue(attributesOf(locale), code, value);
  for (const { locale, code, currency, amount } of patch.prices) {
    const target = attributesOf(locale);
    const current = Array.isArray(target[code]) ? (target[code] as { amount: number; currency: string }[]) : [];
    const others = current.filter((p) => p?.currency !== currency);
    const next = amount === null ? others : [...others, { amount, currency }];
    setValue(target, code, next.length ? next : null);
  }
  // A locale left with nothing is dropped, as the product API would store it.
  for (const [locale, values] of Object.entries(item.localized)) {
    if (values.attributes && Object.keys(values.attributes).length === 0) delete values.attributes;
    if (Object.keys(values).length === 0) delete item.localized[locale];
  }
  return item;
}

// The column a write-path error is about (its path is the product API's),
// so a row's error names the column to fix; none when the file has no such
// column (a stored value the row did not touch).
export function columnOfPath(path: string, columns: readonly ImportColumn[]): string | undefined {
  const parts = path.split(".");
  const find = (test: (c: ImportColumn) => boolean) => columns.find(test)?.header;
  switch (parts[0]) {
    case "sku":
    case "name":
    case "description":
    case "status":
    case "tags":
      return find((c) => c.kind === "field" && c.field === parts[0]);
    case "categoryId":
      return find((c) => c.kind === "field" && c.field === "category");
    case "familyCode":
    case "kind":
      return find((c) => c.kind === "field" && c.field === "family");
    case "parentId":
      return find((c) => c.kind === "field" && c.field === "parent");
    case "attributes":
      return find((c) => c.kind === "attribute" && c.locale === null && c.code === parts[1]);
    case "localized": {
      const [, locale, field, code] = parts;
      if (field === "attributes") return find((c) => c.kind === "attribute" && c.locale === locale && c.code === code);
      if (field === "name" || field === "description") return find((c) => c.kind === "localizedField" && c.locale === locale && c.field === field);
      return find((c) => (c.kind === "attribute" || c.kind === "localizedField") && c.locale === locale);
    }
    default:
      return undefined;
  }
}

// Write-path errors as row errors: the column named, the message kept; a
// path with no column stays in the message so nothing is lost.
export function rowErrors(details: readonly ErrorDetail[], columns: readonly ImportColumn[]): CellError[] {
  return details.map((d) => {
    const column = columnOfPath(d.path, columns);
    return column ? { column, message: d.message } : { message: d.path && d.path !== "item" ? `${d.path}: ${d.message}` : d.message };
  });
}
