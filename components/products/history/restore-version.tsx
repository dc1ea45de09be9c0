"use client";
import { useRef } from "react";
import type { ProductDocument } from "@/lib/portal-client/api-types";
import { usePreviewRestore, useRestoreVersion } from "@/lib/portal-client/hooks/use-history";
import { ChangeTable } from "./change-table";
import { RestoreError } from "./restore-error";

type Props = { productId: string; versionId: string; version: number; describedBy: string; onRestored: (version: number, product: ProductDocument) => void };

// "Restore this version": a dry run first, whose changes the dialog shows,
// then the restore itself once confirmed.
export function RestoreVersion({ productId, versionId, version, describedBy, onRestored }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const preview = usePreviewRestore();
  const restore = useRestoreVersion();
  const changes = preview.data?.changes ?? [];
  const titleId = `restore-title-${versionId}`;

  async function open() {
    restore.reset();
    dialog.current?.showModal();
    await preview.mutateAsync({ productId, versionId }).catch(() => undefined);
  }

  async function confirm() {
    try {
      const restored = await restore.mutateAsync({ productId, versionId });
      dialog.current?.close();
      onRestored(version, restored.product);
    } catch {
      // Shown in the dialog by RestoreError.
    }
  }

  return (
    <>
      <button type="button" className="secondary" onClick={open} aria-describedby={describedBy}>
        Restore this version
      </button>
      <dialog ref={dialog} aria-labelledby={titleId} className="dialog restore-dialog">
        <h2 id={titleId}>Restore version {version}</h2>
        {preview.isPending ? <p role="status">Checking what would change…</p> : null}
        <RestoreError error={preview.error ?? restore.error} />
        {preview.isSuccess && changes.length === 0 ? <p>The product is already as it was in this version: nothing would change.</p> : null}
        {changes.length > 0 ? (
          <>
            <p>Restoring makes these changes to the product as it is now:</p>
            <ChangeTable changes={changes} label={`Changes restoring version ${version} would make`} />
          </>
        ) : null}
        <div className="button-row">
          <button type="button" onClick={confirm} disabled={!preview.isSuccess || changes.length === 0 || restore.isPending}>
            {restore.isPending ? "Restoring…" : "Restore"}
          </button>
          <button type="button" className="secondary" onClick={() => dialog.current?.close()}>
            Cancel
          </button>
        </div>
      </dialog>
    </>
  );
}
