"use client";
import type { AttributeForm } from "@/lib/portal-client/attribute-form";
import { validationKeysOf } from "@/lib/portal-client/attribute-form";
import { Field } from "@/components/ui/field";

type Key = ReturnType<typeof validationKeysOf>[number];

const LABELS: Record<Key, { label: string; hint?: string }> = {
  minLength: { label: "Minimum length" },
  maxLength: { label: "Maximum length" },
  pattern: { label: "Pattern", hint: "A regular expression, tested anywhere in the value: write ^…$ to match all of it." },
  min: { label: "Minimum" },
  max: { label: "Maximum" },
  decimals: { label: "Decimal places", hint: "At most this many digits after the point." },
};

type Props = { form: AttributeForm; errors: Record<string, string>; onChange: (key: Key, value: string) => void };

// Only the rules that apply to the chosen type; none for the others.
export function ValidationFields({ form, errors, onChange }: Props) {
  const keys = validationKeysOf(form.type);
  if (keys.length === 0) return null;
  return (
    <fieldset>
      <legend>Validation</legend>
      {form.type === "metric" ? <p className="field-hint">Minimum and maximum are in the unit family&apos;s base unit.</p> : null}
      <div className="form-grid">
        {keys.map((key) => (
          <Field key={key} label={LABELS[key].label} hint={LABELS[key].hint} error={errors[key]}>
            <input type={key === "pattern" ? "text" : "number"} step={key === "min" || key === "max" ? "any" : 1} value={form[key]} onChange={(e) => onChange(key, e.target.value)} />
          </Field>
        ))}
      </div>
    </fieldset>
  );
}
