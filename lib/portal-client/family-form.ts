import type { z } from "zod";
import type { createFamilyBody, updateFamilyBody } from "@/lib/catalog/families/schemas";
import { AXIS_TYPES } from "@/lib/catalog/attributes/definition";
import type { AttributeDocument, FamilyDocument } from "./api-types";
import { withLabel } from "./labels";

// The family form: picked codes, and of those the required ones and the axes.
export type FamilyForm = { code: string; label: string; attributes: string[]; required: string[]; axes: string[] };

export const EMPTY_FAMILY: FamilyForm = { code: "", label: "", attributes: [], required: [], axes: [] };

// Only these types may tell variants apart (docs/api.md, "Attributes").
export const canBeAxis = (attribute: Pick<AttributeDocument, "type">) => AXIS_TYPES.includes(attribute.type);

// Picking or unpicking an attribute; an unpicked one is neither required nor
// an axis, which the API would otherwise refuse.
export function toggleAttribute(form: FamilyForm, code: string, picked: boolean): FamilyForm {
  if (picked) return form.attributes.includes(code) ? form : { ...form, attributes: [...form.attributes, code] };
  const drop = (codes: string[]) => codes.filter((c) => c !== code);
  return { ...form, attributes: drop(form.attributes), required: drop(form.required), axes: drop(form.axes) };
}

export function toggleIn(codes: string[], code: string, on: boolean): string[] {
  return on ? (codes.includes(code) ? codes : [...codes, code]) : codes.filter((c) => c !== code);
}


// The lists in the order the attributes were picked.
function listsOf(form: FamilyForm) {
  const picked = (codes: string[]) => form.attributes.filter((c) => codes.includes(c));
  return { attributes: form.attributes, requiredAttributes: picked(form.required), variantAxes: picked(form.axes) };
}

export function createFamilyBodyOf(form: FamilyForm, locale: string): z.input<typeof createFamilyBody> {
  return { code: form.code.trim(), labels: withLabel({}, locale, form.label), ...listsOf(form) };
}

// Labels in other locales are kept; the lists are replaced whole.
export function updateFamilyBodyOf(form: FamilyForm, locale: string, original: FamilyDocument): z.input<typeof updateFamilyBody> {
  return { labels: withLabel(original.labels, locale, form.label), ...listsOf(form) };
}

export function familyFormOf(family: FamilyDocument, locale: string): FamilyForm {
  return { code: family.code, label: family.labels[locale] ?? "", attributes: family.attributes, required: family.requiredAttributes, axes: family.variantAxes };
}

// The form field an error path names: the label field for any locale, and
// the whole list for one position in it.
export function familyFieldOf(path: string): string {
  const [first = ""] = path.split(".");
  return first === "labels" ? "label" : first;
}
