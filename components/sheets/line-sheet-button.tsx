"use client";
import { useState } from "react";
import type { Selection } from "@/lib/portal-client/bulk-edit";
import { useCreateLineSheet, useLineSheet } from "@/lib/portal-client/hooks/use-sheets";
import { LINE_SHEET_MAX } from "@/lib/sheets/schemas";
import { FormError } from "@/components/ui/states";

// "Line sheet": one PDF of the chosen products (at most 500), written in the
// background, then a link to it.
export function LineSheetButton({ selection }: { selection: Selection }) {
  const create = useCreateLineSheet();
  const [id, setId] = useState<string | null>(null);
  const sheet = useLineSheet(id);
  const doc = sheet.data;
  const running = create.isPending || (id !== null && (!doc || doc.status === "pending" || doc.status === "running"));
  const count = selection.kind === "ids" ? selection.ids.length : selection.total;

  function start() {
    setId(null);
    create.mutate(selection.kind === "ids" ? { productIds: selection.ids } : { filter: selection.filter }, { onSuccess: (started) => setId(started.id) });
  }

  return (
    <>
      <button type="button" className="secondary" onClick={start} disabled={running || count > LINE_SHEET_MAX} title={count > LINE_SHEET_MAX ? `A line sheet takes at most ${LINE_SHEET_MAX} products.` : undefined}>
        {running ? "Writing line sheet…" : "Line sheet (PDF)"}
      </button>
      {/* A polite live region, not a second status: the bulk bar's own status reports the bulk action. */}
      <span aria-live="polite" className="small">
        {doc?.status === "succeeded" && doc.downloadUrl ? (
          <a href={doc.downloadUrl} download>
            Download the line sheet
          </a>
        ) : doc?.status === "failed" ? (
          `The line sheet failed: ${doc.message ?? "it could not be written."}`
        ) : null}
      </span>
      <FormError error={create.error ?? sheet.error} />
    </>
  );
}
