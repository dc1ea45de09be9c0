import { createHash } from "node:crypto";

// The dictionary and the two kinds of product the bench upserts. A bulk body
// is at most 1 MiB (lib/http/body.ts), so 1,000 products of 50 values each
// leave about a kilobyte per product: codes are short and values compact.
type Shape = { type: string; prefix: string; count: number; unit?: string; options?: { code: string }[]; validation?: Record<string, unknown>; value: (i: number, k: number) => unknown };

const colours = ["red", "green", "blue", "black", "white"].map((code) => ({ code }));

// Every type but asset, 50 attributes in all, with the validation rules the
// check has to run (pattern, bounds, decimals, units, options).
const shapes: Shape[] = [
  { type: "text", prefix: "tx", count: 6, validation: { maxLength: 80, pattern: "^[A-Za-z0-9 -]+$" }, value: (i, k) => `Ln ${(i + k) % 1000}` },
  { type: "textarea", prefix: "ta", count: 5, value: (i) => `Wash ${i % 100}\nDry` },
  { type: "number", prefix: "nu", count: 6, validation: { min: 0, max: 10_000, decimals: 2 }, value: (i, k) => ((i + k) % 900) + 0.5 },
  { type: "metric", prefix: "me", count: 4, unit: "weight", validation: { min: 0, max: 50, decimals: 3 }, value: (i, k) => ({ amount: 100 + ((i + k) % 800), unit: "g" }) },
  { type: "boolean", prefix: "bo", count: 6, value: (i, k) => (i + k) % 2 === 0 },
  { type: "date", prefix: "dt", count: 5, value: (i, k) => `2026-0${1 + ((i + k) % 9)}-1${(i + k) % 9}` },
  { type: "select", prefix: "sl", count: 6, options: colours, value: (i, k) => colours[(i + k) % 5]!.code },
  { type: "multiselect", prefix: "ms", count: 4, options: colours, value: (i, k) => [colours[(i + k) % 5]!.code, colours[(i + k + 1) % 5]!.code] },
  { type: "price", prefix: "pr", count: 3, value: (i, k) => [{ amount: 99 + ((i + k) % 900), currency: "EUR" }] },
  { type: "url", prefix: "ui", count: 5, value: (i, k) => `https://e.io/${(i + k) % 1000}` },
];

export type AttributeBody = { code: string; type: string; unit: string | null; options: { code: string }[]; validation: Record<string, unknown> };

export const attributes: (AttributeBody & { value: (i: number) => unknown })[] = shapes.flatMap((shape) =>
  Array.from({ length: shape.count }, (_, k) => ({
    code: `${shape.prefix}${k}`,
    type: shape.type,
    unit: shape.unit ?? null,
    options: shape.options ?? [],
    validation: shape.validation ?? {},
    value: (i: number) => shape.value(i, k),
  })),
);

export const FAMILY = "fam";

export type Kind = "typed" | "untyped" | "digest";
export const KINDS: readonly Kind[] = ["typed", "untyped", "digest"];

// A typed product sets every defined attribute. Its twins set as many values
// under codes the dictionary does not know (no typed code starts with q and
// the second letters differ), so they are checked and stored free-form:
// - untyped: the same catalogue as it was written before the dictionary.
//   Every value a free-form value can hold is the same value; a metric
//   {amount, unit} becomes [amount, unit] and a price list its amounts and
//   currencies in one list, since free-form values hold no objects. Same
//   values, same index keys: the two differ by their types alone, which is
//   what issue 14's target bounds.
// - digest: each value a hex digest of the typed value's JSON, cut so the
//   JSON is exactly as long. Same body size and as many distinct values, but
//   a metric, a price list or a multiselect is one string, so it has fewer
//   and rarer index keys than the typed value. Kept for comparison with the
//   figures measured against it before.
export function product(kind: Kind, sku: string, i: number): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const attribute of attributes) {
    const value = attribute.value(i);
    if (kind === "typed") values[attribute.code] = value;
    else values[`q${attribute.code.slice(1)}`] = kind === "untyped" ? freeForm(value) : digest(JSON.stringify(value));
  }
  return { sku, name: `P ${i}`, familyCode: FAMILY, attributes: values };
}

function freeForm(value: unknown): unknown {
  if (Array.isArray(value)) return value.flatMap((e) => (typeof e === "object" && e !== null ? Object.values(e) : [e]));
  if (typeof value === "object" && value !== null) return Object.values(value);
  return value;
}

// Hex needs no escaping, so the string's JSON is two quotes longer than it.
function digest(json: string): string {
  const hex = createHash("sha256").update(json).digest("hex");
  return hex.repeat(Math.ceil(json.length / hex.length)).slice(0, Math.max(1, json.length - 2));
}
