"use client";
import { useState } from "react";
import { useCreateExport, useExport } from "@/lib/portal-client/hooks/use-transfers";
import { isSettled, plural, progressPercent } from "@/lib/portal-client/transfers";
import { ErrorState } from "@/components/ui/states";
import type { Selection } from "./selection";

// The chosen products written to a CSV file by the API's export (contract
// section 12; a buyer exports what it may read), then a link to download it.
export function SelectionExport({ selection }: { selection: Selection }) {
  const [exportId, setExportId] = useState<string | null>(null);
  const create = useCreateExport();
  const job = useExport(exportId);
  const doc = job.data;
  const running = create.isPending || (exportId !== null && (!doc || !isSettled(doc.status)));

  function start() {
    create.mutate({ format: "csv", filter: { ids: selection.ids } }, { onSuccess: ({ id }) => setExportId(id) });
  }

  return (
    <section className="selection-bar" aria-labelledby="selection-title">
      <h2 id="selection-title" className="visually-hidden">
        Selection
      </h2>
      <p role="status">
        {selection.size === 0 ? "Tick products to export them." : `${plural(selection.size, "product")} selected.`}
        {selection.isFull ? ` That is the most one export takes (${selection.max}).` : ""}
      </p>
      <div className="button-row">
        <button type="button" onClick={start} disabled={selection.size === 0 || running}>
          {running ? "Exporting…" : "Export selected as CSV"}
        </button>
        <button
          type="button"
          className="secondary"
          onClick={() => {
            selection.clear();
            setExportId(null);
            create.reset();
          }}
          disabled={selection.size === 0}
        >
          Clear selection
        </button>
      </div>
      {create.isError ? <ErrorState error={create.error} title="The export could not be started." /> : null}
      {job.isError ? <ErrorState error={job.error} retry={() => job.refetch()} /> : null}
      {doc && !isSettled(doc.status) ? (
        <progress value={doc.processed} max={doc.total || 1} aria-label={`Export progress: ${progressPercent(doc.processed, doc.total)}%`} />
      ) : null}
      {doc?.status === "failed" ? (
        <div className="notice error" role="alert">
          The export failed: {doc.message ?? "the file could not be written."}
        </div>
      ) : null}
      {doc?.status === "succeeded" && doc.downloadUrl ? (
        <p className="notice success">
          {plural(doc.total, "product")} exported.{" "}
          <a href={doc.downloadUrl} download>
            Download products.csv
          </a>
        </p>
      ) : null}
    </section>
  );
}
