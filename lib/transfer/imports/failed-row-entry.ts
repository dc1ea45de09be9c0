import type { CellError } from "./row-patch";

// What an import keeps of a failed row for its error report. The cells of a
// row are the file's, and one long value can appear in every row of a file
// (an XLSX stores it once and refers to it), so what is kept is bounded per
// row and per import. A row kept without its cells is written to the report
// with every cell empty, the sku included: imported again as it is, it fails
// for want of a sku instead of clearing the values its empty cells stand for.
// Pure, unit-tested beside it.

export type FailedRowLimits = { cellsBytes: number; messageChars: number; errorsBytes: number; floorBytes: number; perFileByte: number };

export type FailedRow = { row: number; sku: string; cells: readonly string[]; errors: readonly CellError[] };
// bytes: the cells' and errors' JSON, as counted toward the import's bound.
export type FailedRowEntry = { row: number; cells: string[]; errors: CellError[]; bytes: number };

// All the failed rows of an import together may hold this much.
export function failedRowBudget(fileBytes: number, limits: FailedRowLimits): number {
  return limits.floorBytes + limits.perFileByte * fileBytes;
}

const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));
const clipped = (text: string, chars: number) => (text.length > chars ? `${text.slice(0, chars)}…` : text);

// Each message clipped, and as many errors as fit, then how many more there were.
function boundedErrors(errors: readonly CellError[], limits: FailedRowLimits): CellError[] {
  const kept: CellError[] = [];
  let bytes = 0;
  for (const [index, error] of errors.entries()) {
    const bounded = { ...error, message: clipped(error.message, limits.messageChars) };
    bytes += jsonBytes(bounded);
    if (bytes > limits.errorsBytes) {
      kept.push({ message: `${errors.length - index} more errors in this row are not shown.` });
      break;
    }
    kept.push(bounded);
  }
  return kept;
}

// The entry to store, given what the import may still store; null when not
// even the row's errors fit (the report then says how many rows it lacks).
export function failedRowEntry(failed: FailedRow, width: number, remaining: number, limits: FailedRowLimits): FailedRowEntry | null {
  const errors = boundedErrors(failed.errors, limits);
  const errorBytes = jsonBytes(errors);
  const cells = failed.cells.slice(0, width);
  // Counting the text first spares building the JSON of a row far too long.
  const textBytes = cells.reduce((sum, cell) => sum + Buffer.byteLength(cell), 0);
  const cellBytes = textBytes > limits.cellsBytes ? textBytes : jsonBytes(cells);
  if (cellBytes <= limits.cellsBytes && cellBytes + errorBytes <= remaining) return { row: failed.row, cells, errors, bytes: cellBytes + errorBytes };

  const sku = failed.sku === "" ? "without a sku" : `sku ${clipped(failed.sku, 100)}`;
  const why =
    cellBytes > limits.cellsBytes
      ? `they hold ${cellBytes.toLocaleString("en")} bytes; the report keeps up to ${limits.cellsBytes.toLocaleString("en")} bytes of a row`
      : "the report has reached what it keeps of this import's failed rows";
  const without = [{ message: `This row's cells are left out of the report (${why}): fix row ${failed.row} (${sku}) in your file.` }, ...errors];
  const bytes = jsonBytes([]) + jsonBytes(without);
  return bytes <= remaining ? { row: failed.row, cells: [], errors: without, bytes } : null;
}
