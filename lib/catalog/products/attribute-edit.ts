import type { LocalizedValues } from "../documents";
import type { AttributeValue } from "../schemas";

// One attribute set (or cleared, value null) on many products: a bulk
// action's setAttribute and clearAttribute (docs/api.md, "Bulk actions").
export type AttributeEdit = { code: string; value: AttributeValue | null; locale?: string };

export type AttributePatch = { attributes?: Record<string, AttributeValue | null>; localized?: Record<string, LocalizedValues | null> };

// The PATCH /products/{id} body that makes this edit of a product whose
// localized values are `localized` (a variant's own, for a variant): a
// merge patch of one canonical key, or the locale's values with one
// attribute changed. A PATCH of `localized` replaces the locale's object, so
// it is rebuilt from the stored one: the locale's name, description and
// other attributes stay. A locale left empty is removed.
export function attributePatch(edit: AttributeEdit, localized: Record<string, LocalizedValues>): AttributePatch {
  if (edit.locale === undefined) return { attributes: { [edit.code]: edit.value } };
  const current = localized[edit.locale] ?? {};
  const attributes: Record<string, unknown> = { ...(current.attributes ?? {}) };
  if (edit.value === null) delete attributes[edit.code];
  else attributes[edit.code] = edit.value;
  const next: LocalizedValues = { ...current };
  delete next.attributes;
  if (Object.keys(attributes).length > 0) next.attributes = attributes;
  return { localized: { [edit.locale]: Object.keys(next).length > 0 ? next : null } };
}
