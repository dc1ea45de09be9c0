"use client";
import type { FamilyDocument } from "@/lib/portal-client/api-types";
import { useDeleteFamily } from "@/lib/portal-client/hooks/use-families";
import { DeleteButton } from "@/components/ui/delete-button";

type Props = { family: FamilyDocument; locale: string; canWrite: boolean; onEdit: () => void };

const listOf = (codes: string[]) => codes.join(", ") || "—";

export function FamilyRow({ family: f, locale, canWrite, onEdit }: Props) {
  const remove = useDeleteFamily();
  return (
    <tr>
      <td>
        <code>{f.code}</code>
      </td>
      <td>{f.labels[locale] ?? "—"}</td>
      <td>{listOf(f.attributes)}</td>
      <td>{listOf(f.requiredAttributes)}</td>
      <td>{listOf(f.variantAxes)}</td>
      {canWrite ? (
        <td>
          <div className="button-row">
            <button type="button" className="secondary" onClick={onEdit}>
              Edit {f.code}
            </button>
            <DeleteButton
              label={`Delete ${f.code}`}
              confirm={`Delete the family ${f.code}?`}
              inUse={`${f.code} still has products and was not deleted.`}
              onDelete={() => remove.mutateAsync(f.code)}
            />
          </div>
        </td>
      ) : null}
    </tr>
  );
}
