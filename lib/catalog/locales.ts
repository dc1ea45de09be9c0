// BCP 47 tags, in their canonical form (en-gb → en-GB), or null if invalid.
export function canonicalLocale(tag: string): string | null {
  try {
    const [canonical] = Intl.getCanonicalLocales(tag);
    return canonical ?? null;
  } catch {
    return null;
  }
}
