import type { AttributeDocument } from "./api-types";

// An attribute's label in the default locale, else its code.
export const attributeLabel = (attribute: Pick<AttributeDocument, "code" | "labels">, locale: string) => attribute.labels[locale] ?? attribute.code;

// Whether the typed text is part of the attribute's code or of any of its
// labels, in any case: pickers find "Colour" by "col" and by "colour".
export function matchesAttribute(attribute: Pick<AttributeDocument, "code" | "labels">, text: string, locale: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return [attribute.code, attributeLabel(attribute, locale), ...Object.values(attribute.labels)].some((t) => t.toLowerCase().includes(needle));
}
