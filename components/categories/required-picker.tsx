"use client";
import { useId } from "react";
import type { AttributeDocument } from "@/lib/portal-client/api-types";
import { attributeLabel, togglePick, type RequiredPick } from "@/lib/portal-client/category-form";
import { Field, FieldNotes } from "@/components/ui/field";

type Props = {
  // Names the group: "Required attributes" or "… of <category>".
  legend: string;
  dictionary: readonly AttributeDocument[];
  locale: string;
  pick: RequiredPick;
  errors: { requiredAttributes?: string; otherRequired?: string };
  onChange: (pick: RequiredPick, field: "requiredAttributes" | "otherRequired") => void;
};

// The attribute dictionary as a checkbox list by label, and a text input for
// codes it does not define yet.
export function RequiredPicker({ legend, dictionary, locale, pick, errors, onChange }: Props) {
  const id = useId();
  const error = errors.requiredAttributes;
  return (
    // Focusable while it carries an error, so the error focus can land on it.
    <fieldset className="required-picker" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`} data-invalid={error ? true : undefined} tabIndex={error ? -1 : undefined}>
      <legend>{legend}</legend>
      <p id={`${id}-hint`} className="field-hint">
        Completeness counts these for the category&apos;s products.
      </p>
      {dictionary.length === 0 ? <p className="small muted">No attributes are defined yet: define them under Attributes, or type codes below.</p> : null}
      <div className="check-list">
        {dictionary.map((a) => (
          <label key={a.code} className="check">
            <input type="checkbox" checked={pick.picked.includes(a.code)} onChange={(e) => onChange(togglePick(pick, a.code, e.target.checked), "requiredAttributes")} />
            {attributeLabel(a, locale)}
            {a.labels[locale] ? <span className="muted mono small">{a.code}</span> : null}
          </label>
        ))}
      </div>
      <FieldNotes id={id} error={error} />
      <Field label="Other attribute codes" hint="Codes the dictionary does not define yet, separated by commas." error={errors.otherRequired}>
        <input value={pick.other} onChange={(e) => onChange({ ...pick, other: e.target.value }, "otherRequired")} autoComplete="off" />
      </Field>
    </fieldset>
  );
}
