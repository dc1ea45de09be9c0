import type { ErrorDetail } from "../../core/errors";
import type { AttributeDocument } from "../documents";
import { UNIT_FAMILIES, isUnitFamily } from "./units";

type Shape = Pick<AttributeDocument, "type" | "unit" | "options" | "validation">;

// Which validation keys mean something for which type.
const VALIDATION_KEYS: Record<AttributeDocument["type"], readonly string[]> = {
  text: ["minLength", "maxLength", "pattern"],
  textarea: ["minLength", "maxLength", "pattern"],
  number: ["min", "max", "decimals"],
  metric: ["min", "max", "decimals"],
  boolean: [],
  date: [],
  select: [],
  multiselect: [],
  price: [],
  url: [],
  asset: [],
  gtin: [],
};

// The rules between an attribute's fields (docs/api.md, "Attributes"), checked on
// create and on the merged result of a PATCH.
export function definitionErrors(def: Shape): ErrorDetail[] {
  const errors: ErrorDetail[] = [];
  if (def.type === "metric") {
    if (!def.unit || !isUnitFamily(def.unit)) errors.push({ path: "unit", message: `A metric attribute needs a unit family: ${UNIT_FAMILIES.join(", ")}.` });
  } else if (def.unit) {
    errors.push({ path: "unit", message: "Only metric attributes have a unit." });
  }
  const hasOptions = def.type === "select" || def.type === "multiselect";
  if (!hasOptions && def.options.length > 0) errors.push({ path: "options", message: "Only select and multiselect attributes have options." });
  const codes = def.options.map((o) => o.code);
  if (new Set(codes).size !== codes.length) errors.push({ path: "options", message: "Option codes must be unique." });
  const allowed = VALIDATION_KEYS[def.type];
  for (const key of Object.keys(def.validation)) {
    if (!allowed.includes(key)) errors.push({ path: `validation.${key}`, message: `Does not apply to ${def.type} attributes.` });
  }
  const { minLength, maxLength, min, max } = def.validation;
  if (minLength !== undefined && maxLength !== undefined && minLength > maxLength) errors.push({ path: "validation.minLength", message: "Must not exceed maxLength." });
  if (min !== undefined && max !== undefined && min > max) errors.push({ path: "validation.min", message: "Must not exceed max." });
  return errors;
}
