"use client";
import type { AttributeDocument } from "@/lib/portal-client/api-types";
import { useDeleteAttribute } from "@/lib/portal-client/hooks/use-attributes";
import { DeleteButton } from "@/components/ui/delete-button";

type Props = { attribute: AttributeDocument; locale: string; canWrite: boolean; onEdit: () => void };

export function AttributeRow({ attribute: a, locale, canWrite, onEdit }: Props) {
  const remove = useDeleteAttribute();
  return (
    <tr>
      <td>
        <code>{a.code}</code>
      </td>
      <td>{a.type}</td>
      <td>{a.labels[locale] ?? "—"}</td>
      <td>{a.unit ?? "—"}</td>
      <td>{a.type === "select" || a.type === "multiselect" ? a.options.length : "—"}</td>
      {canWrite ? (
        <td>
          <div className="button-row">
            <button type="button" className="secondary" onClick={onEdit}>
              Edit {a.code}
            </button>
            <DeleteButton
              label={`Delete ${a.code}`}
              confirm={`Delete the attribute ${a.code}?`}
              inUse={`${a.code} is in use and was not deleted.`}
              onDelete={() => remove.mutateAsync(a.code)}
            />
          </div>
        </td>
      ) : null}
    </tr>
  );
}
