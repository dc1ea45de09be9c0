import type { AttributeDocument } from "./api-types";
import { fromMinor } from "./typed-values";

// An attribute's stored value as the grid's cell shows it: a metric with its
// unit, prices with their currency, option labels rather than codes, yes or
// no, a date in words. A value without the attribute's shape (written before
// the dictionary defined it) is shown as it was stored; none is "—".
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

const NUMBER = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 10 });

export function price(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat("en-GB", { style: "currency", currency }).format(Number(fromMinor(amount, currency)));
  } catch {
    return `${fromMinor(amount, currency)} ${currency}`;
  }
}

function label(attribute: AttributeDocument, code: string, locale: string): string {
  const option = attribute.options.find((o) => o.code === code);
  return option ? (option.labels[locale] ?? option.code) : code;
}

function plain(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number") return NUMBER.format(value);
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return JSON.stringify(value);
}

export function cellText(attribute: AttributeDocument | undefined, value: unknown, locale: string): string {
  if (value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0)) return "—";
  if (!attribute) return Array.isArray(value) ? value.map(plain).join(", ") : plain(value);
  switch (attribute.type) {
    case "metric":
      return isObject(value) && typeof value.amount === "number" && typeof value.unit === "string" ? `${NUMBER.format(value.amount)} ${value.unit}` : plain(value);
    case "price":
      return Array.isArray(value) && value.every((p) => isObject(p) && typeof p.amount === "number" && typeof p.currency === "string")
        ? (value as { amount: number; currency: string }[]).map((p) => price(p.amount, p.currency)).join(" · ")
        : plain(value);
    case "select":
      return typeof value === "string" ? label(attribute, value, locale) : plain(value);
    case "multiselect":
      return Array.isArray(value) ? value.map((code) => (typeof code === "string" ? label(attribute, code, locale) : plain(code))).join(", ") : plain(value);
    case "date":
      return typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)
        ? new Date(`${value}T00:00:00Z`).toLocaleDateString("en-GB", { dateStyle: "medium", timeZone: "UTC" })
        : plain(value);
    default:
      return Array.isArray(value) ? value.map(plain).join(", ") : plain(value);
  }
}
