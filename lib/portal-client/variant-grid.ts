import { toBase, unitFamilyOf } from "@/lib/catalog/attributes/units";
import type { AttributeDocument, ProductDocument } from "./api-types";

// The variant grid's pure logic (docs/api.md, "Attributes"): how an axis value
// reads, the combinations a "create variants" form asks for, their SKUs,
// and what a variant sets itself over its model.

export type Metric = { amount: number; unit: string };
export type AxisValue = string | boolean | Metric;
// The values chosen for one axis, in the order they were chosen.
export type AxisChoice = { attribute: AttributeDocument; values: AxisValue[] };
export type Combination = Record<string, AxisValue>;
export type PlannedVariant = { sku: string; attributes: Combination };
export type VariantPlan = { rows: PlannedVariant[]; existing: number; total: number; problem?: string };

// One click creates at most this many variants: one bulk request answers
// in a few seconds and its per-row results still fit on a screen.
export const MAX_COMBINATIONS = 200;

const isMetric = (v: unknown): v is Metric => typeof v === "object" && v !== null && typeof (v as Metric).amount === "number" && typeof (v as Metric).unit === "string";

// A value as a person reads it: the option's label, "70 cm", yes or no.
export function axisValueLabel(attribute: AttributeDocument | undefined, value: unknown, locale: string): string {
  if (value === undefined || value === null) return "—";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (isMetric(value)) return `${value.amount} ${value.unit}`;
  if (typeof value === "string") {
    const option = attribute?.options.find((o) => o.code === value);
    return option ? (option.labels[locale] ?? option.code) : value;
  }
  return JSON.stringify(value);
}

// Equal values give equal keys: 0.7 m and 70 cm are one combination, as the API judges.
export function axisValueKey(value: unknown): string {
  if (isMetric(value)) {
    const family = unitFamilyOf(value.unit);
    return family ? `m:${Number(toBase(family, value.amount, value.unit).toPrecision(12))}` : `m:${value.amount}${value.unit}`;
  }
  return JSON.stringify(value ?? null);
}

export const combinationKey = (axes: readonly string[], attributes: Record<string, unknown>) => axes.map((code) => axisValueKey(attributes[code])).join("|");

// Every combination of the chosen values (the cartesian product), the first axis varying slowest.
export function combinations(choices: readonly { code: string; values: readonly AxisValue[] }[]): Combination[] {
  if (choices.length === 0) return [];
  return choices.reduce<Combination[]>((acc, { code, values }) => acc.flatMap((combo) => values.map((value) => ({ ...combo, [code]: value }))), [{}]);
}

// The SKU part a value gives: the option code, yes/no, or amount and unit ("70CM").
function skuToken(value: AxisValue): string {
  const text = typeof value === "boolean" ? (value ? "yes" : "no") : isMetric(value) ? `${value.amount}${value.unit}` : value;
  return text.toUpperCase();
}

export const defaultSkuPattern = (axes: readonly string[]) => ["{sku}", ...axes.map((code) => `{${code}}`)].join("-");

// {sku} is the model's SKU, {<axis code>} the value's token; whitespace
// (refused in a SKU) becomes a hyphen.
export function skuOf(pattern: string, modelSku: string, combo: Combination): string {
  return pattern
    .replace(/\{([a-z][a-z0-9_]*)\}/g, (whole, name: string) => (name === "sku" ? modelSku : name in combo ? skuToken(combo[name]!) : whole))
    .trim()
    .replace(/\s+/g, "-");
}

// The variants one click would create: every combination not already held
// by a sibling, each with its SKU; or why none can be made. The bulk
// request upserts by SKU, so a sibling's SKU is refused here rather than
// overwriting that sibling.
export function planVariants(input: {
  modelSku: string;
  choices: readonly AxisChoice[];
  pattern: string;
  existing: readonly { sku: string; attributes: Record<string, unknown> }[];
  locale: string;
}): VariantPlan {
  const { modelSku, choices, pattern, existing, locale } = input;
  const axes = choices.map((c) => c.attribute.code);
  const empty = choices.find((c) => c.values.length === 0);
  if (choices.length === 0 || empty) return { rows: [], existing: 0, total: 0, problem: empty ? `Choose at least one value of ${empty.attribute.labels[locale] ?? empty.attribute.code}.` : undefined };
  const held = new Set(existing.map((v) => combinationKey(axes, v.attributes)));
  const all = combinations(choices.map((c) => ({ code: c.attribute.code, values: c.values })));
  const fresh = all.filter((combo) => !held.has(combinationKey(axes, combo)));
  const base = { existing: all.length - fresh.length, total: all.length };
  if (fresh.length > MAX_COMBINATIONS) return { ...base, rows: [], problem: `${fresh.length} combinations: at most ${MAX_COMBINATIONS} at a time. Choose fewer values.` };
  const rows = fresh.map((attributes) => ({ sku: skuOf(pattern, modelSku, attributes), attributes }));
  const missing = axes.filter((code) => !pattern.includes(`{${code}}`));
  const skus = new Set(rows.map((r) => r.sku));
  if (skus.size < rows.length) return { ...base, rows, problem: `The SKU pattern gives several variants the same SKU${missing.length ? `: add {${missing.join("}, {")}}` : ""}.` };
  const sibling = existing.find((v) => skus.has(v.sku));
  if (sibling) return { ...base, rows, problem: `${sibling.sku} is already the SKU of another variant of this model. Change the SKU pattern.` };
  return { ...base, rows };
}

// Amounts typed as a list ("60, 70.5 80"): numbers, or the first that is not one.
export function parseAmounts(text: string): { amounts: number[] } | { error: string } {
  const parts = text.split(/[\s,;]+/).filter((p) => p !== "");
  const amounts: number[] = [];
  for (const part of parts) {
    const n = Number(part);
    if (!Number.isFinite(n)) return { error: `${part} is not a number.` };
    if (!amounts.includes(n)) amounts.push(n);
  }
  return { amounts };
}

// Fields the model sets that the variant sets itself (the model's value is
// overridden), named as in `inherited`; the axes are the variant's own by nature.
export function overridesOf(model: ProductDocument, variant: Pick<ProductDocument, "inherited">, axes: readonly string[]): string[] {
  const set: string[] = ["name"];
  if (model.description) set.push("description");
  if (model.categoryId) set.push("categoryId");
  if (model.tags.length) set.push("tags");
  for (const code of Object.keys(model.attributes)) if (!axes.includes(code)) set.push(`attributes.${code}`);
  for (const [locale, values] of Object.entries(model.localized)) {
    if (values.name) set.push(`localized.${locale}.name`);
    if (values.description) set.push(`localized.${locale}.description`);
    for (const code of Object.keys(values.attributes ?? {})) set.push(`localized.${locale}.attributes.${code}`);
  }
  const inherited = new Set(variant.inherited);
  return set.filter((field) => !inherited.has(field)).sort();
}

// The codes that tell a model's variants apart, for readers with no access to
// the family (buyers): those a variant holds with a value its model lacks or differs from.
export function distinguishingCodes(model: Pick<ProductDocument, "attributes">, variants: readonly Pick<ProductDocument, "attributes">[]): string[] {
  const codes = new Set<string>();
  for (const v of variants) for (const [code, value] of Object.entries(v.attributes)) if (axisValueKey(value) !== axisValueKey(model.attributes[code])) codes.add(code);
  return [...codes].sort();
}
