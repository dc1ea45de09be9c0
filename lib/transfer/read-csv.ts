import type { Readable } from "node:stream";
import { parse, type CsvError } from "csv-parse";
import { restoreFormula } from "../core/csv-formula";
import { FileRefused, isBlankRow, rowGate, rowTooLong, type SheetLimits, type SheetRow } from "./sheet-row";

type Record = { record: string[]; info: { lines: number } };

// A CSV's rows, blank ones counted and skipped. A leading BOM is dropped;
// CRLF and LF both end a row; quoted cells may hold the delimiter, quotes and
// line breaks. A row's number is the line it starts on. A formula the CSV
// writer neutralised is read back as it was. A row longer than the limit is
// refused by the parser itself, before it has gathered more of it.
export async function* readCsv(source: Readable, limits: SheetLimits): AsyncGenerator<SheetRow> {
  const parser = source.pipe(
    parse({ bom: true, relax_column_count: true, skip_empty_lines: false, info: true, encoding: "utf8", max_record_size: limits.rowBytes }),
  );
  const gate = rowGate(limits);
  let nextLine = 1;
  try {
    for await (const { record, info } of parser as AsyncIterable<Record>) {
      const row = nextLine;
      nextLine = info.lines + 1;
      gate.count();
      if (isBlankRow(record)) continue;
      if (record.some((cell) => cell.includes("\u0000") || cell.includes("\ufffd"))) throw new FileRefused("The file is not a UTF-8 CSV file.");
      yield { row, cells: record.map(restoreFormula) };
    }
  } catch (err) {
    if (err instanceof FileRefused) throw err;
    // The parser stops inside the row; the line it reached is what it knows.
    if ((err as CsvError).code === "CSV_MAX_RECORD_SIZE") throw rowTooLong(`The row at line ${(err as CsvError & { lines: number }).lines}`, limits);
    throw new FileRefused(`The file is not a valid CSV file: ${(err as Error).message}`);
  } finally {
    source.destroy();
  }
}
