"use client";
import { useExportRun } from "@/lib/portal-client/hooks/use-transfers";
import { plural } from "@/lib/portal-client/transfers";
import { ExportProgress } from "@/components/exports/export-progress";
import type { Selection } from "./selection";

// The chosen products written to a CSV file by the API's export (docs/api.md,
// "Imports and exports"; a buyer exports what it may read), then a link to download it.
export function SelectionExport({ selection }: { selection: Selection }) {
  const run = useExportRun();
  const { running } = run;

  function start() {
    run.start({ format: "csv", filter: { ids: selection.ids } });
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
            run.forget();
          }}
          disabled={selection.size === 0}
        >
          Clear selection
        </button>
      </div>
      <ExportProgress run={run} />
    </section>
  );
}
