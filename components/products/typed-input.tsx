"use client";
import { stepOf, type Draft } from "@/lib/portal-client/typed-values";
import { Field } from "@/components/ui/field";
import { AssetInput } from "./asset-input";
import { MetricInput } from "./metric-input";
import { OptionsInput } from "./options-input";
import { PriceInput } from "./price-input";
import { optionLabel, type TypedProps } from "./typed-props";

type Narrow<K extends Draft["kind"]> = TypedProps<Extract<Draft, { kind: K }>>;

// One input for one attribute value, chosen by the attribute's type.
export function TypedInput(props: TypedProps) {
  const { draft } = props;
  switch (draft.kind) {
    case "metric":
      return <MetricInput {...(props as Narrow<"metric">)} />;
    case "price":
      return <PriceInput {...(props as Narrow<"price">)} />;
    case "multi":
      return <OptionsInput {...(props as Narrow<"multi">)} />;
    case "boolean":
      return <BooleanInput {...(props as Narrow<"boolean">)} />;
    case "number":
      return <NumberInput {...(props as Narrow<"number">)} />;
    case "text":
      return props.attribute.type === "asset" ? <AssetInput {...(props as Narrow<"text">)} /> : <TextInput {...(props as Narrow<"text">)} />;
  }
}

// Unset, yes or no: an unset boolean is not false.
function BooleanInput({ draft, onChange, path, label, error, hint }: Narrow<"boolean">) {
  return (
    <Field label={label} error={error} hint={hint}>
      <select data-field={path} value={draft.value} onChange={(e) => onChange({ kind: "boolean", value: e.target.value as "" | "true" | "false" })}>
        <option value="">Not set</option>
        <option value="true">Yes</option>
        <option value="false">No</option>
      </select>
    </Field>
  );
}

function NumberInput({ attribute, draft, onChange, path, label, error, hint }: Narrow<"number">) {
  const { min, max, decimals } = attribute.validation;
  return (
    <Field label={label} error={error} hint={hint}>
      <input type="number" data-field={path} inputMode="decimal" step={stepOf(decimals)} min={min} max={max} value={draft.text} onChange={(e) => onChange({ kind: "number", text: e.target.value })} />
    </Field>
  );
}

function TextInput({ attribute, draft, onChange, path, label, labelLocale, lang, error, hint }: Narrow<"text">) {
  const set = (text: string) => onChange({ kind: "text", text });
  const { maxLength } = attribute.validation;
  switch (attribute.type) {
    case "textarea":
      return (
        <Field label={label} error={error} hint={hint}>
          <textarea data-field={path} lang={lang} maxLength={maxLength} value={draft.text} onChange={(e) => set(e.target.value)} />
        </Field>
      );
    case "select":
      return (
        <Field label={label} error={error} hint={hint}>
          <select data-field={path} value={draft.text} onChange={(e) => set(e.target.value)}>
            <option value="">Not set</option>
            {attribute.options.map((o) => (
              <option key={o.code} value={o.code}>
                {optionLabel(o, labelLocale)}
              </option>
            ))}
          </select>
        </Field>
      );
    case "date":
      return (
        <Field label={label} error={error} hint={hint}>
          <input type="date" data-field={path} value={draft.text} onChange={(e) => set(e.target.value)} />
        </Field>
      );
    case "url":
      return (
        <Field label={label} error={error} hint={hint ?? "A full address, starting with https://"}>
          <input type="url" data-field={path} inputMode="url" value={draft.text} onChange={(e) => set(e.target.value)} />
        </Field>
      );
    case "gtin":
      return (
        <Field label={label} error={error} hint={hint ?? "The barcode number: 8, 12, 13 or 14 digits, the last a check digit."}>
          <input data-field={path} inputMode="numeric" pattern="[0-9]*" autoComplete="off" value={draft.text} onChange={(e) => set(e.target.value.trim())} />
        </Field>
      );
    default:
      return (
        <Field label={label} error={error} hint={hint}>
          <input data-field={path} lang={lang} maxLength={maxLength} value={draft.text} onChange={(e) => set(e.target.value)} />
        </Field>
      );
  }
}
