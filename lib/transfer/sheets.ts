import { once } from "node:events";
import type { Readable, Writable } from "node:stream";
import { parse } from "csv-parse";
import { stringify } from "csv-stringify";
import ExcelJS from "exceljs";
import type { TransferFormat } from "../db/generated/enums";
import { neutraliseFormula, restoreFormula } from "../core/csv-formula";

// Spreadsheet rows in and out, streamed both ways with well-kept libraries
// (csv-parse, csv-stringify, exceljs's streaming reader and writer): a file
// of any length holds one row at a time in memory.

// A row as read: its number in the file (the header is row 1) and its cells
// as text, whatever type the spreadsheet stored.
export type SheetRow = { row: number; cells: string[] };

export class MalformedFile extends Error {}

export const CONTENT_TYPES: Record<TransferFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

export function readSheet(source: Readable, format: TransferFormat): AsyncGenerator<SheetRow> {
  return format === "csv" ? readCsv(source) : readXlsx(source);
}

// A leading BOM is dropped; CRLF and LF both end a row; quoted cells may hold
// the delimiter, quotes and line breaks. A row's number is the line it starts on.
// A formula the CSV writer neutralised is read back as it was.
async function* readCsv(source: Readable): AsyncGenerator<SheetRow> {
  const parser = source.pipe(parse({ bom: true, relax_column_count: true, skip_empty_lines: false, info: true, encoding: "utf8" }));
  let nextLine = 1;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      const row = nextLine;
      nextLine = info.lines + 1;
      if (record.some((cell) => cell.includes("\u0000") || cell.includes("\ufffd"))) throw new MalformedFile("The file is not a UTF-8 CSV file.");
      yield { row, cells: record.map(restoreFormula) };
    }
  } catch (err) {
    if (err instanceof MalformedFile) throw err;
    throw new MalformedFile(`The file is not a valid CSV file: ${(err as Error).message}`);
  } finally {
    source.destroy();
  }
}

type CellValue = ExcelJS.CellValue;

function cellText(value: CellValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith("T00:00:00.000Z") ? iso.slice(0, 10) : iso;
  }
  if (typeof value !== "object") return String(value);
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("formula" in value || "sharedFormula" in value) return cellText((value as { result?: CellValue }).result ?? null);
  if ("text" in value) return String(value.text);
  if ("error" in value) return "";
  return "";
}

// The first worksheet only; cells of dates, numbers and booleans as text the
// column codec reads (a date cell as YYYY-MM-DD).
async function* readXlsx(source: Readable): AsyncGenerator<SheetRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(source, { sharedStrings: "cache", styles: "cache", hyperlinks: "ignore", worksheets: "emit", entries: "emit" });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
        const values = (row.values as CellValue[]).slice(1);
        yield { row: row.number, cells: Array.from(values, (v) => cellText(v)) };
      }
      return;
    }
  } catch (err) {
    throw new MalformedFile(`The file is not a valid XLSX workbook: ${(err as Error).message}`);
  } finally {
    source.destroy();
  }
}

export type SheetWriter = { write(cells: string[]): Promise<void>; end(): Promise<void> };

// Rows into `out`, waiting whenever the consumer (the store's upload) is
// behind, so memory stays flat however many rows there are.
export function sheetWriter(format: TransferFormat, out: Writable): SheetWriter {
  return format === "csv" ? csvWriter(out) : xlsxWriter(out);
}

function csvWriter(out: Writable): SheetWriter {
  // The BOM makes spreadsheet programs read the file as UTF-8.
  const stringifier = stringify({ bom: true, record_delimiter: "\r\n" });
  stringifier.pipe(out);
  return {
    async write(cells) {
      if (!stringifier.write(cells.map(neutraliseFormula))) await once(stringifier, "drain");
    },
    async end() {
      const finished = once(out, "finish");
      stringifier.end();
      await finished;
    },
  };
}

function xlsxWriter(out: Writable): SheetWriter {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet("products");
  return {
    async write(cells) {
      sheet.addRow(cells).commit();
      if (out.writableNeedDrain) await once(out, "drain");
    },
    async end() {
      sheet.commit();
      await workbook.commit();
    },
  };
}
