"use client";
import { useEffect, useRef } from "react";

// Moves focus to a form's first invalid control once the errors of a submit
// have rendered, so a keyboard or screen-reader user lands on what to fix.
export function useErrorFocus(errors: object) {
  const form = useRef<HTMLFormElement>(null);
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]')?.focus();
  }, [errors]);
  const focusFirstError = () => {
    pending.current = true;
  };
  return { form, focusFirstError };
}
