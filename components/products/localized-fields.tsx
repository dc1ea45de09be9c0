"use client";
import type { FreeValue } from "@/lib/portal-client/product-form";
import { Field } from "@/components/ui/field";
import { INHERITED_HINT, useInheritedPaths } from "./inherited";

type Props = { locale: string; codes: readonly string[]; values: Record<string, FreeValue>; errors: Record<string, string>; onChange: (code: string, value: FreeValue, path: string) => void };

// One locale's free-form attribute values (codes outside the family), as text.
export function LocalizedFields({ locale, codes, values, errors, onChange }: Props) {
  const inherited = useInheritedPaths();
  return codes.map((code) => {
    const path = `localized.${locale}.attributes.${code}`;
    const current = values[code];
    return (
      <Field key={code} label={`${code} (${locale})`} error={errors[path]} hint={inherited.has(path) ? INHERITED_HINT : undefined}>
        <input data-field={path} lang={locale} value={current?.value ?? ""} onChange={(e) => onChange(code, { ...current, value: e.target.value }, path)} />
      </Field>
    );
  });
}
