import type { AttributeDocument } from "@/lib/portal-client/api-types";
import type { Draft } from "@/lib/portal-client/typed-values";

// What every typed input is given: the attribute, its draft, where it
// writes (its data-field path), how it is labelled and its error.
export type TypedProps<D extends Draft = Draft> = {
  attribute: AttributeDocument;
  draft: D;
  onChange: (draft: D) => void;
  path: string;
  label: string;
  // The default locale, for option labels; lang is set on text in another locale.
  labelLocale: string;
  lang?: string;
  error?: string;
  // Set on a variant for a value it takes from its model.
  hint?: string;
};

// An option's label in the given locale, else its code.
export const optionLabel = (option: AttributeDocument["options"][number], locale: string) => option.labels[locale] ?? option.code;
