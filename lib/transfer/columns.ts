import type { AttributeDefinition, Dictionary } from "../catalog/attributes/definition";
import { isUnitFamily, isUnitOf } from "../catalog/attributes/units";
import { canonicalLocale } from "../catalog/locales";
import { decimalToMinor, minorToDecimal } from "./money";

// The spreadsheet columns of imports and exports (docs/api.md, "Imports and exports") and
// how a cell becomes a value and back. Pure: the import, the export and their
// unit tests share it, so what an export writes an import reads back.

export const FIELD_COLUMNS = ["sku", "name", "description", "status", "category", "family", "parent", "tags", "images"] as const;
// Read by imports only: an export has no model links yet, and its image
// links would be short-lived URLs that an import would fetch as new images.
export const IMPORT_ONLY_FIELDS: readonly string[] = ["parent", "images"];
type FieldName = (typeof FIELD_COLUMNS)[number];
const LOCALIZED_FIELDS = ["name", "description"] as const;

export type Column =
  | { kind: "field"; header: string; field: FieldName }
  | { kind: "localizedField"; header: string; field: (typeof LOCALIZED_FIELDS)[number]; locale: string }
  // unit: a metric column's unit; currency: a price column's currency.
  | { kind: "attribute"; header: string; code: string; locale: string | null; def: AttributeDefinition | null; unit?: string; currency?: string };
// What an import reads a header as: a column, or nothing (an error report's
// `error` column, or one the column map ignores).
export type ImportColumn = Column | { kind: "ignored"; header: string };

const CURRENCY = /^[A-Z]{3}$/;
// Free-form codes as the product API accepts them (catalog/schemas.ts).
const FREE_FORM_CODE = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}$/;

export type HeaderContext = { dictionary: Dictionary; enabledLocales: readonly string[] };
// unknown: headers read as attributes without a dictionary entry (free-form
// codes) that the column map does not name.
export type ParsedHeader = { columns: ImportColumn[]; errors: string[]; unknown: string[] };
// {"<header>": "<column>"} reads a header as that column; null ignores it.
export type ColumnMap = Readonly<Record<string, string | null>>;

// The column an error report adds to a file's own; read past when such a
// report comes back fixed, unless the column map says otherwise.
export const ERROR_REPORT_COLUMN = "error";

// The header row as columns; every problem is named, so a file with a wrong
// header is refused whole before any row is read. Empty cells at the end of
// the header (spreadsheet programs leave them) are not columns.
export function parseHeader(header: readonly string[], context: HeaderContext, columnMap: ColumnMap = {}): ParsedHeader {
  let end = header.length;
  while (end > 0 && header[end - 1]!.trim() === "") end--;
  const cells = header.slice(0, end);
  const columns: ImportColumn[] = [];
  const errors: string[] = [];
  const unknown: string[] = [];
  const headers = new Set<string>();
  const targets = new Set<string>();
  cells.forEach((raw, index) => {
    const header = raw.trim();
    if (header === "") {
      errors.push(`Column ${index + 1} has no name.`);
      return;
    }
    if (headers.has(header)) {
      errors.push(`Column ${header} appears twice.`);
      return;
    }
    headers.add(header);
    const mapped = Object.hasOwn(columnMap, header);
    const target = mapped ? columnMap[header]! : header === ERROR_REPORT_COLUMN ? null : header;
    if (target === null) {
      columns.push({ kind: "ignored", header });
      return;
    }
    if (targets.has(target)) errors.push(`Column ${header} is read as ${target}, which another column is read as too.`);
    targets.add(target);
    const parsed = parseColumn(target, context);
    if (typeof parsed === "string") errors.push(target === header ? parsed : `${parsed} (column ${header} is read as ${target})`);
    else {
      columns.push({ ...parsed, header });
      if (!mapped && parsed.kind === "attribute" && parsed.def === null) unknown.push(header);
    }
  });
  for (const name of Object.keys(columnMap)) if (!headers.has(name)) errors.push(`The column map names ${name}, which the file's header does not have.`);
  if (!targets.has("sku")) errors.unshift("The file has no sku column.");
  return { columns, errors, unknown };
}

function splitOnce(header: string): [string, string | null] {
  const dash = header.indexOf("-");
  return dash < 0 ? [header, null] : [header.slice(0, dash), header.slice(dash + 1)];
}

function localeOf(tag: string, header: string, context: HeaderContext): string {
  const locale = canonicalLocale(tag);
  if (!locale) throw `Column ${header}: ${tag} is not a BCP 47 language tag.`;
  if (!context.enabledLocales.includes(locale)) throw `Column ${header}: locale ${locale} is not enabled for your organisation.`;
  return locale;
}

