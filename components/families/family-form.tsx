"use client";
import { createFamilyBody } from "@/lib/catalog/families/schemas";
import type { AttributeDocument } from "@/lib/portal-client/api-types";
import { type FamilyForm as FormValues, canBeAxis, createFamilyBodyOf, familyFieldOf, toggleAttribute, toggleIn } from "@/lib/portal-client/family-form";
import { fieldErrorsOf } from "@/lib/portal-client/field-errors";
import { Field } from "@/components/ui/field";
import { useCodeForm } from "@/components/ui/use-code-form";
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
  const { form, errors, failure, pending, formRef, edit: editWith, submit } = useCodeForm({
    initial,
    editing,
    problemsOf: (values: FormValues) => problemsOf(values, locale),
    fieldOf: familyFieldOf,
    onSubmit,
  });
  // Picking an attribute can change all three lists.
  const edit = (next: FormValues, ...fields: string[]) => editWith(() => next, ...fields);

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
