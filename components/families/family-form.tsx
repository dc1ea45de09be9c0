"use client";
import { useState } from "react";
import { createFamilyBody } from "@/lib/catalog/families/schemas";
import type { AttributeDocument } from "@/lib/catalog/documents";
import { ApiError, messageOf } from "@/lib/portal-client/api-error";
import { type FamilyForm as FormValues, canBeAxis, createFamilyBodyOf, familyFieldOf, toggleAttribute, toggleIn } from "@/lib/portal-client/family-form";
import { fieldErrorsOf } from "@/lib/portal-client/field-errors";
import { Field } from "@/components/ui/field";
import { useErrorFocus } from "@/components/ui/use-error-focus";
import { CodeCheckboxes } from "./code-checkboxes";

type Props = {
  initial: FormValues;
  attributes: AttributeDocument[];
  locale: string;
  // Editing: the code is fixed.
  editing?: boolean;
  submitLabel: string;
  onSubmit: (form: FormValues) => Promise<unknown>;
};

function problemsOf(form: FormValues, locale: string): Record<string, string> {
  const parsed = createFamilyBody.safeParse(createFamilyBodyOf(form, locale));
  return parsed.success ? {} : fieldErrorsOf(parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })), familyFieldOf);
}

export function FamilyForm({ initial, attributes, locale, editing = false, submitLabel, onSubmit }: Props) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const { form: formRef, focusFirstError } = useErrorFocus(errors);

  // An edited field's error no longer describes it; picking changes all three lists.
  function edit(next: FormValues, ...fields: string[]) {
    setForm(next);
    setErrors((all) => Object.fromEntries(Object.entries(all).filter(([key]) => !fields.includes(key))));
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const problems = problemsOf(form, locale);
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
      const fields = err instanceof ApiError ? fieldErrorsOf(err.details, familyFieldOf) : {};
      // A taken code is a conflict without details; it belongs to the code field.
      if (err instanceof ApiError && err.status === 409 && !editing && err.details.length === 0) fields.code = err.message;
      setErrors(fields);
      setFailure(Object.keys(fields).length > 0 ? "Some fields need attention; each says what to change." : messageOf(err));
      focusFirstError();
    } finally {
      setPending(false);
    }
  }

  const labelOf = (a: AttributeDocument) => ({ code: a.code, label: a.labels[locale] });
  const picked = attributes.filter((a) => form.attributes.includes(a.code));
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      {failure ? (
        <p className="notice error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="form-grid">
        <Field label="Code" hint={editing ? "A code never changes." : "Lower-case letters, digits and _."} error={errors.code}>
          <input value={form.code} readOnly={editing} onChange={(e) => edit({ ...form, code: e.target.value }, "code")} />
        </Field>
        <Field label={`Label (${locale})`} error={errors.label}>
          <input value={form.label} onChange={(e) => edit({ ...form, label: e.target.value }, "label")} />
        </Field>
      </div>
      {attributes.length === 0 ? (
        <p className="notice info">Create attributes first: a family is a set of them.</p>
      ) : (
        <CodeCheckboxes
          legend="Attributes"
          items={attributes.map(labelOf)}
          checked={form.attributes}
          error={errors.attributes}
          onToggle={(code, on) => edit(toggleAttribute(form, code, on), "attributes", "requiredAttributes", "variantAxes")}
        />
      )}
      {picked.length > 0 ? (
        <>
          <CodeCheckboxes
            legend="Required attributes"
            hint="Completeness counts these for the family's products."
            items={picked.map(labelOf)}
            checked={form.required}
            error={errors.requiredAttributes}
            onToggle={(code, on) => edit({ ...form, required: toggleIn(form.required, code, on) }, "requiredAttributes")}
          />
          <CodeCheckboxes
            legend="Variant axes"
            hint="Only select, boolean and metric attributes can tell variants apart."
            items={picked.filter(canBeAxis).map(labelOf)}
            checked={form.axes}
            error={errors.variantAxes}
            onToggle={(code, on) => edit({ ...form, axes: toggleIn(form.axes, code, on) }, "variantAxes")}
          />
        </>
      ) : null}
      <button type="submit" disabled={pending}>
        {pending ? "Saving…" : submitLabel}
      </button>
    </form>
  );
}
