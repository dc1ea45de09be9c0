import type { ErrorDetail } from "../../core/errors";
import type { AttributeEdit } from "../products/attribute-edit";
import { checkValues, type AssetRef } from "./check-values";
import type { Dictionary } from "./definition";

// Whether the dictionary takes one attribute edit, named as a bulk action's
// body names its parts: `locale` (not enabled, or an attribute that is not
// localizable), `code` (undefined under strictAttributes) and `value` (the
// checks PATCH /products/{id} makes, in its words). Clearing is always
// allowed, as a PATCH's null is, so a value left in a locale since disabled
// can go. Asset values are answered for the caller to look up.
export function attributeEditErrors(dictionary: Dictionary, edit: AttributeEdit, enabledLocales: readonly string[]): { errors: ErrorDetail[]; assets: AssetRef[] } {
  if (edit.value === null) return { errors: [], assets: [] };
  const def = dictionary.byCode.get(edit.code);
  const errors: ErrorDetail[] = [];
  if (edit.locale !== undefined && !enabledLocales.includes(edit.locale)) {
    errors.push({ path: "locale", message: `Locale ${edit.locale} is not enabled for your organisation.` });
  } else if (edit.locale !== undefined && def && !def.localizable) {
    errors.push({ path: "locale", message: `Attribute ${edit.code} is not localizable; set it without a locale.` });
  }
  if (!def && dictionary.strict) errors.push({ path: "code", message: `No attribute ${edit.code} is defined, and your organisation accepts only defined attributes.` });
  if (errors.length > 0) return { errors, assets: [] };
  // The locale was checked above; the value's own checks are the canonical ones.
  const check = checkValues(dictionary, { attributes: { [edit.code]: edit.value } });
  return { errors: check.errors.map((e) => ({ path: "value", message: e.message })), assets: check.assets.map((a) => ({ ...a, path: "value" })) };
}
