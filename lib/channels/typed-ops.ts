import { convert, unitFamilyOf } from "../catalog/attributes/units";
import type { OpResult } from "./op-result";

// The ops that read typed attribute values (docs/api.md, "Attributes", issue 14):
// a metric converted to the unit a destination asks for, a select option
// delivered as its label in the channel's locale, a price in one currency.
// Pure, like every op.

export type OptionLabels = ReadonlyMap<string, Readonly<Record<string, string>>>;
export type LabelContext = { locale: string; defaultLocale: string; options: OptionLabels | undefined };

// Enough digits for any real measurement, none of binary floating point's noise.
const tidy = (n: number) => Number(n.toPrecision(12));

export function convertMetric(source: unknown, unit: string): OpResult {
  const value = source as { amount?: unknown; unit?: unknown } | null;
  if (typeof value !== "object" || value === null || typeof value.amount !== "number" || typeof value.unit !== "string") {
    return { ok: false, error: "expected a metric value {amount, unit}" };
  }
  const family = unitFamilyOf(value.unit);
  if (!family || unitFamilyOf(unit) !== family) return { ok: false, error: `cannot convert ${value.unit} to ${unit}` };
  return { ok: true, value: tidy(convert(family, value.amount, value.unit, unit)) };
}

// A language's label serves its regional locales (de for de-AT); then the
// supplier's default locale; then the option's code.
function labelOf(labels: Readonly<Record<string, string>>, code: string, ctx: LabelContext): string {
  const language = ctx.locale.split("-")[0]!;
  return labels[ctx.locale] ?? labels[language] ?? labels[ctx.defaultLocale] ?? labels[ctx.defaultLocale.split("-")[0]!] ?? code;
}

export function optionLabel(source: unknown, ctx: LabelContext): OpResult {
  if (!ctx.options) return { ok: false, error: "the source is not a select or multiselect attribute" };
  const one = (code: unknown): string | null => {
    const labels = typeof code === "string" ? ctx.options!.get(code) : undefined;
    return labels ? labelOf(labels, code as string, ctx) : null;
  };
  if (Array.isArray(source)) {
    const labels = source.map(one);
    const unknown = source.filter((_, i) => labels[i] === null);
    return unknown.length ? { ok: false, error: `not an option: ${JSON.stringify(unknown).slice(0, 80)}` } : { ok: true, value: labels };
  }
  const label = one(source);
  return label === null ? { ok: false, error: `not an option: ${JSON.stringify(source).slice(0, 50)}` } : { ok: true, value: label };
}

// ISO 4217 minor units, from the runtime's own currency data (JPY 0, EUR 2,
// KWD 3); remembered, as a formatter costs more than a whole record's checks.
const digitsOf = new Map<string, number>();
export function minorDigits(currency: string): number {
  let digits = digitsOf.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
    if (digitsOf.size < 1_000) digitsOf.set(currency, digits);
  }
  return digits;
}

// A price attribute's entry in one currency as retailers write it: the
// amount with the currency's minor-unit digits, then the code ("15.00 EUR",
// "1500 JPY"). A product without an entry in the currency cannot be priced.
export function priceText(source: unknown, currency: string): OpResult {
  if (source === null || source === undefined) return { ok: false, error: `no price in ${currency}` };
  if (!isPriceList(source)) return { ok: false, error: "expected a price list [{amount, currency}]" };
  const entry = source.find((p) => p.currency === currency);
  if (!entry) return { ok: false, error: `no price in ${currency}` };
  const digits = minorDigits(currency);
  const minor = String(Math.abs(entry.amount)).padStart(digits + 1, "0");
  const major = digits === 0 ? minor : `${minor.slice(0, -digits)}.${minor.slice(-digits)}`;
  return { ok: true, value: `${entry.amount < 0 ? "-" : ""}${major} ${currency}` };
}

type PriceEntry = { amount: number; currency: string };
function isPriceList(source: unknown): source is PriceEntry[] {
  return Array.isArray(source) && source.every((p) => typeof p === "object" && p !== null && Number.isInteger(p.amount) && typeof p.currency === "string");
}

// The amount in major units (1299 EUR minor units → 12.99); no entry in the
// currency is an empty value, so `required` decides whether the product waits.
export function priceIn(source: unknown, currency: string): OpResult {
  if (!isPriceList(source)) return { ok: false, error: "expected a price list [{amount, currency}]" };
  const entry = source.find((p) => p.currency === currency);
  return { ok: true, value: entry ? tidy(entry.amount / 10 ** minorDigits(currency)) : undefined };
}
