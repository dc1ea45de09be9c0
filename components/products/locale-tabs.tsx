"use client";
import { useId, useRef, type ReactNode } from "react";

type Props = { locales: readonly string[]; defaultLocale: string; active: string; onSelect: (locale: string) => void; children: (locale: string) => ReactNode };

// One tab per enabled locale (ARIA tabs: arrow keys move between them).
// Every panel stays rendered, hidden but for the active one, so what is
// typed in a tab survives switching and completeness links can find inputs.
export function LocaleTabs({ locales, defaultLocale, active, onSelect, children }: Props) {
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  function onKeyDown(e: React.KeyboardEvent, index: number) {
    const step = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = (index + step + locales.length) % locales.length;
    onSelect(locales[next]!);
    tabs.current[next]?.focus();
  }
  return (
    <div className="locale-tabs">
      <div role="tablist" aria-label="Locales">
        {locales.map((locale, i) => (
          <button
            key={locale}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${locale}`}
            aria-selected={locale === active}
            aria-controls={`${id}-panel-${locale}`}
            tabIndex={locale === active ? 0 : -1}
            className={locale === active ? "tab active" : "tab"}
            onClick={() => onSelect(locale)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {locale}
            {locale === defaultLocale ? " (default)" : ""}
          </button>
        ))}
      </div>
      {locales.map((locale) => (
        <div key={locale} role="tabpanel" id={`${id}-panel-${locale}`} aria-labelledby={`${id}-tab-${locale}`} hidden={locale !== active} data-locale-panel={locale} className="tab-panel">
          {children(locale)}
        </div>
      ))}
    </div>
  );
}
