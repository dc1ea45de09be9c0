import type { AttributeEdit } from "../catalog/products/attribute-edit";
import type { BulkActionChange } from "./schemas";

// The attribute edit a change makes, or null for the other actions.
export function attributeEditOf(change: BulkActionChange): AttributeEdit | null {
  if (change.action === "setAttribute") return { code: change.code, value: change.value, locale: change.locale };
  if (change.action === "clearAttribute") return { code: change.code, value: null, locale: change.locale };
  return null;
}
