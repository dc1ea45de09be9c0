"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { z } from "zod";
import { createProductBody, updateProductBody } from "@/lib/catalog/schemas";
import { useCategories } from "@/lib/portal-client/hooks/use-categories";
import { useFamilies } from "@/lib/portal-client/hooks/use-families";
import { requiredAttributesOf } from "@/lib/catalog/scoring/required-attributes";
import { useSettings } from "@/lib/portal-client/hooks/use-settings";
import { useCreateProduct, useProductAssets, useUpdateProduct } from "@/lib/portal-client/hooks/use-products";
import { completenessInputOf, createBodyOf, EMPTY_FORM, formOf, patchBodyOf, type ProductForm } from "@/lib/portal-client/product-form";
import type { ProductDocument } from "@/lib/catalog/documents";
import { useCan } from "@/components/shell/viewer-context";
import { QualityBadge } from "@/components/ui/badges";
import { Field } from "@/components/ui/field";
import { ErrorState, FormError, Loading } from "@/components/ui/states";
import { AttributeRows } from "./attribute-rows";
import { CompletenessPanel } from "./completeness-panel";
import { LocalizedFields } from "./localized-fields";
import { ProductMedia } from "./product-media";

const fieldErrorsOf = (error: z.ZodError) => Object.fromEntries(error.issues.map((i) => [i.path.join("."), i.message]));

// Create and edit one product: canonical fields, one section per enabled
// locale, media, and the live completeness of every locale beside them.
export function ProductEditor({ product }: { product?: ProductDocument }) {
  const router = useRouter();
  const settings = useSettings();
  const categories = useCategories();
  const families = useFamilies();
  const media = useProductAssets(product?.id);
  const create = useCreateProduct();
  const update = useUpdateProduct(product?.id ?? "");
  const canWrite = useCan("products:write");
  const [form, setForm] = useState<ProductForm>(() => (product ? formOf(product) : EMPTY_FORM));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const set = <K extends keyof ProductForm>(key: K, value: ProductForm[K]) => {
    setSaved(false);
    setForm((f) => ({ ...f, [key]: value }));
  };

  if (settings.isPending || categories.isPending) return <Loading />;
  if (settings.isError) return <ErrorState error={settings.error} retry={() => settings.refetch()} />;
  if (categories.isError) return <ErrorState error={categories.error} retry={() => categories.refetch()} />;

  const { defaultLocale, enabledLocales } = settings.data;
  const category = categories.data.find((c) => c.id === form.categoryId);
  const family = product?.familyCode ? families.data?.find((f) => f.code === product.familyCode) : undefined;
  const required = requiredAttributesOf(category?.requiredAttributes ?? [], family?.requiredAttributes ?? []);
  const hasImage = product ? (media.data?.assets.some((a) => a.assetType === "image") ?? false) : false;
  const mutation = product ? update : create;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = product ? updateProductBody.safeParse(patchBodyOf(form, product)) : createProductBody.safeParse(createBodyOf(form));
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    setErrors({});
    if (!product) {
      const created = await create.mutateAsync(createBodyOf(form)).catch(() => null);
      if (created) router.push(`/producer/products/${created.id}`);
      return;
    }
    const next = await update.mutateAsync(patchBodyOf(form, product)).catch(() => null);
    if (next) {
      setForm(formOf(next));
      setSaved(true);
    }
  }

  return (
    <div className="two-col">
      <div>
        <form onSubmit={submit} noValidate aria-label={product ? `Edit ${product.sku}` : "New product"}>
          <FormError error={mutation.error} />
          {saved ? (
            <p className="notice success" role="status">
              Saved. The quality score is recomputed in the background.
            </p>
          ) : null}
          <fieldset disabled={!canWrite}>
            <legend>Product ({defaultLocale})</legend>
            <div className="form-grid">
              <Field label="SKU" error={errors.sku}>
                <input value={form.sku} onChange={(e) => set("sku", e.target.value)} autoComplete="off" />
              </Field>
              <Field label="Status" error={errors.status}>
                <select value={form.status} onChange={(e) => set("status", e.target.value as ProductForm["status"])}>
                  <option value="draft">Draft</option>
                  <option value="active">Active</option>
                  <option value="archived">Archived</option>
                </select>
              </Field>
            </div>
            <Field label="Name" error={errors.name}>
              <input value={form.name} onChange={(e) => set("name", e.target.value)} />
            </Field>
            <Field label="Description" error={errors.description}>
              <textarea value={form.description} onChange={(e) => set("description", e.target.value)} />
            </Field>
            <div className="form-grid">
              <Field label="Category" error={errors.categoryId} hint={required.length ? `Requires: ${required.join(", ")}` : undefined}>
                <select value={form.categoryId} onChange={(e) => set("categoryId", e.target.value)}>
                  <option value="">No category</option>
                  {categories.data.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </select>
              </Field>
              <Field label="Tags" hint="Separate tags with commas." error={errors.tags}>
                <input value={form.tags} onChange={(e) => set("tags", e.target.value)} />
              </Field>
            </div>
            <AttributeRows rows={form.attributes} required={required} onChange={(rows) => set("attributes", rows)} />
            {enabledLocales
              .filter((l) => l !== defaultLocale)
              .map((locale) => (
                <LocalizedFields key={locale} locale={locale} value={form.localized[locale]} required={required} onChange={(v) => set("localized", { ...form.localized, [locale]: v })} />
              ))}
          </fieldset>
          {canWrite ? (
            <button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? "Saving…" : product ? "Save changes" : "Create product"}
            </button>
          ) : (
            <p className="muted">Your role can view products but not change them.</p>
          )}
        </form>
        {product ? <ProductMedia productId={product.id} canWrite={canWrite} /> : null}
      </div>
      <aside aria-label="Quality">
        {product ? (
          <p>
            Saved score: <QualityBadge score={product.qualityScore} band={product.qualityBand} />
          </p>
        ) : null}
        <CompletenessPanel input={completenessInputOf(form, { requiredAttributes: required, hasImage, defaultLocale, enabledLocales })} />
        {!product ? <p className="small muted">Link images after creating the product.</p> : null}
      </aside>
    </div>
  );
}
