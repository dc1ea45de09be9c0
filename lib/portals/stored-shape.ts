// How branding and the product filter are kept in their JSON columns, read
// back defensively: a row is trusted no more than a request.
import type { Branding, ProductFilter } from "./documents";

export type { Branding, ProductFilter };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const stringOrNull = (v: unknown) => (typeof v === "string" ? v : null);
const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []);

export function brandingOf(json: unknown): Branding {
  const b = isObject(json) ? json : {};
  return { logoAssetId: stringOrNull(b.logoAssetId), primaryColor: stringOrNull(b.primaryColor) };
}

export function productFilterOf(json: unknown): ProductFilter {
  const f = isObject(json) ? json : {};
  return { categoryIds: strings(f.categoryIds), tags: strings(f.tags) };
}

// One level of merge patch: a key sent replaces, null removes (an empty list
// is kept out as well, so "no filter" has one spelling).
export function mergeShallow<T extends Record<string, unknown>>(current: T, patch: Record<string, unknown> | undefined): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(patch ?? {})) {
    if (value === undefined) continue;
    merged[key] = value;
  }
  return compact(merged);
}

export function compact(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0)));
}
