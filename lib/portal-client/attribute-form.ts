import type { z } from "zod";
import type { createAttributeBody, updateAttributeBody } from "@/lib/catalog/attributes/schemas";
import type { AttributeDocument, AttributeType } from "./api-types";
import { withLabel } from "./labels";

// The attribute form as plain strings, and the API bodies made from it.
export type OptionRow = { code: string; label: string };
export type AttributeForm = {
  code: string;
  type: AttributeType;
  label: string;
  localizable: boolean;
  group: string;
  unit: string;
  options: OptionRow[];
  minLength: string;
  maxLength: string;
  pattern: string;
  min: string;
  max: string;
  decimals: string;
};

type ValidationKey = "minLength" | "maxLength" | "pattern" | "min" | "max" | "decimals";

export const EMPTY_ATTRIBUTE: AttributeForm = {
  code: "",
  type: "text",
  label: "",
  localizable: false,
  group: "",
  unit: "",
  options: [],
  minLength: "",
  maxLength: "",
  pattern: "",
  min: "",
  max: "",
  decimals: "",
};

// The validation fields the API accepts for each type (definition-rules.ts);
// the form shows only these and sends only these.
export function validationKeysOf(type: AttributeType): readonly ValidationKey[] {
  if (type === "text" || type === "textarea") return ["minLength", "maxLength", "pattern"];
  if (type === "number" || type === "metric") return ["min", "max", "decimals"];
  return [];
}

export const hasOptions = (type: AttributeType) => type === "select" || type === "multiselect";


function validationOf(form: AttributeForm): Record<string, number | string> {
  const out: Record<string, number | string> = {};
  for (const key of validationKeysOf(form.type)) {
    const text = form[key].trim();
    if (text) out[key] = key === "pattern" ? text : Number(text);
  }
  return out;
}

function fieldsOf(form: AttributeForm, locale: string, original?: AttributeDocument) {
  const originalOptions = new Map(original?.options.map((o) => [o.code, o.labels]));
  return {
    type: form.type,
    labels: withLabel(original?.labels ?? {}, locale, form.label),
    localizable: form.localizable,
    group: form.group.trim() || null,
    unit: form.type === "metric" ? form.unit || null : null,
    options: hasOptions(form.type) ? form.options.map((o) => ({ code: o.code.trim(), labels: withLabel(originalOptions.get(o.code.trim()) ?? {}, locale, o.label) })) : [],
    validation: validationOf(form),
  };
}

export function createBodyOf(form: AttributeForm, locale: string): z.input<typeof createAttributeBody> {
  return { code: form.code.trim(), ...fieldsOf(form, locale) };
}

// Options and validation are replaced whole; labels in other locales are kept.
export function updateBodyOf(form: AttributeForm, locale: string, original: AttributeDocument): z.input<typeof updateAttributeBody> {
  return fieldsOf(form, locale, original);
}

export function formOf(attribute: AttributeDocument, locale: string): AttributeForm {
  const v = attribute.validation;
  const text = (n: number | string | undefined) => (n === undefined ? "" : String(n));
  return {
    code: attribute.code,
    type: attribute.type,
    label: attribute.labels[locale] ?? "",
    localizable: attribute.localizable,
    group: attribute.group ?? "",
    unit: attribute.unit ?? "",
    options: attribute.options.map((o) => ({ code: o.code, label: o.labels[locale] ?? "" })),
    minLength: text(v.minLength),
    maxLength: text(v.maxLength),
    pattern: text(v.pattern),
    min: text(v.min),
    max: text(v.max),
    decimals: text(v.decimals),
  };
}

// The form field an error path names: a label in any locale is the one
// label field; an option's label is that row's label.
export function attributeFieldOf(path: string): string {
  const parts = path.split(".");
  if (parts[0] === "labels") return "label";
  if (parts[0] === "options" && parts.length >= 3) return `options.${parts[1]}.${parts[2] === "labels" ? "label" : parts[2]}`;
  if (parts[0] === "validation" && parts[1]) return parts[1];
  return path;
}

