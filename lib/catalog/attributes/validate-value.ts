import type { AttributeDefinition } from "./definition";
import { DEFAULT_MAX_LENGTH } from "./definition";
import { baseUnitOf, isUnitFamily, isUnitOf, toBase, unitsOf, type UnitFamily } from "./units";
import { linearRegExp } from "../../core/linear-regex";
import { gtinError } from "../../gs1/gtin";

// Why a value does not fit its attribute (docs/api.md, "Attributes"), or null when
// it does. `null` clears a value and is never checked here. An asset value
// only gets its shape checked: whether the asset is the organisation's is a
// database question (check-asset-values.ts).
export function valueError(def: AttributeDefinition, value: unknown): string | null {
  switch (def.type) {
    case "text":
      if (typeof value === "string" && /[\r\n]/.test(value)) return "Must be a single line of text.";
      return textError(def, value, DEFAULT_MAX_LENGTH.text);
    case "textarea":
      return textError(def, value, DEFAULT_MAX_LENGTH.textarea);
    case "number":
      return typeof value === "number" && Number.isFinite(value) ? boundsError(def, value, value) : "Must be a number.";
    case "metric":
      return metricError(def, value);
    case "boolean":
      return typeof value === "boolean" ? null : "Must be true or false.";
    case "date":
      return typeof value === "string" && isCalendarDate(value) ? null : "Must be a calendar date YYYY-MM-DD.";
    case "select":
      return typeof value === "string" && hasOption(def, value) ? null : `Must be one of the options: ${optionList(def)}.`;
    case "multiselect":
      return multiselectError(def, value);
    case "price":
      return priceError(value);
    case "url":
      return typeof value === "string" && isWebUrl(value) ? null : "Must be an absolute http or https URL.";
    case "asset":
      return typeof value === "string" && UUID.test(value) ? null : "Must be an asset id.";
    case "gtin":
      return gtinError(value);
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CURRENCY = /^[A-Z]{3}$/;

// Patterns are compiled once per process, not once per value, for an engine
// that runs them in linear time (lib/core/linear-regex.ts); the cache is cleared when
// full so many organisations' patterns cannot grow it forever. A stored
// pattern the engine refuses (none can be saved now) matches nothing.
const patterns = new Map<string, RegExp | null>();
function compiled(pattern: string): RegExp | null {
  if (!patterns.has(pattern)) {
    if (patterns.size >= 1_000) patterns.clear();
    patterns.set(pattern, linearRegExp(pattern));
  }
  return patterns.get(pattern)!;
}

function textError(def: AttributeDefinition, value: unknown, defaultMax: number): string | null {
  if (typeof value !== "string") return "Must be a string.";
  const { minLength, maxLength = defaultMax, pattern } = def.validation;
  const length = characters(value, minLength, maxLength);
  if (minLength !== undefined && length < minLength) return `Must be at least ${minLength} characters.`;
  if (length > maxLength) return `Must be at most ${maxLength} characters.`;
  if (pattern !== undefined && !compiled(pattern)?.test(value)) return `Must match the pattern ${pattern}.`;
  return null;
}

// Lengths count characters as a reader does (code points), not UTF-16 units.
// A string never has more code points than units nor fewer than half, so
// counting (a walk over the string) is only needed near a bound.
function characters(value: string, minLength: number | undefined, maxLength: number): number {
  const units = value.length;
  if (units <= maxLength && (minLength === undefined || units / 2 >= minLength)) return units;
  let count = 0;
  for (let i = 0; i < units; i++, count++) {
    const unit = value.charCodeAt(i);
    // A high surrogate followed by a low one is one character.
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < units && (value.charCodeAt(i + 1) & 0xfc00) === 0xdc00) i++;
  }
  return count;
}

// min and max bound `comparable` (a metric's amount in its base unit);
// decimals bound the value as sent.
function boundsError(def: AttributeDefinition, sent: number, comparable: number, family?: UnitFamily): string | null {
  const { min, max, decimals } = def.validation;
  if (min !== undefined && comparable < min) return `Must be at least ${min}${baseUnitSuffix(family)}.`;
  if (max !== undefined && comparable > max) return `Must be at most ${max}${baseUnitSuffix(family)}.`;
  if (decimals !== undefined && !hasAtMostDecimals(sent, decimals)) return `Must have at most ${decimals} decimals.`;
  return null;
}

function baseUnitSuffix(family: UnitFamily | undefined): string {
  return family ? ` ${baseUnitOf(family)}` : "";
}

// Whether a number is the double nearest to one written with at most
// `decimals` decimals, as Number(value.toFixed(decimals)) === value says.
// While the scaled value stays below 2^50, scaling and rounding finds the
// same decimal exactly (the rounding error is under a quarter) at a fraction
// of toFixed's cost, which a bulk call pays for every number it checks.
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  if (Number.isInteger(value)) return true;
  const scale = 10 ** decimals;
  const scaled = value * scale;
  if (decimals <= 15 && Math.abs(scaled) < 2 ** 50) return Math.round(scaled) / scale === value;
  return Number(value.toFixed(decimals)) === value;
}

const METRIC_KEYS: readonly string[] = ["amount", "unit"];

function metricError(def: AttributeDefinition, value: unknown): string | null {
  const family = def.unit;
  if (!family || !isUnitFamily(family)) return "The attribute has no unit family.";
  if (!isPlainObject(value) || !sameKeys(value, METRIC_KEYS)) return metricShape(family);
  const { amount, unit } = value;
  if (typeof amount !== "number" || !Number.isFinite(amount) || typeof unit !== "string" || !isUnitOf(family, unit)) return metricShape(family);
  return boundsError(def, amount, toBase(family, amount, unit), family);
}

function metricShape(family: UnitFamily): string {
  return `Must be {amount: number, unit: one of ${unitsOf(family).join(", ")}}.`;
}

function multiselectError(def: AttributeDefinition, value: unknown): string | null {
  if (!Array.isArray(value) || !value.every((v) => typeof v === "string" && hasOption(def, v))) {
    return `Must be a list of options: ${optionList(def)}.`;
  }
  return new Set(value).size === value.length ? null : "Must not list an option twice.";
}

function priceError(value: unknown): string | null {
  const shape = "Must be a list of {amount: integer in minor units, currency: ISO 4217 code}.";
  if (!Array.isArray(value)) return shape;
  const currencies = new Set<string>();
  for (const entry of value) {
    if (!isPlainObject(entry) || !sameKeys(entry, ["amount", "currency"])) return shape;
    const { amount, currency } = entry;
    if (!Number.isSafeInteger(amount) || typeof currency !== "string" || !CURRENCY.test(currency)) return shape;
    if (currencies.has(currency)) return `Has two prices in ${currency}.`;
    currencies.add(currency);
  }
  return null;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

// A day of the proleptic Gregorian calendar, years 0000-9999, counted
// without a Date object (a bulk call checks thousands).
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]!);
}

function isWebUrl(text: string): boolean {
  if (text.length > 2048) return false;
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

function hasOption(def: AttributeDefinition, code: string): boolean {
  return def.options.some((o) => o.code === code);
}

function optionList(def: AttributeDefinition): string {
  return def.options.map((o) => o.code).join(", ") || "(none defined)";
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function sameKeys(value: Record<string, unknown>, keys: readonly string[]): boolean {
  const own = Object.keys(value);
  return own.length === keys.length && keys.every((k) => Object.hasOwn(value, k));
}
