import type { LocalizedValues } from "../documents";
import { mergePatch } from "../merge-patch";

// What a variant sets itself (products.ownValues). A field it does not set is
// absent, and it then shows its model's (docs/api.md, "Attributes"): null, an empty
// tag list or no attribute value all mean "inherit".
export type OwnValues = {
  name?: string;
  description?: string;
  categoryId?: string;
  tags?: string[];
  attributes: Record<string, unknown>;
  localized: Record<string, LocalizedValues>;
};

// The fields a variant may take from its model.
export type InheritableFields = {
  name: string;
  description: string | null;
  categoryId: string | null;
  tags: string[];
  attributes: Record<string, unknown>;
  localized: Record<string, LocalizedValues>;
};

type Writable = {
  name?: string | null;
  description?: string | null;
  categoryId?: string | null;
  tags?: string[];
  attributes?: Record<string, unknown>;
  localized?: Record<string, LocalizedValues | null>;
};

const defined = (values: Record<string, unknown>) => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null && v !== undefined));

function ownLocalized(localized: Record<string, LocalizedValues | null>): Record<string, LocalizedValues> {
  const out: Record<string, LocalizedValues> = {};
  for (const [locale, values] of Object.entries(localized)) {
    if (!values) continue;
    const kept: LocalizedValues = {};
    if (values.name) kept.name = values.name;
    if (values.description) kept.description = values.description;
    const attributes = defined(values.attributes ?? {});
    if (Object.keys(attributes).length > 0) kept.attributes = attributes;
    if (Object.keys(kept).length > 0) out[locale] = kept;
  }
  return out;
}

// A variant's own values from a create or bulk body (PUT semantics).
export function ownOf(body: Writable): OwnValues {
  const own: OwnValues = { attributes: defined(body.attributes ?? {}), localized: ownLocalized(body.localized ?? {}) };
  if (body.name) own.name = body.name;
  if (body.description) own.description = body.description;
  if (body.categoryId) own.categoryId = body.categoryId;
  if (body.tags && body.tags.length > 0) own.tags = body.tags;
  return own;
}

// A PATCH applied to a variant's own values: attributes and localized are
// merge patches, as on any product; a field sent null or empty goes back to
// the model's.
export function patchOwn(own: OwnValues, patch: Writable): OwnValues {
  const next: OwnValues = {
    ...own,
    attributes: patch.attributes ? mergePatch(own.attributes, patch.attributes) : own.attributes,
    localized: patch.localized ? ownLocalized(mergePatch<LocalizedValues | null>(own.localized, patch.localized)) : own.localized,
  };
  for (const field of ["name", "description", "categoryId"] as const) {
    if (patch[field] === undefined) continue;
    if (patch[field]) next[field] = patch[field];
    else delete next[field];
  }
  if (patch.tags !== undefined) {
    if (patch.tags.length > 0) next.tags = patch.tags;
    else delete next.tags;
  }
  return next;
}

function mergeLocalized(model: Record<string, LocalizedValues>, own: Record<string, LocalizedValues>, inherited: string[]): Record<string, LocalizedValues> {
  const out: Record<string, LocalizedValues> = {};
  for (const locale of new Set([...Object.keys(model), ...Object.keys(own)])) {
    const from = model[locale] ?? {};
    const mine = own[locale] ?? {};
    const merged: LocalizedValues = {};
    for (const field of ["name", "description"] as const) {
      if (mine[field]) merged[field] = mine[field];
      else if (from[field]) {
        merged[field] = from[field];
        inherited.push(`localized.${locale}.${field}`);
      }
    }
    const attributes = { ...(from.attributes ?? {}), ...(mine.attributes ?? {}) };
    for (const code of Object.keys(from.attributes ?? {})) if (!(code in (mine.attributes ?? {}))) inherited.push(`localized.${locale}.attributes.${code}`);
    if (Object.keys(attributes).length > 0) merged.attributes = attributes;
    if (Object.keys(merged).length > 0) out[locale] = merged;
  }
  return out;
}

// A variant as readers see it: its own values over its model's, and the
// fields it takes from the model, named as in the product document, sorted.
// `assetsInherited`: it shows the model's linked assets (it links none itself).
export function mergeVariant(model: InheritableFields, own: OwnValues, assetsInherited: boolean): InheritableFields & { inherited: string[] } {
  const inherited: string[] = [];
  const pick = <K extends "name" | "description" | "categoryId">(field: K, fallback: InheritableFields[K]) => {
    if (own[field]) return own[field] as InheritableFields[K];
    if (fallback) inherited.push(field);
    return fallback;
  };
  const name = pick("name", model.name);
  const description = pick("description", model.description);
  const categoryId = pick("categoryId", model.categoryId);
  let tags = own.tags ?? [];
  if (!own.tags && model.tags.length > 0) {
    tags = model.tags;
    inherited.push("tags");
  }
  for (const code of Object.keys(model.attributes)) if (!(code in own.attributes)) inherited.push(`attributes.${code}`);
  const attributes = { ...model.attributes, ...own.attributes };
  const localized = mergeLocalized(model.localized, own.localized, inherited);
  if (assetsInherited) inherited.push("assets");
  return { name, description, categoryId, tags, attributes, localized, inherited: inherited.sort() };
}
