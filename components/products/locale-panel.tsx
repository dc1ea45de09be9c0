"use client";
import type { AttributeDocument } from "@/lib/portal-client/api-types";
import { EMPTY_LOCALE, type LocaleForm, type ProductForm } from "@/lib/portal-client/product-form";
import { Field } from "@/components/ui/field";
import { Inheritable, INHERITED_HINT, useInheritedPaths } from "./inherited";
import { LocalizedFields } from "./localized-fields";
import { TypedInputs } from "./typed-inputs";

type Props = {
  locale: string;
  defaultLocale: string;
  form: ProductForm;
  // The family's localizable attributes.
  localizable: readonly AttributeDocument[];
  // Free-form codes a translation may hold (required ones outside the family, and those it has).
  freeCodes: readonly string[];
  required: readonly string[];
  errors: Record<string, string>;
  edit: (next: (form: ProductForm) => ProductForm, path: string) => void;
};

// One locale's tab: name, description and localizable attributes. The
// default locale edits the canonical values, which other locales fall back to.
export function LocalePanel({ locale, defaultLocale, form, localizable, freeCodes, required, errors, edit }: Props) {
  const inherited = useInheritedPaths();
  const hint = (path: string) => (inherited.has(path) ? INHERITED_HINT : undefined);
  if (locale === defaultLocale) {
    return (
      <>
        <Inheritable path="name" label="Name">
          <Field label="Name" error={errors.name} hint={hint("name")}>
            <input data-field="name" lang={locale} value={form.name} onChange={(e) => edit((f) => ({ ...f, name: e.target.value }), "name")} />
          </Field>
        </Inheritable>
        <Inheritable path="description" label="Description">
          <Field label="Description" error={errors.description} hint={hint("description")}>
            <textarea data-field="description" lang={locale} value={form.description} onChange={(e) => edit((f) => ({ ...f, description: e.target.value }), "description")} />
          </Field>
        </Inheritable>
        <TypedInputs
          attributes={localizable}
          drafts={form.typed}
          onChange={(code, draft, path) => edit((f) => ({ ...f, typed: { ...f.typed, [code]: draft } }), path)}
          pathOf={(code) => `attributes.${code}`}
          required={required}
          errors={errors}
          labelLocale={defaultLocale}
        />
      </>
    );
  }
  const v = form.localized[locale] ?? EMPTY_LOCALE;
  const prefix = `localized.${locale}`;
  const set = (patch: (v: LocaleForm) => LocaleForm, path: string) => edit((f) => ({ ...f, localized: { ...f.localized, [locale]: patch(f.localized[locale] ?? EMPTY_LOCALE) } }), path);
  return (
    <>
      <Field label={`Name (${locale})`} error={errors[`${prefix}.name`]} hint={hint(`${prefix}.name`)}>
        <input data-field={`${prefix}.name`} lang={locale} value={v.name} onChange={(e) => set((l) => ({ ...l, name: e.target.value }), `${prefix}.name`)} />
      </Field>
      <Field label={`Description (${locale})`} error={errors[`${prefix}.description`]} hint={hint(`${prefix}.description`)}>
        <textarea data-field={`${prefix}.description`} lang={locale} value={v.description} onChange={(e) => set((l) => ({ ...l, description: e.target.value }), `${prefix}.description`)} />
      </Field>
      <TypedInputs
        attributes={localizable.filter((a) => !(a.code in v.attributes))}
        drafts={v.typed}
        onChange={(code, draft, path) => set((l) => ({ ...l, typed: { ...l.typed, [code]: draft } }), path)}
        pathOf={(code) => `${prefix}.attributes.${code}`}
        required={required}
        errors={errors}
        labelLocale={defaultLocale}
        locale={locale}
      />
      <LocalizedFields locale={locale} codes={freeCodes} values={v.attributes} errors={errors} onChange={(code, value, path) => set((l) => ({ ...l, attributes: { ...l.attributes, [code]: value } }), path)} />
    </>
  );
}
