"use client";
import { useState } from "react";
import { ApiError, messageOf } from "@/lib/portal-client/api-error";
import { fieldErrorsOf } from "@/lib/portal-client/field-errors";
import { useErrorFocus } from "./use-error-focus";

type Options<F> = {
  initial: F;
  // Editing: the code is fixed, and a create form empties itself after a save.
  editing: boolean;
  // The same zod check as the API's, before sending, keyed by form field.
  problemsOf: (form: F) => Record<string, string>;
  // Which form field an API error path (details[].path) belongs to.
  fieldOf: (path: string) => string;
  onSubmit: (form: F) => Promise<unknown>;
};

// The state of a dictionary form (attributes, families): errors at the field
// they name, cleared as that field is edited, focus on the first one, and a
// taken code (a 409 without details) shown at the code field.
export function useCodeForm<F>({ initial, editing, problemsOf, fieldOf, onSubmit }: Options<F>) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const { form: formRef, focusFirstError } = useErrorFocus(errors);

  // An edited field's error no longer describes it.
  function edit(next: (form: F) => F, ...fields: string[]) {
    setForm(next);
    setErrors((all) => Object.fromEntries(Object.entries(all).filter(([key]) => !fields.includes(key))));
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const problems = problemsOf(form);
    setFailure(null);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      focusFirstError();
      return;
    }
    setPending(true);
    try {
      await onSubmit(form);
      if (!editing) setForm(initial);
    } catch (err) {
      const fields = err instanceof ApiError ? fieldErrorsOf(err.details, fieldOf) : {};
      if (err instanceof ApiError && err.status === 409 && !editing && err.details.length === 0) fields.code = err.message;
      setErrors(fields);
      setFailure(Object.keys(fields).length > 0 ? "Some fields need attention; each says what to change." : messageOf(err));
      focusFirstError();
    } finally {
      setPending(false);
    }
  }

  return { form, errors, failure, pending, formRef, edit, submit };
}
