"use client";
import { useState } from "react";
import { categoryBody } from "@/lib/catalog/schemas";
import { useCreateCategory } from "@/lib/portal-client/hooks/use-categories";
import type { AttributeDocument, CategoryDocument } from "@/lib/portal-client/api-types";
import { ApiError } from "@/lib/portal-client/api-error";
import { categoryErrorsOf, EMPTY_PICK, requiredCodesOf, type RequiredPick } from "@/lib/portal-client/category-form";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/states";
import { useErrorFocus } from "@/components/ui/use-error-focus";
import { RequiredPicker } from "./required-picker";

type Props = { categories: CategoryDocument[]; dictionary: readonly AttributeDocument[]; locale: string };

export function CategoryForm({ categories, dictionary, locale }: Props) {
  const create = useCreateCategory();
  const [name, setName] = useState("");
  const [parentId, setParentId] = useState("");
  const [pick, setPick] = useState<RequiredPick>(EMPTY_PICK);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const { form, focusFirstError } = useErrorFocus(errors);
  const clear = (field: string) => setErrors((all) => Object.fromEntries(Object.entries(all).filter(([key]) => key !== field)));

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setFailure(null);
    const requiredAttributes = requiredCodesOf(pick, dictionary);
    const parsed = categoryBody.safeParse({ name, parentId: parentId || null, requiredAttributes });
    if (!parsed.success) {
      setErrors(categoryErrorsOf(parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })), requiredAttributes, pick));
      return focusFirstError();
    }
    setErrors({});
    try {
      await create.mutateAsync(parsed.data);
      setName("");
      setPick(EMPTY_PICK);
    } catch (err) {
      const fields = err instanceof ApiError ? categoryErrorsOf(err.details, requiredAttributes, pick) : {};
      setErrors(fields);
      if (Object.keys(fields).length > 0) focusFirstError();
      else setFailure(err);
    }
  }

  return (
    <form className="panel" ref={form} onSubmit={submit} noValidate aria-labelledby="new-category">
      <h2 id="new-category">New category</h2>
      <FormError error={failure} />
      <div className="form-grid">
        <Field label="Name" error={errors.name}>
          <input
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              clear("name");
            }}
          />
        </Field>
        <Field label="Parent">
          <select value={parentId} onChange={(e) => setParentId(e.target.value)}>
            <option value="">None (top level)</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <RequiredPicker
        legend="Required attributes"
        dictionary={dictionary}
        locale={locale}
        pick={pick}
        errors={errors}
        onChange={(next, field) => {
          setPick(next);
          clear(field);
        }}
      />
      <button type="submit" disabled={create.isPending}>
        {create.isPending ? "Creating…" : "Create category"}
      </button>
    </form>
  );
}
