// Completeness of a product per locale (docs/api.md, "Catalogue"). Pure: the
// quality-score job and the product editor's panel both use it.
export type LocalizedValues = { name?: unknown; description?: unknown; attributes?: Record<string, unknown> };

export type CompletenessInput = {
  name: unknown;
  description: unknown;
  attributes: Record<string, unknown>;
  localized: Record<string, LocalizedValues | undefined>;
  requiredAttributes: readonly string[];
  hasImage: boolean;
  defaultLocale: string;
  enabledLocales: readonly string[];
  // Codes the dictionary defines as not localizable: one value serves every
  // locale, and a localized value of them is refused (docs/api.md, "Attributes").
  sharedAttributes?: ReadonlySet<string>;
};

export type { LocaleCompleteness } from "./documents";
import type { LocaleCompleteness } from "./documents";

export function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

// A localizable field is filled in L when localized[L] has it, or when L is
// the default locale and the canonical value is present. A shared
// (non-localizable) attribute is filled in every locale by its one value.
function filledIn(locale: string, input: CompletenessInput, local: LocalizedValues | undefined, field: "name" | "description" | string): boolean {
  const isDefault = locale === input.defaultLocale;
  if (field === "name" || field === "description") {
    return isFilled(local?.[field]) || (isDefault && isFilled(input[field]));
  }
  const shared = input.sharedAttributes?.has(field) ?? false;
  return isFilled(local?.attributes?.[field]) || ((isDefault || shared) && isFilled(input.attributes[field]));
}

export function localeCompleteness(locale: string, input: CompletenessInput): LocaleCompleteness {
  const local = input.localized[locale];
  const missing: string[] = [];
  for (const field of ["name", "description"] as const) if (!filledIn(locale, input, local, field)) missing.push(field);
  for (const code of input.requiredAttributes) if (!filledIn(locale, input, local, code)) missing.push(`attributes.${code}`);
  if (!input.hasImage) missing.push("image");
  const required = 3 + input.requiredAttributes.length;
  return { locale, percent: Math.floor((100 * (required - missing.length)) / required), missing };
}

// qualityScore = floor(100 × the minimum completeness over enabled locales);
// floor is monotonic, so the minimum of the floored shares is the same number.
export function completeness(input: CompletenessInput): { score: number; locales: LocaleCompleteness[] } {
  const locales = input.enabledLocales.map((locale) => localeCompleteness(locale, input));
  return { score: Math.min(...locales.map((l) => l.percent)), locales };
}