// One header as a column, or why it cannot be one.
export function parseColumn(header: string, context: HeaderContext): Column | string {
  try {
    if ((FIELD_COLUMNS as readonly string[]).includes(header)) return { kind: "field", header, field: header as FieldName };
    const [base, rest] = splitOnce(header);
    if ((LOCALIZED_FIELDS as readonly string[]).includes(base) && rest !== null) {
      return { kind: "localizedField", header, field: base as "name" | "description", locale: localeOf(rest, header, context) };
    }
    const def = context.dictionary.byCode.get(base);
    if (def) return typedColumn(header, def, rest, context);
    return freeFormColumn(header, context);
  } catch (message) {
    return message as string;
  }
}

function typedColumn(header: string, def: AttributeDefinition, rest: string | null, context: HeaderContext): Column {
  const [first, tail] = rest === null ? [null, null] : splitOnce(rest);
  const localized = (tag: string | null): string | null => {
    if (tag === null) return null;
    if (!def.localizable) throw `Column ${header}: attribute ${def.code} is not localizable.`;
    return localeOf(tag, header, context);
  };
  if (def.type === "metric") {
    const family = def.unit ?? "";
    if (first === null || !isUnitFamily(family) || !isUnitOf(family, first)) {
      throw `Column ${header}: a ${family || "metric"} attribute's column names its unit, e.g. ${def.code}-${family === "weight" ? "kg" : "<unit>"}.`;
    }
    return { kind: "attribute", header, code: def.code, def, unit: first, locale: localized(tail) };
  }
  if (def.type === "price") {
    if (first === null || !CURRENCY.test(first)) throw `Column ${header}: a price column names its currency, e.g. ${def.code}-EUR.`;
    return { kind: "attribute", header, code: def.code, def, currency: first, locale: localized(tail) };
  }
  return { kind: "attribute", header, code: def.code, def, locale: localized(rest) };
}

// A code with no dictionary entry: `<code>-<enabled locale>` is its
// localized value, anything else is the code itself.
function freeFormColumn(header: string, context: HeaderContext): Column {
  for (const locale of context.enabledLocales) {
    if (header.endsWith(`-${locale}`)) {
      const code = header.slice(0, -locale.length - 1);
      if (FREE_FORM_CODE.test(code)) return { kind: "attribute", header, code, locale, def: null };
    }
  }
  if (!FREE_FORM_CODE.test(header)) throw `Column ${header} is not a field, an attribute code or <field>-<locale>.`;
  return { kind: "attribute", header, code: header, locale: null, def: null };
}

export type Decoded = { value: unknown } | { error: string };

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

// A non-empty cell of an attribute column as the value the product API
// takes; the attribute's own rules (options, bounds, patterns) are the write
// path's to check. Price columns give one {amount, currency} entry.
export function decodeCell(column: Extract<Column, { kind: "attribute" }>, cell: string): Decoded {
  const text = cell.trim();
  const def = column.def;
  if (!def) return { value: cell };
  switch (def.type) {
    case "number":
      return NUMBER.test(text) ? { value: Number(text) } : { error: `${text} is not a number.` };
    case "metric":
      return NUMBER.test(text) ? { value: { amount: Number(text), unit: column.unit! } } : { error: `${text} is not a number.` };
    case "boolean": {
      const lower = text.toLowerCase();
      if (lower === "true" || lower === "false") return { value: lower === "true" };
      return { error: "Use true or false." };
    }
    case "multiselect":
      return { value: splitList(text) };
    case "price": {
      const amount = decimalToMinor(text, column.currency!);
      return amount === null ? { error: `${text} is not an amount in ${column.currency}.` } : { value: { amount, currency: column.currency! } };
    }
    case "text":
    case "textarea":
      return { value: cell };
    default:
      return { value: text };
  }
}

// Comma-separated lists (tags, multiselect option codes): items trimmed,
// empty items dropped.
export function splitList(cell: string): string[] {
  return cell
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "");
}

function formatNumber(value: unknown): string {
  return typeof value === "number" ? String(value) : "";
}

// A stored value as the cell of a column. An export writes these and an
// import decodes them back to the same value. Values that do not fit their
// column (another unit or currency) give an empty cell: another column has them.
export function encodeCell(column: Extract<Column, { kind: "attribute" }>, value: unknown): string {
  if (value === null || value === undefined) return "";
  if (column.unit !== undefined) {
    const metric = value as { amount?: unknown; unit?: unknown };
    return metric.unit === column.unit ? formatNumber(metric.amount) : "";
  }
  if (column.currency !== undefined) {
    const entry = Array.isArray(value) ? (value as { amount?: unknown; currency?: unknown }[]).find((p) => p?.currency === column.currency) : undefined;
    return entry && typeof entry.amount === "number" ? minorToDecimal(entry.amount, column.currency) : "";
  }
  if (Array.isArray(value)) return value.map(String).join(",");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}
