"use client";
import { useId } from "react";
import { FieldNotes } from "@/components/ui/field";

type Item = { code: string; label?: string };
type Props = { legend: string; hint?: string; items: Item[]; checked: string[]; error?: string; onToggle: (code: string, on: boolean) => void };

// A fieldset of one checkbox per attribute code, its error tied to the group.
export function CodeCheckboxes({ legend, hint, items, checked, error, onToggle }: Props) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    // Focusable while it carries an error, so the error focus can land on it.
    <fieldset aria-describedby={describedBy} data-invalid={error ? true : undefined} tabIndex={error ? -1 : undefined}>
      <legend>{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {items.map((item) => (
        <label key={item.code} className="check">
          <input type="checkbox" checked={checked.includes(item.code)} onChange={(e) => onToggle(item.code, e.target.checked)} />
          {item.code}
          {item.label ? ` (${item.label})` : null}
        </label>
      ))}
      <FieldNotes id={id} error={error} />
    </fieldset>
  );
}
