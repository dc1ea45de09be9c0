import { db } from "../../db/client";
import type { Dictionary } from "../../catalog/attributes/definition";
import type { LocalizedValues } from "../../catalog/documents";
import type { PageRow } from "../../search/find-page";
import { FIELD_COLUMNS, IMPORT_ONLY_FIELDS, encodeCell, type Column } from "../columns";

type Found = { locale: string | null; code: string; unit: string | null; currency: string | null };

// Which attribute codes, units, currencies and locales the products of the
// scope hold, in one pass over them: a metric gets a column per unit in use
// and a price one per currency in use, so every value has a column to go to.
async function valuesInUse(supplierIds: string[], activeOnly: boolean): Promise<{ found: Found[]; locales: string[] }> {
  const found = await db.$queryRaw<Found[]>`
    SELECT DISTINCT s.locale, e.key AS code,
      CASE WHEN jsonb_typeof(e.value) = 'object' THEN e.value->>'unit' END AS unit,
      c.currency
    FROM products p
    CROSS JOIN LATERAL (
      SELECT NULL::text AS locale, p.attributes AS attrs
      UNION ALL
      SELECT l.key, CASE WHEN jsonb_typeof(l.value->'attributes') = 'object' THEN l.value->'attributes' ELSE '{}'::jsonb END
      FROM jsonb_each(CASE WHEN jsonb_typeof(p.localized) = 'object' THEN p.localized ELSE '{}'::jsonb END) l
    ) s
    CROSS JOIN LATERAL jsonb_each(CASE WHEN jsonb_typeof(s.attrs) = 'object' THEN s.attrs ELSE '{}'::jsonb END) e
    LEFT JOIN LATERAL (
      SELECT x->>'currency' AS currency FROM jsonb_array_elements(CASE WHEN jsonb_typeof(e.value) = 'array' THEN e.value ELSE '[]'::jsonb END) x
      WHERE jsonb_typeof(x) = 'object'
    ) c ON true
    WHERE p."organizationId" = ANY(${supplierIds}::uuid[]) AND (NOT ${activeOnly}::boolean OR p.status = 'active')`;
  const locales = await db.$queryRaw<{ locale: string }[]>`
    SELECT DISTINCT l.key AS locale FROM products p, jsonb_each(CASE WHEN jsonb_typeof(p.localized) = 'object' THEN p.localized ELSE '{}'::jsonb END) l
    WHERE p."organizationId" = ANY(${supplierIds}::uuid[]) AND (NOT ${activeOnly}::boolean OR p.status = 'active')`;
  return { found, locales: locales.map((l) => l.locale) };
}

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
  const { found, locales: inUse } = await valuesInUse(scope.supplierIds, scope.activeOnly);
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
export function cellOf(column: Column, product: PageRow): string {
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
