import type { AttributeDocument } from "./api-types";

// What one typed input holds while it is edited (docs/api.md, "Attributes" names
// the value shapes). Drafts keep what the user typed, so "1." or an amount
// without a unit survive a re-render; valueOf turns a draft into the value
// the API stores, or says in plain words why it cannot.
export type PriceRow = { currency: string; amount: string };
export type Draft =
  | { kind: "text"; text: string }
  | { kind: "number"; text: string }
  | { kind: "metric"; amount: string; unit: string }
  // Unset is not false: "" sends null, so a product can leave it open.
  | { kind: "boolean"; value: "" | "true" | "false" }
  | { kind: "multi"; codes: string[] }
  // Amounts in major units as typed ("12.50"); sent as integer minor units.
  | { kind: "price"; rows: PriceRow[] };

export type Converted = { ok: true; value: unknown } | { ok: false; message: string };

const ok = (value: unknown): Converted => ({ ok: true, value });
const fail = (message: string): Converted => ({ ok: false, message });

export function emptyDraft(type: AttributeDocument["type"]): Draft {
  switch (type) {
    case "number":
      return { kind: "number", text: "" };
    case "metric":
      return { kind: "metric", amount: "", unit: "" };
    case "boolean":
      return { kind: "boolean", value: "" };
    case "multiselect":
      return { kind: "multi", codes: [] };
    case "price":
      return { kind: "price", rows: [] };
    default:
      return { kind: "text", text: "" };
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

// The draft showing a stored value, or null when the value does not have the
// attribute's shape (a free-form value written before the dictionary): such
// a value stays in the free-form rows, readable and editable as it was.
export function draftOf(type: AttributeDocument["type"], value: unknown): Draft | null {
  if (value === undefined || value === null) return emptyDraft(type);
  switch (type) {
    case "number":
      return typeof value === "number" ? { kind: "number", text: String(value) } : null;
    case "metric":
      return isObject(value) && typeof value.amount === "number" && typeof value.unit === "string" ? { kind: "metric", amount: String(value.amount), unit: value.unit } : null;
    case "boolean":
      return typeof value === "boolean" ? { kind: "boolean", value: value ? "true" : "false" } : null;
    case "multiselect":
      return Array.isArray(value) && value.every((v) => typeof v === "string") ? { kind: "multi", codes: value } : null;
    case "price":
      return Array.isArray(value) && value.every((p) => isObject(p) && Number.isSafeInteger(p.amount) && typeof p.currency === "string")
        ? { kind: "price", rows: (value as { amount: number; currency: string }[]).map((p) => ({ currency: p.currency, amount: fromMinor(p.amount, p.currency) })) }
        : null;
    default:
      return typeof value === "string" ? { kind: "text", text: value } : null;
  }
}

// A decimal as typed: digits with one point (a comma is read as the point).
const DECIMAL = /^-?\d+(\.\d+)?$/;
const normalized = (text: string) => {
  const t = text.trim();
  return t.includes(",") && !t.includes(".") ? t.replace(",", ".") : t;
};

function numberOf(text: string, what: string): Converted {
  const t = normalized(text);
  if (t === "") return ok(null);
  if (!DECIMAL.test(t)) return fail(`Enter ${what} as a number, such as 12 or 12.5.`);
  return ok(Number(t));
}

// The value to store, null for an empty input (which clears the value).
export function valueOf(draft: Draft): Converted {
  switch (draft.kind) {
    case "text":
      return ok(draft.text.trim() === "" ? null : draft.text);
    case "number":
      return numberOf(draft.text, "the value");
    case "metric": {
      const amount = numberOf(draft.amount, "the amount");
      // An emptied amount clears the value whatever unit is still picked.
      if (!amount.ok || amount.value === null) return amount;
      return draft.unit ? ok({ amount: amount.value, unit: draft.unit }) : fail("Choose a unit for the amount.");
    }
    case "boolean":
      return ok(draft.value === "" ? null : draft.value === "true");
    case "multi":
      return ok(draft.codes.length ? draft.codes : null);
    case "price":
      return priceOf(draft.rows);
  }
}

function priceOf(rows: PriceRow[]): Converted {
  const out: { amount: number; currency: string }[] = [];
  for (const row of rows) {
    if (row.amount.trim() === "") continue;
    const minor = toMinor(row.amount, row.currency);
    if (!minor.ok) return minor;
    out.push({ amount: minor.value as number, currency: row.currency });
  }
  return ok(out.length ? out : null);
}

// ISO 4217 minor-unit digits as the platform's Intl data knows them (EUR 2,
// JPY 0, BHD 3); a well-formed code Intl does not know gets 2.
export function minorDigits(currency: string): number {
  try {
    return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

// "12.5" EUR → 1250, by string arithmetic so no float rounding creeps in.
export function toMinor(text: string, currency: string): Converted {
  const t = normalized(text);
  if (!DECIMAL.test(t)) return fail(`Enter the ${currency} amount as a number, such as 12.50.`);
  const digits = minorDigits(currency);
  const [whole = "0", fraction = ""] = t.replace("-", "").split(".");
  if (fraction.length > digits) return fail(digits === 0 ? `${currency} amounts have no decimals.` : `${currency} amounts have at most ${digits} decimals.`);
  const minor = Number(whole + fraction.padEnd(digits, "0"));
  if (!Number.isSafeInteger(minor)) return fail(`The ${currency} amount is too large.`);
  return ok(t.startsWith("-") ? -minor : minor);
}

// 1250 EUR → "12.50"; what the price input shows for a stored amount.
export function fromMinor(amount: number, currency: string): string {
  const digits = minorDigits(currency);
  const sign = amount < 0 ? "-" : "";
  const text = String(Math.abs(amount)).padStart(digits + 1, "0");
  return digits === 0 ? sign + text : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

export const CURRENCY_CODE = /^[A-Z]{3}$/;
// Offered first wherever a currency is chosen.
export const COMMON_CURRENCIES = ["EUR", "USD", "GBP", "CHF", "SEK", "NOK", "DKK", "PLN", "CZK", "JPY"] as const;

// The input's step: whole numbers for decimals 0, any number when unbounded.
export function stepOf(decimals: number | undefined): string {
  return decimals === undefined ? "any" : decimals === 0 ? "1" : `0.${"0".repeat(decimals - 1)}1`;
}
