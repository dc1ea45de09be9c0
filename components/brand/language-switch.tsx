import { localeName } from "@/lib/portals/locale";

// The supplier's enabled languages as links to the same page in each; the
// current one is marked. Nothing when the supplier writes in one language.
export function LanguageSwitch({ locales, current, hrefFor }: { locales: readonly string[]; current: string; hrefFor: (locale: string) => string }) {
  if (locales.length < 2) return null;
  return (
    <nav className="language-switch" aria-label="Language">
      <ul>
        {locales.map((locale) => (
          <li key={locale}>
            <a href={hrefFor(locale)} lang={locale} hrefLang={locale} aria-current={locale === current ? "true" : undefined}>
              {localeName(locale)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
