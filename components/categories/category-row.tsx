"use client";
import { useState } from "react";
import { useDeleteCategory, useUpdateCategory } from "@/lib/portal-client/hooks/use-categories";
import type { CategoryDocument } from "@/lib/portal-client/api-types";
import { describeError } from "@/lib/portal-client/api-error";
import { codesOf } from "./category-form";

export function CategoryRow({ category, parentName, canWrite }: { category: CategoryDocument; parentName: string | null; canWrite: boolean }) {
  const update = useUpdateCategory();
  const remove = useDeleteCategory();
  const [required, setRequired] = useState(category.requiredAttributes.join(", "));
  const changed = required !== category.requiredAttributes.join(", ");
  const error = update.error ?? remove.error;
  return (
    <tr>
      <td>{category.name}</td>
      <td>{parentName ?? "—"}</td>
      <td>
        {canWrite ? (
          <form
            className="button-row"
            onSubmit={(e) => {
              e.preventDefault();
              update.mutate({ id: category.id, body: { requiredAttributes: codesOf(required) } });
            }}
          >
            <label htmlFor={`req-${category.id}`} className="visually-hidden">
              Required attributes of {category.name}
            </label>
            <input id={`req-${category.id}`} value={required} onChange={(e) => setRequired(e.target.value)} style={{ maxWidth: "16rem" }} />
            <button type="submit" className="secondary" disabled={!changed || update.isPending}>
              Save
            </button>
          </form>
        ) : (
          category.requiredAttributes.join(", ") || "—"
        )}
        {error ? (
          <div className="field-error" role="alert">
            {describeError(error)}
          </div>
        ) : null}
      </td>
      {canWrite ? (
        <td>
          <button
            type="button"
            className="danger"
            disabled={remove.isPending}
            onClick={() => window.confirm(`Delete ${category.name}? Its products keep their data but lose the category.`) && remove.mutate(category.id)}
          >
            Delete
          </button>
        </td>
      ) : null}
    </tr>
  );
}
