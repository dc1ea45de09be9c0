"use client";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { createProductBody, updateProductBody } from "@/lib/catalog/schemas";
import { requiredAttributesOf } from "@/lib/catalog/scoring/required-attributes";
import type { AttributeDocument, CategoryDocument, FamilyDocument, ProductDocument } from "@/lib/portal-client/api-types";
import { ApiError } from "@/lib/portal-client/api-error";
import { completenessTargets, describeField, errorsByInput } from "@/lib/portal-client/field-paths";
import { useCreateProduct, useProductAssets, useUpdateProduct } from "@/lib/portal-client/hooks/use-products";
import { completenessInputOf, EMPTY_FORM, familyAttributesOf, formOf, typedViewOf, withFamily, type ProductForm } from "@/lib/portal-client/product-form";
import { checkProductForm, errorsAfterEdit } from "@/lib/portal-client/product-form-errors";
import { unsavedFields } from "@/lib/portal-client/unsaved-changes";
import { useCan } from "@/components/shell/viewer-context";
import { FormError } from "@/components/ui/states";
import { AttributeRows } from "./attribute-rows";
import { ChannelReadiness } from "./channel-readiness";
import { CompletenessPanel } from "./completeness-panel";
import { ErrorSummary } from "./error-summary";
import { InheritedFields } from "./inherited";
import { LocalePanel } from "./locale-panel";
import { LocaleTabs } from "./locale-tabs";
import { ProductFields } from "./product-fields";
import { ProductMedia } from "./product-media";
import { SaveBar } from "./save-bar";
import { SectionIndex, sectionIdOf, type Section } from "./section-index";
import { TypedInputs } from "./typed-inputs";
import { useFieldFocus } from "./use-field-focus";
import { useInheritance } from "./use-inheritance";
import { useLeaveGuard } from "./use-leave-guard";
import { useSaveShortcut } from "./use-save-shortcut";
import { VariantMedia } from "./variant-media";

type Props = {
  product?: ProductDocument;
  categories: readonly CategoryDocument[];
  families: readonly FamilyDocument[];
  dictionary: readonly AttributeDocument[];
  defaultLocale: string;
  enabledLocales: readonly string[];
  // Sections the page shows below the form (associations, variants), for the index.
  moreSections?: readonly Section[];
  // A section below the form that links to its inputs (the passport's checklist).
  after?: (tools: { describe: (field: string) => string; jump: (field: string) => void }) => React.ReactNode;
};

