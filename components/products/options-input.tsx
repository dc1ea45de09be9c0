"use client";
import { useId } from "react";
import type { Draft } from "@/lib/portal-client/typed-values";
import { FieldNotes } from "@/components/ui/field";
import { optionLabel, type TypedProps } from "./typed-props";

// A multiselect as one checkbox per option, kept in the options' order.
export function OptionsInput({ attribute, draft, onChange, path, label, labelLocale, error, hint }: TypedProps<Extract<Draft, { kind: "multi" }>>) {
  const id = useId();
  const toggle = (code: string, on: boolean) => {
    const codes = on ? [...draft.codes, code] : draft.codes.filter((c) => c !== code);
    onChange({ kind: "multi", codes: attribute.options.map((o) => o.code).filter((c) => codes.includes(c)) });
  };
  return (
    // Focusable, so completeness links and the error focus can land on it.
    <fieldset data-field={path} tabIndex={-1} data-invalid={error ? true : undefined} aria-describedby={[hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined}>
      <legend>{label}</legend>
      {attribute.options.length === 0 ? <p className="small muted">This attribute has no options yet.</p> : null}
      {attribute.options.map((o) => (
        <label key={o.code} className="check">
          <input type="checkbox" checked={draft.codes.includes(o.code)} onChange={(e) => toggle(o.code, e.target.checked)} />
          {optionLabel(o, labelLocale)}
        </label>
      ))}
      <FieldNotes id={id} hint={hint} error={error} />
    </fieldset>
  );
}
