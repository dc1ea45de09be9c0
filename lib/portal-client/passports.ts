import { parse } from "csv-parse/browser/esm/sync";
import type { AttributeDocument, PassportTemplateDocument, ProductDocument } from "./api-types";

// What the Passport section of the editor works out in the browser: the
// readiness of a template against the saved product (the same rules the
// server applies when it publishes), a refusal in words, and units read
// from a CSV file.

export type ReadinessItem = { key: string; label: string; required: boolean; filled: boolean; access: "public" | "restricted"; field: string | null };
export type Readiness = { items: ReadinessItem[]; missingRequired: ReadinessItem[]; gtin: { filled: boolean; attributes: string[] } };

const present = (value: unknown) => value !== undefined && value !== null && value !== "" && !(Array.isArray(value) && value.length === 0);

// A field's value as publishing reads it: the default locale's translation
// first, then the product's own value; a constant is always there.
function filled(source: string, product: ProductDocument, defaultLocale: string): boolean {
  const local = product.localized?.[defaultLocale];
  if (source === "constant") return true;
  if (source === "sku") return present(product.sku);
  if (source === "name") return present(local?.name) || present(product.name);
  if (source === "description") return present(local?.description) || present(product.description);
  const code = source.slice("attributes.".length);
  return present(local?.attributes?.[code]) || present(product.attributes?.[code]);
}

// The form input that fills a field (null for a constant or the SKU's own source).
const fieldOf = (source: string) => (source === "name" || source === "description" || source === "sku" || source.startsWith("attributes.") ? source : null);

export function readinessOf(template: PassportTemplateDocument, product: ProductDocument, dictionary: readonly AttributeDocument[], defaultLocale: string): Readiness {
  const items = template.sections.flatMap((s) =>
    s.fields.map((f) => ({ key: f.key, label: f.label, required: f.required, access: f.access, filled: filled(f.source, product, defaultLocale), field: fieldOf(f.source) })),
  );
  const gtinCodes = dictionary.filter((a) => a.type === "gtin").map((a) => a.code).sort();
  return {
    items,
    missingRequired: items.filter((i) => i.required && !i.filled),
    gtin: { filled: gtinCodes.some((code) => present(product.attributes?.[code])), attributes: gtinCodes },
  };
}

// A publication the server refused, one sentence per problem.
export function refusalInWords(details: readonly { path: string; message: string }[], template: PassportTemplateDocument | undefined): string[] {
  const labels = new Map(template?.sections.flatMap((s) => s.fields.map((f) => [f.key, f.label] as const)) ?? []);
  return details.map((d) => {
    if (d.path === "gtin") return "The product has no GTIN: give it a value of an attribute of type GTIN and save.";
    if (d.path.startsWith("fields.")) {
      const key = d.path.slice("fields.".length);
      return `${labels.get(key) ?? key} is empty.`;
    }
    return d.message;
  });
}

export type UnitRow = { serial: string; lot?: string };

// Units from a CSV file with a header row naming `serial` and, optionally,
// `lot`; rows without a serial are reported by their line number.
export function unitsFromCsv(text: string): { units: UnitRow[]; problems: string[] } {
  let records: Record<string, string>[];
  try {
    records = parse(text, { columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()), skip_empty_lines: true, trim: true, bom: true });
  } catch (err) {
    return { units: [], problems: [`The file is not CSV the reader understands: ${(err as Error).message}`] };
  }
  if (records.length > 0 && !("serial" in records[0]!)) return { units: [], problems: ["The file has no column named serial."] };
  const units: UnitRow[] = [];
  const problems: string[] = [];
  records.forEach((r, i) => {
    if (!r.serial) problems.push(`Line ${i + 2} has no serial.`);
    else units.push(r.lot ? { serial: r.serial, lot: r.lot } : { serial: r.serial });
  });
  if (records.length === 0) problems.push("The file has no units.");
  return { units, problems };
}

export function chunksOf<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

// The first characters of a checksum, enough to tell versions apart.
export const shortChecksum = (checksum: string) => checksum.slice(0, 12);
