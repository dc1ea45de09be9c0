"use client";
import type { ExportRun } from "@/lib/portal-client/hooks/use-transfers";
import { isSettled, plural, progressPercent } from "@/lib/portal-client/transfers";
import { ErrorState } from "@/components/ui/states";

// Where an export stands: why it could not start, its progress, why it
// failed, or the link to its file.
export function ExportProgress({ run }: { run: ExportRun }) {
  const { create, job, doc } = run;
  return (
    <>
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
    </>
  );
}
