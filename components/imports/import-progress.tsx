"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useImport } from "@/lib/portal-client/hooks/use-transfers";
import { keys } from "@/lib/portal-client/keys";
import { isSettled, progressPercent } from "@/lib/portal-client/transfers";
import { ErrorState } from "@/components/ui/states";
import { ImportOutcome } from "./import-outcome";

// A started import, read every 500 ms until it has succeeded or failed.
export function ImportProgress({ id }: { id: string }) {
  const client = useQueryClient();
  const query = useImport(id);
  const doc = query.data;
  const settled = doc ? isSettled(doc.status) : false;
  const wrote = settled && !doc?.dryRun;

  // The list of imports shows the new outcome; a real run changed products too.
  useEffect(() => {
    if (!settled) return;
    void client.invalidateQueries({ queryKey: keys.imports.list() });
    if (wrote) void client.invalidateQueries({ queryKey: keys.products.all() });
  }, [client, settled, wrote]);

  if (query.isError) return <ErrorState error={query.error} retry={() => query.refetch()} />;
  if (!doc) return null;
  const percent = progressPercent(doc.processed, doc.total);
  return (
    <section className="panel" aria-labelledby="import-run">
      <h2 id="import-run">{doc.dryRun ? "Check" : "Import"} of {doc.filename}</h2>
      {settled ? (
        <ImportOutcome doc={doc} />
      ) : (
        <>
          <progress value={doc.processed} max={doc.total || 1} aria-label="Import progress" aria-valuetext={`${percent}%`} />
          <p role="status">
            {doc.status === "pending" ? "Waiting to start…" : doc.total ? `${doc.processed} of ${doc.total} rows processed (${percent}%).` : "Reading the file…"}
          </p>
        </>
      )}
    </section>
  );
}
