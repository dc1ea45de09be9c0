"use client";
import { useRef, useState } from "react";
import type { SearchInput } from "@/lib/portal-client/hooks/use-products";
import { useExportRun } from "@/lib/portal-client/hooks/use-transfers";
import { exportFilter } from "@/lib/portal-client/transfers";
import type { TransferFormat } from "@/lib/portal-client/api-types";
import { ExportProgress } from "@/components/exports/export-progress";

// "Export" on the product list: the list's current filters written to a CSV
// or XLSX file in the background, then a link to download it.
export function ExportDialog({ query }: { query: SearchInput }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [format, setFormat] = useState<TransferFormat>("csv");
  const run = useExportRun();
  const filter = exportFilter(query);
  const filtered = Object.keys(filter).length > 0;
  const { running } = run;

  // A running export carries on while the dialog is closed; a settled one is
  // forgotten, since the list's filters may have changed since.
  function open() {
    if (!running) run.forget();
    dialog.current?.showModal();
  }

  function start() {
    run.start({ format, filter });
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
        <ExportProgress run={run} />
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
