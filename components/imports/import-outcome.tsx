import Link from "next/link";
import type { ImportDocument } from "@/lib/portal-client/api-types";
import { FIRST_ERRORS, plural } from "@/lib/portal-client/transfers";
import { TableHead } from "@/components/ui/table-head";

// What a settled import did (or, for a dry run, would do), its first row
// errors and the error report to fix and import again.
export function ImportOutcome({ doc }: { doc: ImportDocument }) {
  if (doc.status === "failed") {
    return (
      <div className="notice error" role="alert">
        <strong>The file was not imported.</strong> {doc.message ?? "It could not be read."} Nothing was changed.
      </div>
    );
  }
  const counts = doc.dryRun
    ? `${plural(doc.total, "row")} checked: ${doc.created} would be created, ${doc.updated} updated, ${doc.failed} failed. Nothing was written.`
    : `${plural(doc.total, "row")} imported: ${doc.created} created, ${doc.updated} updated, ${doc.failed} failed.`;
  return (
    <>
      <progress value={doc.total} max={doc.total || 1} aria-label="Import progress" aria-valuetext="100%" />
      <p role="status" className={doc.failed ? undefined : "notice success"}>
        {counts}
      </p>
      {doc.failed === 0 && !doc.dryRun ? (
        <p>
          <Link href="/producer/products">See your products</Link>
        </p>
      ) : null}
      {doc.errors.length > 0 ? (
        <>
          <p>
            {doc.errorReportUrl ? (
              <a className="button secondary" href={doc.errorReportUrl} download>
                Download error report
              </a>
            ) : null}{" "}
            <span className="small">The report holds every failed row with an <code>error</code> column: fix the rows and import it again.</span>
          </p>
          <div className="table-wrap">
            <table>
              <caption className="visually-hidden">Row errors</caption>
              <TableHead columns={["Row", "Column", "Message"]} />
              <tbody>
                {doc.errors.map((e, i) => (
                  <tr key={`${e.row}-${e.column ?? ""}-${i}`}>
                    <td>{e.row}</td>
                    <td className="mono">{e.column ?? "—"}</td>
                    <td>{e.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {doc.errors.length >= FIRST_ERRORS ? <p className="small">The first {FIRST_ERRORS} errors are shown; the report holds every failed row.</p> : null}
        </>
      ) : null}
    </>
  );
}
