import { db } from "../../db/client";
import type { Import } from "../../db/generated/client";
import { importReportKey } from "../../storage/keys";
import { headObject, writeObjectStream } from "../../storage/objects";
import { CONTENT_TYPES, sheetWriter } from "../sheets";
import type { CellError } from "./row-patch";
import { ERROR_REPORT_COLUMN, type ImportColumn } from "../columns";

const PAGE = 1000;

export function errorText(errors: readonly CellError[]): string {
  return errors.map((e) => (e.column ? `${e.column}: ${e.message}` : e.message)).join("; ");
}

// The failed rows as a CSV the user can fix and import again: the file's own
// header and cells, and an `error` column saying what to change. Streamed
// from the failed rows in row order, so its size costs no memory. A row kept
// without its cells is all empty cells but its error (failed-row-entry.ts);
// rows past what the import keeps are counted on a last line of that kind.
export async function writeErrorReport(job: Import, header: readonly string[], columns: readonly ImportColumn[]): Promise<{ key: string; sizeBytes: number }> {
  const key = importReportKey(job.organizationId, job.id);
  const target = await writeObjectStream(key, CONTENT_TYPES.csv);
  const sheet = sheetWriter("csv", target.stream);
  // A report imported back and failing again: its old error column (read
  // past) makes way for the new one, so the next report has one too.
  const stale = (i: number) => columns[i]?.kind === "ignored" && columns[i].header === ERROR_REPORT_COLUMN;
  const kept = header.flatMap((_, i) => (stale(i) ? [] : [i]));
  try {
    await sheet.write([...kept.map((i) => header[i]!), ERROR_REPORT_COLUMN]);
    const padded = (cells: string[]) => kept.map((i) => cells[i] ?? "");
    let after = 0;
    let listed = 0;
    for (;;) {
      const rows = await db.importFailedRow.findMany({ where: { importId: job.id, row: { gt: after } }, orderBy: { row: "asc" }, take: PAGE });
      for (const r of rows) await sheet.write([...padded(r.cells as string[]), errorText(r.errors as CellError[])]);
      listed += rows.length;
      if (rows.length < PAGE) break;
      after = rows[rows.length - 1]!.row;
    }
    if (job.failed > listed) {
      await sheet.write([...padded([]), `${(job.failed - listed).toLocaleString("en")} more rows failed and are not listed: the report has reached what it keeps of one import's failed rows. Fix the rows above, then import the file again to see the rest.`]);
    }
    await sheet.end();
  } catch (err) {
    target.stream.destroy(err as Error);
    throw err;
  }
  await target.done;
  return { key, sizeBytes: (await headObject(key))?.sizeBytes ?? 0 };
}
