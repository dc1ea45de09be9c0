import type { ErrorDetail } from "../../core/errors";
import { isFreeFormValue } from "../schemas";
import type { AttributeDefinition, Dictionary } from "./definition";
import { valueError } from "./validate-value";

// An asset-typed value to look up: the pure checks cannot know whether the
// asset is the organisation's, so the write path asks once for all of them.
export type AssetRef = { path: string; id: string };
export type ValueCheck = { errors: ErrorDetail[]; assets: AssetRef[] };

type Written = {
  attributes?: Record<string, unknown>;
  localized?: Record<string, { attributes?: Record<string, unknown> } | null>;
};

// Checks the attribute values a write sets against the dictionary (docs/api.md,
// "Attributes"): canonical `attributes` and each locale's `attributes`.
// A PATCH passes only what it writes, so untouched stored values are not
// re-judged by rules tightened since.
export function checkValues(dictionary: Dictionary, written: Written): ValueCheck {
  const check: ValueCheck = { errors: [], assets: [] };
  if (written.attributes) checkMap(dictionary, written.attributes, "attributes", false, check);
  for (const [locale, values] of Object.entries(written.localized ?? {})) {
    if (values?.attributes) checkMap(dictionary, values.attributes, `localized.${locale}.attributes`, true, check);
  }
  return check;
}

// null clears a value, which is always allowed.
function checkMap(dictionary: Dictionary, values: Record<string, unknown>, prefix: string, localized: boolean, check: ValueCheck) {
  for (const code of Object.keys(values)) {
    const value = values[code];
    if (value === null) continue;
    const def = dictionary.byCode.get(code);
    const message = def ? typedMessage(def, value, localized) : freeFormMessage(dictionary.strict, code, value);
    if (message) check.errors.push({ path: `${prefix}.${code}`, message });
    else if (def?.type === "asset") check.assets.push({ path: `${prefix}.${code}`, id: value as string });
  }
}

function typedMessage(def: AttributeDefinition, value: unknown, localized: boolean): string | null {
  if (localized && !def.localizable) return `Attribute ${def.code} is not localizable; set it in attributes.`;
  return valueError(def, value);
}

function freeFormMessage(strict: boolean, code: string, value: unknown): string | null {
  if (strict) return `No attribute ${code} is defined, and your organisation accepts only defined attributes.`;
  return isFreeFormValue(value) ? null : "Must be a string, number, boolean or a list of strings and numbers.";
}

// One line per failing value, as bulk upsert reports a record's errors.
export function errorLine(errors: ErrorDetail[]): string {
  return errors.map((d) => `${d.path}: ${d.message}`).join("; ");
}
