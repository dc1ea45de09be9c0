import type { Dictionary } from "../../catalog/attributes/definition";
import type { LocalizedValues } from "../../catalog/documents";
import type { ExportPageRow } from "../../search/find-page";
import { FIELD_COLUMNS, IMPORT_ONLY_FIELDS, encodeCell, type Column } from "../columns";
import { valueShapes } from "./value-shapes";

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function suffix(header: string, locale: string | null): string {
  return locale === null ? header : `${header}-${locale}`;
}

// The columns of an export: the fields, name and description per locale,
// then every attribute (a dictionary attribute even when no product holds it
// yet, so an empty catalogue's export is an import template), canonical
// values before localized ones. `columns` keeps only the named fields and
// codes (sku always stays: an import needs it); `locales` only those locales.
export async function exportColumns(
  scope: { supplierIds: string[]; activeOnly: boolean },
  dictionary: Dictionary,
  only: { columns: string[]; locales: string[] },
): Promise<Column[]> {
  const { found, locales: inUse } = await valueShapes(scope.supplierIds, scope.activeOnly);
  const wantLocale = (locale: string) => only.locales.length === 0 || only.locales.includes(locale);
  const locales = [...new Set([...inUse, ...only.locales])].filter(wantLocale).sort(byText);

  const columns: Column[] = FIELD_COLUMNS.filter((f) => !IMPORT_ONLY_FIELDS.includes(f)).map((field) => ({ kind: "field", header: field, field }));
  for (const locale of locales) {
    for (const field of ["name", "description"] as const) columns.push({ kind: "localizedField", header: `${field}-${locale}`, field, locale });
  }

  const attributeColumns = new Map<string, Column>();
  const add = (column: Column) => attributeColumns.set(column.header, column);
  for (const def of dictionary.byCode.values()) {
    if (def.type !== "metric" && def.type !== "price") add({ kind: "attribute", header: def.code, code: def.code, locale: null, def });
  }
  for (const f of found) {
    if (f.locale !== null && !wantLocale(f.locale)) continue;
    const def = dictionary.byCode.get(f.code) ?? null;
    if (def?.type === "metric") {
      if (f.unit) add({ kind: "attribute", header: suffix(`${f.code}-${f.unit}`, f.locale), code: f.code, locale: f.locale, def, unit: f.unit });
    } else if (def?.type === "price") {
      if (f.currency) add({ kind: "attribute", header: suffix(`${f.code}-${f.currency}`, f.locale), code: f.code, locale: f.locale, def, currency: f.currency });
    } else add({ kind: "attribute", header: suffix(f.code, f.locale), code: f.code, locale: f.locale, def });
  }
  const sorted = [...attributeColumns.values()].sort((a, b) => {
    const [la, lb] = [a.kind === "attribute" ? (a.locale ?? "") : "", b.kind === "attribute" ? (b.locale ?? "") : ""];
    return byText(la, lb) || byText(a.header, b.header);
  });
  columns.push(...sorted);

  if (only.columns.length === 0) return columns;
  return columns.filter((c) => {
    const name = c.kind === "field" ? c.field : c.kind === "localizedField" ? c.field : c.code;
    return name === "sku" || only.columns.includes(name);
  });
}

// A product's cell in a column, as an import reads it back.
export function cellOf(column: Column, product: ExportPageRow): string {
  const localized = product.localized as Record<string, LocalizedValues>;
  if (column.kind === "field") {
    switch (column.field) {
      case "sku":
        return product.sku;
      case "name":
        return product.name;
      case "description":
        return product.description ?? "";
      case "status":
        return product.status;
      case "category":
        return product.categoryName ?? "";
      case "family":
        return product.familyCode ?? "";
      case "tags":
        return product.tags.join(",");
      default:
        return "";
    }
  }
  if (column.kind === "localizedField") return localized[column.locale]?.[column.field] ?? "";
  const values = column.locale === null ? (product.attributes as Record<string, unknown>) : localized[column.locale]?.attributes;
  return encodeCell(column, values?.[column.code]);
}
