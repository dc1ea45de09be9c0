"use client";
import { useId } from "react";
import { isUnitFamily, unitsOf } from "@/lib/catalog/attributes/units";
import { stepOf, type Draft } from "@/lib/portal-client/typed-values";
import { FieldNotes } from "@/components/ui/field";
import type { TypedProps } from "./typed-props";

// An amount and a unit of the attribute's unit family (units.ts); the value
// keeps the unit chosen, as the API does.
export function MetricInput({ attribute, draft, onChange, path, label, error, hint }: TypedProps<Extract<Draft, { kind: "metric" }>>) {
  const id = useId();
  const units = attribute.unit && isUnitFamily(attribute.unit) ? unitsOf(attribute.unit) : [];
  // A stored unit the family no longer lists stays choosable.
  const choices = draft.unit && !units.includes(draft.unit) ? [...units, draft.unit] : units;
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  const invalid = error ? true : undefined;
  return (
    <div className="field">
      <label htmlFor={`${id}-amount`}>{label}</label>
      <div className="button-row" style={{ flexWrap: "nowrap" }}>
        <input
          id={`${id}-amount`}
          type="number"
          data-field={path}
          inputMode="decimal"
          step={stepOf(attribute.validation.decimals)}
          value={draft.amount}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          onChange={(e) => onChange({ ...draft, amount: e.target.value })}
        />
        <select aria-label={`${label}: unit`} value={draft.unit} aria-describedby={describedBy} aria-invalid={invalid} onChange={(e) => onChange({ ...draft, unit: e.target.value })} style={{ maxWidth: "8rem" }}>
          <option value="">Unit…</option>
          {choices.map((unit) => (
            <option key={unit} value={unit}>
              {unit}
            </option>
          ))}
        </select>
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
