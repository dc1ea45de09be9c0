"use client";
import { useState } from "react";
import type { useUpdateCategory } from "@/lib/portal-client/hooks/use-categories";
import type { AttributeDocument, CategoryDocument } from "@/lib/portal-client/api-types";
import { ApiError } from "@/lib/portal-client/api-error";
import { categoryErrorsOf, pickOf, requiredCodesOf, type RequiredPick } from "@/lib/portal-client/category-form";
import { updateCategoryBody } from "@/lib/catalog/schemas";
import { FormError } from "@/components/ui/states";
import { useErrorFocus } from "@/components/ui/use-error-focus";
import { RequiredPicker } from "./required-picker";

type Props = {
  category: CategoryDocument;
  dictionary: readonly AttributeDocument[];
  locale: string;
  update: ReturnType<typeof useUpdateCategory>;
  onDone: () => void;
};

// A category's required attributes, picked again and saved.
export function RequiredEditor({ category, dictionary, locale, update, onDone }: Props) {
  const [pick, setPick] = useState<RequiredPick>(() => pickOf(category.requiredAttributes, dictionary));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const { form, focusFirstError } = useErrorFocus(errors);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setFailure(null);
    const requiredAttributes = requiredCodesOf(pick, dictionary);
    const parsed = updateCategoryBody.safeParse({ requiredAttributes });
    const issues = parsed.success ? [] : parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
    const found = categoryErrorsOf(issues, requiredAttributes, pick);
    setErrors(found);
    if (Object.keys(found).length > 0 || !parsed.success) return focusFirstError();
    try {
      await update.mutateAsync({ id: category.id, body: parsed.data });
      onDone();
    } catch (err) {
      const fields = err instanceof ApiError ? categoryErrorsOf(err.details, requiredAttributes, pick) : {};
      setErrors(fields);
      if (Object.keys(fields).length > 0) focusFirstError();
      else setFailure(err);
    }
  }

  return (
    <form ref={form} onSubmit={submit} noValidate aria-label={`Required attributes of ${category.name}`}>
      <FormError error={failure} />
      <RequiredPicker
        legend={`Required attributes of ${category.name}`}
        dictionary={dictionary}
        locale={locale}
        pick={pick}
        errors={errors}
        onChange={(next, field) => {
          setPick(next);
          setErrors((all) => Object.fromEntries(Object.entries(all).filter(([key]) => key !== field)));
        }}
      />
      <div className="button-row">
        <button type="submit" disabled={update.isPending}>
          {update.isPending ? "Saving…" : "Save required attributes"}
        </button>
        <button type="button" className="secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
