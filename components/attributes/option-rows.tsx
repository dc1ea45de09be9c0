"use client";
import { useId } from "react";
import type { OptionRow } from "@/lib/portal-client/attribute-form";
import { Field } from "@/components/ui/field";

type Props = { rows: OptionRow[]; errors: Record<string, string>; onChange: (rows: OptionRow[], edited: string) => void };

// The options of a select or multiselect attribute: code and label rows.
export function OptionRows({ rows, errors, onChange }: Props) {
  const errorId = useId();
  const set = (i: number, key: keyof OptionRow, value: string) => onChange(rows.map((r, j) => (j === i ? { ...r, [key]: value } : r)), `options.${i}.${key}`);
  return (
    // Focusable while it carries an error, so the error focus can land on it.
    <fieldset data-invalid={errors.options ? true : undefined} tabIndex={errors.options ? -1 : undefined} aria-describedby={errors.options ? errorId : undefined}>
      <legend>Options</legend>
      {rows.length === 0 ? <p className="field-hint">No options yet. A product&apos;s value must be one of these codes.</p> : null}
      {rows.map((row, i) => (
        <div className="form-grid" key={i}>
          <Field label={`Option ${i + 1} code`} error={errors[`options.${i}.code`]}>
            <input value={row.code} onChange={(e) => set(i, "code", e.target.value)} />
          </Field>
          <Field label={`Option ${i + 1} label`} error={errors[`options.${i}.label`]}>
            <input value={row.label} onChange={(e) => set(i, "label", e.target.value)} />
          </Field>
          <div className="field">
            <button type="button" className="secondary" onClick={() => onChange(rows.filter((_, j) => j !== i), "options")}>
              Remove option {i + 1}
            </button>
          </div>
        </div>
      ))}
      {errors.options ? (
        <div id={errorId} className="field-error">
          {errors.options}
        </div>
      ) : null}
      <button type="button" className="secondary" onClick={() => onChange([...rows, { code: "", label: "" }], "options")}>
        Add option
      </button>
    </fieldset>
  );
}
