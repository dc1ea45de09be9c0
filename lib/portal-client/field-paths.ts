import { plainErrorsByInput } from "./plain-messages";

// The product form's inputs are named by the path the API uses for them
// (`data-field` on the input): `sku`, `name`, `attributes.<code>`,
// `localized.<locale>.name`, `localized.<locale>.attributes.<code>`, `image`.
// These rules map an error path or a completeness field to those names.

// The input an error path belongs to: zod and the API may name a part of a
// value (`tags.0`, `attributes.weight.amount`); the input is the whole value.
export function inputPathOf(path: string): string {
  const parts = path.split(".");
  if (parts[0] === "attributes") return parts.slice(0, 2).join(".");
  if (parts[0] === "localized" && parts.length >= 3) return parts.slice(0, parts[2] === "attributes" ? 4 : 3).join(".");
  return parts[0] ?? path;
}

// One message per input in plain words (plain-messages.ts).
export function errorsByInput(details: readonly { path: string; message: string }[]): Record<string, string> {
  return plainErrorsByInput(details, inputPathOf);
}

// The inputs that could fill a field completeness reports missing in a
// locale, best first. The default locale is edited through the canonical
// fields; another locale through its own, falling back to the canonical one
// (a non-localizable attribute has no per-locale input).
export function completenessTargets(field: string, locale: string, defaultLocale: string): string[] {
  if (field === "image") return ["image"];
  const local = `localized.${locale}.${field}`;
  return locale === defaultLocale ? [field, local] : [local, field];
}

// The product field a channel's target reads (its attribute map's `from`),
// when that is something the form edits; media sources all need an image.
export function sourceFieldOf(rule: { from?: string } | undefined): string | null {
  const from = rule?.from;
  if (!from) return null;
  if (from === "name" || from === "description" || from.startsWith("attributes.")) return from;
  if (from.startsWith("images") || from.startsWith("rendition:")) return "image";
  return null;
}

// A field named in plain words: the attribute's label for attributes, and
// the locale for a translation's input.
export function describeField(path: string, labelOf: (code: string) => string): string {
  const parts = path.split(".");
  if (parts[0] === "localized" && parts[1]) return `${describeField(parts.slice(2).join("."), labelOf)} (${parts[1]})`;
  if (parts[0] === "attributes" && parts[1]) return labelOf(parts[1]);
  if (path === "image") return "at least one linked image";
  if (path === "sku") return "SKU";
  if (path === "categoryId") return "category";
  if (path === "familyCode") return "family";
  return path;
}
