"use client";
import { useEffect, useRef } from "react";

const INVALID = '[aria-invalid="true"], [data-invalid="true"]';

// Moves focus to an input of the product form, named by its data-field path
// (lib/portal-client/field-paths.ts), switching to its locale tab first when
// the tab is hidden: completeness links and the first error both use it.
export function useFieldFocus(showLocale: (locale: string) => void) {
  const root = useRef<HTMLDivElement>(null);
  const target = useRef<HTMLElement | "first-error" | null>(null);

  // Focuses at once, or after the hidden tab holding the input is shown.
  function reach(el: HTMLElement) {
    const panel = el.closest<HTMLElement>("[data-locale-panel]");
    if (panel?.hidden) {
      target.current = el;
      showLocale(panel.dataset.localePanel!);
      return;
    }
    target.current = null;
    el.scrollIntoView({ block: "center" });
    el.focus();
  }

  useEffect(() => {
    const wanted = target.current === "first-error" ? root.current?.querySelector<HTMLElement>(INVALID) : target.current;
    if (wanted) reach(wanted);
    else target.current = null;
  });

  // After the next render, so the inputs show the errors just set.
  const focusFirstError = () => {
    target.current = "first-error";
  };

  // The first of the paths that has an input; false when none has.
  function focusField(paths: readonly string[]): boolean {
    const el = paths.map((path) => root.current?.querySelector<HTMLElement>(`[data-field="${CSS.escape(path)}"]`)).find(Boolean);
    if (el) reach(el);
    return Boolean(el);
  }

  return { root, focusFirstError, focusField };
}
