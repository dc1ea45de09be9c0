"use client";
import { createAttributeBody } from "@/lib/catalog/attributes/schemas";
import { UNIT_FAMILIES, baseUnitOf } from "@/lib/catalog/attributes/units";
import { AttributeType } from "@/lib/db/generated/enums";
import { type AttributeForm as FormValues, attributeFieldOf, createBodyOf, hasOptions } from "@/lib/portal-client/attribute-form";
import { fieldErrorsOf } from "@/lib/portal-client/field-errors";
import { Field } from "@/components/ui/field";
import { useCodeForm } from "@/components/ui/use-code-form";
import { OptionRows } from "./option-rows";
import { ValidationFields } from "./validation-fields";

type Props = {
  initial: FormValues;
  locale: string;
  // Editing: the code is fixed and the API checks the merged attribute.
  editing?: boolean;
  submitLabel: string;
  onSubmit: (form: FormValues) => Promise<unknown>;
};

const TYPES = Object.values(AttributeType);

// A client-side check before sending, with the paths the API would name.
function problemsOf(form: FormValues, locale: string): Record<string, string> {
  const parsed = createAttributeBody.safeParse(createBodyOf(form, locale));
  return parsed.success ? {} : fieldErrorsOf(parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })), attributeFieldOf);
}

export function AttributeForm({ initial, locale, editing = false, submitLabel, onSubmit }: Props) {
  const { form, errors, failure, pending, formRef, edit: editWith, submit } = useCodeForm({
    initial,
    editing,
    problemsOf: (values: FormValues) => problemsOf(values, locale),
    fieldOf: attributeFieldOf,
    onSubmit,
  });
  const edit = (patch: Partial<FormValues>, ...fields: string[]) => editWith((f) => ({ ...f, ...patch }), ...fields);

  const text = (key: "code" | "label" | "group") => ({ value: form[key], onChange: (e: React.ChangeEvent<HTMLInputElement>) => edit({ [key]: e.target.value }, key) });
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      {failure ? (
        <p className="notice error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="form-grid">
        <Field label="Code" hint={editing ? "A code never changes." : "Lower-case letters, digits and _; it names the value in every product."} error={errors.code}>
          <input {...text("code")} readOnly={editing} />
        </Field>
        <Field label="Type" error={errors.type}>
          <select value={form.type} onChange={(e) => edit({ type: e.target.value as FormValues["type"] }, "type")}>
            {TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </Field>
        <Field label={`Label (${locale})`} error={errors.label}>
          <input {...text("label")} />
        </Field>
        <Field label="Group" hint="Optional: where the editor shows it." error={errors.group}>
          <input {...text("group")} />
        </Field>
        {form.type === "metric" ? (
          <Field label="Unit family" error={errors.unit}>
            <select value={form.unit} onChange={(e) => edit({ unit: e.target.value }, "unit")}>
              <option value="">Choose a unit family</option>
              {UNIT_FAMILIES.map((u) => (
                <option key={u} value={u}>
                  {u} (base unit {baseUnitOf(u)})
                </option>
              ))}
            </select>
          </Field>
        ) : null}
      </div>
      <label className="check">
        <input type="checkbox" checked={form.localizable} onChange={(e) => edit({ localizable: e.target.checked }, "localizable")} />
        Localizable: each locale may hold its own value
      </label>
      {hasOptions(form.type) ? <OptionRows rows={form.options} errors={errors} onChange={(options, field) => edit({ options }, field, "options")} /> : null}
      <ValidationFields form={form} errors={errors} onChange={(key, value) => edit({ [key]: value }, key)} />
      <button type="submit" disabled={pending}>
        {pending ? "Saving…" : submitLabel}
      </button>
    </form>
  );
}
