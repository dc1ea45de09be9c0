"use client";
import type { LocaleForm } from "@/lib/portal-client/product-form";

const EMPTY: LocaleForm = { name: "", description: "", attributes: {} };

// One locale's overrides: name, description and the category's required attributes.
export function LocalizedFields({ locale, value, required, onChange }: { locale: string; value: LocaleForm | undefined; required: readonly string[]; onChange: (v: LocaleForm) => void }) {
  const v = value ?? EMPTY;
  const codes = [...new Set([...required, ...Object.keys(v.attributes)])];
  return (
    <fieldset>
      <legend>Translation: {locale}</legend>
      <div className="field">
        <label htmlFor={`name-${locale}`}>Name ({locale})</label>
        <input id={`name-${locale}`} lang={locale} value={v.name} onChange={(e) => onChange({ ...v, name: e.target.value })} />
      </div>
      <div className="field">
        <label htmlFor={`description-${locale}`}>Description ({locale})</label>
        <textarea id={`description-${locale}`} lang={locale} value={v.description} onChange={(e) => onChange({ ...v, description: e.target.value })} />
      </div>
      {codes.map((code) => (
        <div className="field" key={code}>
          <label htmlFor={`attr-${locale}-${code}`}>
            {code} ({locale})
          </label>
          <input id={`attr-${locale}-${code}`} lang={locale} value={v.attributes[code] ?? ""} onChange={(e) => onChange({ ...v, attributes: { ...v.attributes, [code]: e.target.value } })} />
        </div>
      ))}
    </fieldset>
  );
}
