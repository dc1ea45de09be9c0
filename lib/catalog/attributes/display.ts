import type { AttributeLabelDocument } from "../documents";

// Attribute values in words for readers of a catalogue (the buyer portal
// and the public brand portals). Pure and browser-safe.

type Labels = Record<string, string>;

// The label in the reader's locale, else its language (de for de-AT, or
// de-AT for de), else the first the supplier wrote, else the fallback.
export function labelIn(labels: Labels | undefined, locale: string, fallback: string): string {
  if (!labels) return fallback;
  if (labels[locale]) return labels[locale];
  const language = locale.split("-")[0]!.toLowerCase();
  const sameLanguage = Object.keys(labels).find((l) => l.split("-")[0]!.toLowerCase() === language);
  return (sameLanguage && labels[sameLanguage]) || Object.values(labels)[0] || fallback;
}

const isAmount = (v: unknown): v is { amount: number; unit: string } =>
  typeof v === "object" && v !== null && typeof (v as { amount?: unknown }).amount === "number" && typeof (v as { unit?: unknown }).unit === "string";

const isPrice = (v: unknown): v is { amount: number; currency: string } =>
  typeof v === "object" && v !== null && Number.isInteger((v as { amount?: unknown }).amount) && typeof (v as { currency?: unknown }).currency === "string";

// Prices are stored in minor units; the currency's ISO 4217 decimals (as
// Intl knows them) say where the point goes.
function money(price: { amount: number; currency: string }, locale: string): string {
  try {
    const format = new Intl.NumberFormat(locale, { style: "currency", currency: price.currency });
    const decimals = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(price.amount / 10 ** decimals);
  } catch {
    return `${price.amount} ${price.currency}`;
  }
}

const optionLabel = (attribute: AttributeLabelDocument | undefined, code: string, locale: string) =>
  labelIn(attribute?.options.find((o) => o.code === code)?.labels, locale, code);

// A value as text, or null for what is not shown to readers (an asset
// attribute names a file of the supplier's library, not something to read).
export function displayValue(attribute: AttributeLabelDocument | undefined, value: unknown, locale: string): string | null {
  if (value === null || value === undefined) return null;
  if (attribute?.type === "asset") return null;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (isAmount(value)) return `${value.amount} ${value.unit}`;
  if (Array.isArray(value)) {
    if (value.every(isPrice)) return value.map((p) => money(p, locale)).join(", ");
    return value.map((v) => (typeof v === "string" ? optionLabel(attribute, v, locale) : JSON.stringify(v))).join(", ");
  }
  if (typeof value === "string") return attribute?.type === "select" ? optionLabel(attribute, value, locale) : value;
  if (typeof value === "number") return String(value);
  return JSON.stringify(value);
}

export type DisplayedAttribute = { code: string; label: string; value: string };

// A product's attributes as label and value pairs, by label (stored values
// have no order a reader would recognise); codes without a definition are
// shown by their code.
export function displayAttributes(attributes: Record<string, unknown>, dictionary: ReadonlyMap<string, AttributeLabelDocument>, locale: string): DisplayedAttribute[] {
  const rows = Object.entries(attributes).flatMap(([code, raw]) => {
    const attribute = dictionary.get(code);
    const value = displayValue(attribute, raw, locale);
    return value === null ? [] : [{ code, label: labelIn(attribute?.labels, locale, code), value }];
  });
  return rows.sort((a, b) => a.label.localeCompare(b.label, locale) || a.code.localeCompare(b.code));
}
