"use client";
import { useEffect, type RefObject } from "react";

// Ctrl+S (Cmd+S on a Mac) submits the form instead of saving the page.
export function useSaveShortcut(form: RefObject<HTMLFormElement | null>, isEnabled: boolean) {
  useEffect(() => {
    if (!isEnabled) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey || e.key.toLowerCase() !== "s") return;
      e.preventDefault();
      form.current?.requestSubmit();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [form, isEnabled]);
}
