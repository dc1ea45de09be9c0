"use client";
import { Fragment, useState } from "react";
import { useDeleteCategory, useUpdateCategory } from "@/lib/portal-client/hooks/use-categories";
import type { AttributeDocument, CategoryDocument } from "@/lib/portal-client/api-types";
import { describeError } from "@/lib/portal-client/api-error";
import { requiredLabels } from "@/lib/portal-client/category-form";
import { RequiredEditor } from "./required-editor";

type Props = { category: CategoryDocument; parentName: string | null; canWrite: boolean; dictionary: readonly AttributeDocument[]; locale: string; columns: number };

// One category; its required attributes are changed in a row that opens
// below it, wide enough for the dictionary's list.
export function CategoryRow({ category, parentName, canWrite, dictionary, locale, columns }: Props) {
  const remove = useDeleteCategory();
  const update = useUpdateCategory();
  const [editing, setEditing] = useState(false);
  const editorId = `required-${category.id}`;
  const labels = requiredLabels(category.requiredAttributes, dictionary, locale);
  return (
    <Fragment>
      <tr>
        <td>{category.name}</td>
        <td>{parentName ?? "—"}</td>
        <td>
          {labels.join(", ") || "—"}
          {update.isSuccess && !editing ? (
            <span className="visually-hidden" role="status">
              Saved.
            </span>
          ) : null}
        </td>
        {canWrite ? (
          <td>
            <div className="button-row">
              <button type="button" className="secondary" aria-expanded={editing} aria-controls={editing ? editorId : undefined} onClick={() => setEditing(!editing)}>
                {editing ? "Close" : "Change required"}
                <span className="visually-hidden"> attributes of {category.name}</span>
              </button>
              <button
                type="button"
                className="danger"
                disabled={remove.isPending}
                onClick={() => window.confirm(`Delete ${category.name}? Its products keep their data but lose the category.`) && remove.mutate(category.id)}
              >
                Delete<span className="visually-hidden"> {category.name}</span>
              </button>
            </div>
            {remove.error ? (
              <div className="field-error" role="alert">
                {describeError(remove.error)}
              </div>
            ) : null}
          </td>
        ) : null}
      </tr>
      {editing ? (
        <tr id={editorId}>
          <td colSpan={columns}>
            <RequiredEditor category={category} dictionary={dictionary} locale={locale} update={update} onDone={() => setEditing(false)} />
          </td>
        </tr>
      ) : null}
    </Fragment>
  );
}
