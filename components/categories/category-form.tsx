"use client";
import { useState } from "react";
import { categoryBody } from "@/lib/catalog/schemas";
import { useCreateCategory } from "@/lib/portal-client/hooks/use-categories";
import type { CategoryDocument } from "@/lib/portal-client/api-types";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/states";

export const codesOf = (text: string) => text.split(",").map((c) => c.trim()).filter(Boolean);

export function CategoryForm({ categories }: { categories: CategoryDocument[] }) {
  const create = useCreateCategory();
  const [name, setName] = useState("");
  const [parentId, setParentId] = useState("");
  const [required, setRequired] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = categoryBody.safeParse({ name, parentId: parentId || null, requiredAttributes: codesOf(required) });
    if (!parsed.success) return setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => {
        setName("");
        setRequired("");
      },
    });
  }

  return (
    <form className="panel" onSubmit={submit} noValidate aria-labelledby="new-category">
      <h2 id="new-category">New category</h2>
      <FormError error={create.error} />
      <div className="form-grid">
        <Field label="Name" error={errors.name}>
          <input value={name} onChange={(e) => setName(e.target.value)} />
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
        <Field label="Required attributes" hint="Attribute codes, separated by commas. Completeness counts them." error={errors.requiredAttributes}>
          <input value={required} onChange={(e) => setRequired(e.target.value)} />
        </Field>
      </div>
      <button type="submit" disabled={create.isPending}>
        {create.isPending ? "Creating…" : "Create category"}
      </button>
    </form>
  );
}
