"use client";
import type { CategoryDocument, FamilyDocument } from "@/lib/portal-client/api-types";
import type { ProductForm } from "@/lib/portal-client/product-form";
import { Field } from "@/components/ui/field";
import { Inheritable, INHERITED_HINT, useInheritedPaths } from "./inherited";

type Props = {
  form: ProductForm;
  categories: readonly CategoryDocument[];
  families: readonly FamilyDocument[];
  labelLocale: string;
  required: readonly string[];
  // An attribute's label, for the category's hint.
  labelOf: (code: string) => string;
  errors: Record<string, string>;
  edit: (next: (form: ProductForm) => ProductForm, path: string) => void;
  onFamily: (familyCode: string) => void;
};

// The fields every product has, whatever its family.
export function ProductFields({ form, categories, families, labelLocale, required, labelOf, errors, edit, onFamily }: Props) {
  const inherited = useInheritedPaths();
  const set = <K extends keyof ProductForm>(key: K, value: ProductForm[K]) => edit((f) => ({ ...f, [key]: value }), key);
  return (
    <>
      <div className="form-grid">
        <Field label="SKU" error={errors.sku}>
          <input data-field="sku" value={form.sku} onChange={(e) => set("sku", e.target.value)} autoComplete="off" />
        </Field>
        <Field label="Status" error={errors.status}>
          <select data-field="status" value={form.status} onChange={(e) => set("status", e.target.value as ProductForm["status"])}>
            <option value="draft">Draft</option>
            <option value="active">Active</option>
            <option value="archived">Archived</option>
          </select>
        </Field>
        <Inheritable path="categoryId" label="Category">
          <Field label="Category" error={errors.categoryId} hint={inherited.has("categoryId") ? INHERITED_HINT : required.length ? `Requires: ${required.map(labelOf).join(", ")}` : undefined}>
            <select data-field="categoryId" value={form.categoryId} onChange={(e) => set("categoryId", e.target.value)}>
              <option value="">No category</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </Field>
        </Inheritable>
        <Field label="Family" error={errors.familyCode} hint="The family decides which attributes the form asks for.">
          <select data-field="familyCode" value={form.familyCode} onChange={(e) => onFamily(e.target.value)}>
            <option value="">No family</option>
            {families.map((f) => (
              <option key={f.code} value={f.code}>
                {f.labels[labelLocale] ?? f.code}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Inheritable path="tags" label="Tags">
        <Field label="Tags" hint={inherited.has("tags") ? `Separate tags with commas. ${INHERITED_HINT}` : "Separate tags with commas."} error={errors.tags}>
          <input data-field="tags" value={form.tags} onChange={(e) => set("tags", e.target.value)} />
        </Field>
      </Inheritable>
    </>
  );
}