// Create and edit one product: its fields, the family's typed attributes by
// group, one tab per enabled locale, free-form values, media, and what is
// missing; an index of its sections above, a save bar below.
export function EditorForm({ product, categories, families, dictionary, defaultLocale, enabledLocales, moreSections = [], after }: Props) {
  const router = useRouter();
  const context = { dictionary, families };
  const media = useProductAssets(product?.id);
  const create = useCreateProduct();
  const update = useUpdateProduct(product?.id ?? "");
  const canWrite = useCan("products:write");
  const [form, setForm] = useState<ProductForm>(() => (product ? formOf(product, context) : EMPTY_FORM));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);
  const [tab, setTab] = useState(defaultLocale);
  const { root, focusFirstError, focusField } = useFieldFocus(setTab);
  const formRef = useRef<HTMLFormElement>(null);
  const inheritance = useInheritance({ product, context, categories, update, setForm });
  const unsaved = unsavedFields(form, product, context);
  useLeaveGuard(canWrite && unsaved.length > 0);
  useSaveShortcut(formRef, canWrite);

  // An edited input's error is checked again against what it now holds.
  function edit(next: (form: ProductForm) => ProductForm, path: string) {
    const updated = next(form);
    setSaved(false);
    setForm(updated);
    setErrors((all) => errorsAfterEdit(all, path, updated, product, context));
  }

  const category = categories.find((c) => c.id === form.categoryId);
  const family = families.find((f) => f.code === form.familyCode);
  const required = requiredAttributesOf(category?.requiredAttributes ?? [], family?.requiredAttributes ?? []);
  const view = typedViewOf(form, context);
  const typedCodes = new Set(familyAttributesOf(form.familyCode, context).map((a) => a.code));
  const byCode = new Map(dictionary.map((a) => [a.code, a]));
  // A translation may hold a required code the family does not type, unless the dictionary says it is not localizable.
  const freeCodesIn = (locale: string) => [
    ...new Set([...required.filter((code) => !typedCodes.has(code) && byCode.get(code)?.localizable !== false), ...Object.keys(form.localized[locale]?.attributes ?? {})]),
  ];
  const describe = (field: string) => describeField(field, (code) => byCode.get(code)?.labels[defaultLocale] ?? code);
  const jump = (field: string, locale: string) => focusField(completenessTargets(field, locale, defaultLocale));
  const hasImage = product ? (media.data?.assets.some((a) => a.assetType === "image") ?? false) : false;
  const mutation = product ? update : create;
  const groupId = (group: string) => sectionIdOf("group", group || "attributes");
  const sections: Section[] = [
    { id: "section-product", label: "Product" },
    ...[...new Set(view.shared.map((a) => a.group ?? ""))].map((group) => ({ id: groupId(group), label: group || "Attributes" })),
    { id: "section-translations", label: "Names and translations" },
    { id: "section-other", label: "Other attributes" },
    ...(product ? [{ id: "section-media", label: "Media" }] : []),
    ...moreSections,
  ];

  function discard() {
    setForm(product ? formOf(product, context) : EMPTY_FORM);
    setErrors({});
    setFailure(null);
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setFailure(null);
    const { body, errors: found } = checkProductForm(form, product, context);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstError();
    try {
      if (!product) {
        const created = await create.mutateAsync(createProductBody.parse(body));
        return router.push(`/producer/products/${created.id}`);
      }
      const next = await update.mutateAsync(updateProductBody.parse(body));
      setForm(formOf(next, context));
      setSaved(true);
    } catch (err) {
      const fields = err instanceof ApiError ? errorsByInput(err.details) : {};
      setErrors(fields);
      if (Object.keys(fields).length > 0) focusFirstError();
      else setFailure(err);
    }
  }

  return (
    <>
      <SectionIndex sections={sections} />
      <div className="two-col" ref={root}>
        <div>
          <form ref={formRef} onSubmit={submit} noValidate aria-label={product ? `Edit ${product.sku}` : "New product"}>
            <FormError error={failure} />
            <FormError error={inheritance?.error} />
            <ErrorSummary errors={errors} describe={describe} onJump={(path) => focusField([path])} />
            <InheritedFields value={inheritance}>
              <fieldset disabled={!canWrite}>
                <legend>Product</legend>
                <div id="section-product" className="editor-section">
                  <ProductFields form={form} categories={categories} families={families} labelLocale={defaultLocale} required={required} labelOf={(code) => byCode.get(code)?.labels[defaultLocale] ?? code} errors={errors} edit={edit} onFamily={(code) => edit((f) => withFamily(f, code, context), "familyCode")} />
                </div>
                {view.shared.length > 0 ? (
                  <fieldset>
                    <legend>Attributes of {family?.labels[defaultLocale] ?? form.familyCode}</legend>
                    <TypedInputs
                      attributes={view.shared}
                      drafts={form.typed}
                      onChange={(code, draft, path) => edit((f) => ({ ...f, typed: { ...f.typed, [code]: draft } }), path)}
                      pathOf={(code) => `attributes.${code}`}
                      required={required}
                      errors={errors}
                      labelLocale={defaultLocale}
                      sectionIdOf={groupId}
                    />
                  </fieldset>
                ) : null}
                <div id="section-translations" className="editor-section">
                  <LocaleTabs locales={enabledLocales} defaultLocale={defaultLocale} active={tab} onSelect={setTab}>
                    {(locale) => <LocalePanel locale={locale} defaultLocale={defaultLocale} form={form} localizable={view.localizable} freeCodes={freeCodesIn(locale)} required={required} errors={errors} edit={edit} />}
                  </LocaleTabs>
                </div>
                <div id="section-other" className="editor-section">
                  <AttributeRows rows={form.attributes} required={required.filter((code) => !typedCodes.has(code))} errors={errors} onChange={(rows, path) => edit((f) => ({ ...f, attributes: rows }), path)} />
                </div>
              </fieldset>
            </InheritedFields>
            {canWrite ? (
              <SaveBar unsaved={unsaved.length} isNew={!product} isSaving={mutation.isPending} isSaved={saved} onDiscard={discard} />
            ) : (
              <p className="muted">Your role can view products but not change them.</p>
            )}
          </form>
          {product ? (
            <div id="section-media" className="editor-section">
              {product.kind === "variant" && canWrite ? <VariantMedia product={product} /> : null}
              <ProductMedia productId={product.id} canWrite={canWrite} />
            </div>
          ) : null}
        </div>
        <aside aria-label="Quality">
          <CompletenessPanel input={completenessInputOf(form, { ...context, requiredAttributes: required, hasImage, defaultLocale, enabledLocales })} describe={describe} onJump={jump} />
          {product ? <ChannelReadiness productId={product.id} updatedAt={product.updatedAt} describe={describe} onJump={jump} /> : <p className="small muted">Link images after creating the product.</p>}
        </aside>
      </div>
      {after?.({ describe, jump: (field) => jump(field, defaultLocale) })}
    </>
  );
}
