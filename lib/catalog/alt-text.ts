// The alt text of a product image for a reader's locale: that locale's, else
// one of the same language (de-CH reads de, de reads de-DE), else none, so
// the caller falls back to words of its own (the product's name).
export function altTextFor(texts: Readonly<Record<string, string>> | undefined, locale: string): string | undefined {
  if (!texts) return undefined;
  if (texts[locale]) return texts[locale];
  const language = locale.split("-")[0]!.toLowerCase();
  const sameLanguage = Object.keys(texts).find((tag) => tag.split("-")[0]!.toLowerCase() === language);
  return sameLanguage ? texts[sameLanguage] : undefined;
}
