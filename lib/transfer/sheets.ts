import { once } from "node:events";
import type { Readable, Writable } from "node:stream";
import { stringify } from "csv-stringify";
import ExcelJS from "exceljs";
import type { TransferFormat } from "../db/generated/enums";
import { neutraliseFormula } from "../core/csv-formula";
import { readCsv } from "./read-csv";
import { readXlsx } from "./read-xlsx";
import type { SheetLimits, SheetRow } from "./sheet-row";

// Spreadsheet rows in and out, streamed both ways with well-kept libraries
// (csv-parse, csv-stringify, exceljs's streaming reader and writer): a file
// of any length holds one row at a time in memory.

export const CONTENT_TYPES: Record<TransferFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

// The file's rows that hold anything, in file order; a file past the limits
// throws FileRefused. An XLSX must have passed checkWorkbookBounds first.
export function readSheet(source: Readable, format: TransferFormat, limits: SheetLimits): AsyncGenerator<SheetRow> {
  return format === "csv" ? readCsv(source, limits) : readXlsx(source, limits);
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
