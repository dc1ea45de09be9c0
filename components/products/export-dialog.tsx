"use client";
import { useRef, useState } from "react";
import type { SearchInput } from "@/lib/portal-client/hooks/use-products";
import { useCreateExport, useExport } from "@/lib/portal-client/hooks/use-transfers";
import { exportFilter, isSettled, plural, progressPercent } from "@/lib/portal-client/transfers";
import type { TransferFormat } from "@/lib/portal-client/api-types";
import { ErrorState } from "@/components/ui/states";

// "Export" on the product list: the list's current filters written to a CSV
// or XLSX file in the background, then a link to download it.
export function ExportDialog({ query }: { query: SearchInput }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [format, setFormat] = useState<TransferFormat>("csv");
  const [exportId, setExportId] = useState<string | null>(null);
  const create = useCreateExport();
  const job = useExport(exportId);
  const filter = exportFilter(query);
  const filtered = Object.keys(filter).length > 0;
  const doc = job.data;
  const running = create.isPending || (exportId !== null && (!doc || !isSettled(doc.status)));

  // A running export carries on while the dialog is closed; a settled one is
  // forgotten, since the list's filters may have changed since.
  function open() {
    if (!running) {
      setExportId(null);
      create.reset();
    }
    dialog.current?.showModal();
  }

  function start() {
    create.mutate({ format, filter }, { onSuccess: ({ id }) => setExportId(id) });
  }

  return (
    <>
      <button type="button" className="secondary" onClick={open}>
        Export
      </button>
      <dialog ref={dialog} aria-labelledby="export-title" className="dialog">
        <h2 id="export-title">Export products</h2>
        <p>{filtered ? "The products matching the list's current search and filters." : "Every product of the catalogue."} The file can be edited and imported again.</p>
        <fieldset disabled={running}>
          <legend>Format</legend>
          {(["csv", "xlsx"] as const).map((value) => (
            <label key={value} className="check">
              <input type="radio" name="export-format" value={value} checked={format === value} onChange={() => setFormat(value)} /> {value.toUpperCase()}
            </label>
          ))}
        </fieldset>
        {create.isError ? <ErrorState error={create.error} title="The export could not be started." /> : null}
        {job.isError ? <ErrorState error={job.error} retry={() => job.refetch()} /> : null}
        {doc && !isSettled(doc.status) ? (
          <>
            <progress value={doc.processed} max={doc.total || 1} aria-label="Export progress" />
            <p role="status">{doc.total ? `${doc.processed} of ${doc.total} products written (${progressPercent(doc.processed, doc.total)}%).` : "Preparing the file…"}</p>
          </>
        ) : null}
        {doc?.status === "failed" ? (
          <div className="notice error" role="alert">
            The export failed: {doc.message ?? "the file could not be written."}
          </div>
        ) : null}
        {doc?.status === "succeeded" && doc.downloadUrl ? (
          <p role="status" className="notice success">
            {plural(doc.total, "product")} exported.{" "}
            <a href={doc.downloadUrl} download>
              Download products.{doc.format}
            </a>
          </p>
        ) : null}
        <div className="button-row">
          <button type="button" onClick={start} disabled={running}>
            {running ? "Exporting…" : "Start export"}
          </button>
          <button type="button" className="secondary" onClick={() => dialog.current?.close()}>
            Close
          </button>
        </div>
      </dialog>
    </>
  );
}
