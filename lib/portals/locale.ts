// The language a public portal page is read in, and a product's text in it.
// Pure and browser-safe.

type Localized = Record<string, { name?: unknown; description?: unknown; attributes?: Record<string, unknown> } | undefined>;

// The visitor's choice (?lang=) when it is one of the supplier's enabled
// locales, else the supplier's default.
export function portalLocaleOf(portal: { locale: string; locales: readonly string[] }, lang: string | undefined): string {
  return lang && portal.locales.includes(lang) ? lang : portal.locale;
}

const text = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? v : null);

// Name, description and attribute values in the locale: the translation
// where the supplier wrote one, else the product's own value.
export function inLocale<T extends { name: string; description: string | null; attributes?: unknown; localized?: unknown }>(product: T, locale: string) {
  const local = ((product.localized ?? {}) as Localized)[locale];
  const own = (product.attributes ?? {}) as Record<string, unknown>;
  const overrides = Object.fromEntries(Object.entries(local?.attributes ?? {}).filter(([, v]) => v !== null && v !== undefined && v !== ""));
  return {
    name: text(local?.name) ?? product.name,
    description: text(local?.description) ?? product.description,
    attributes: { ...own, ...overrides },
  };
}

// A language's name in that language ("Deutsch" for de-DE), for the switch.
export function localeName(locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: "language" }).of(locale);
    return name ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : locale;
  } catch {
    return locale;
  }
}
