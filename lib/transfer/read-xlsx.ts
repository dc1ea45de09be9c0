import type { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { FileRefused, isBlankRow, rowGate, type SheetLimits, type SheetRow } from "./sheet-row";

type CellValue = ExcelJS.CellValue | { sharedString: number };
type RichText = { richText: { text: string }[] };
// What exceljs's reader yields: a shared string as it is (exceljs 4.4 does
// not wrap it as its own read() expects), the other parts as events.
type ReaderEvent = { index: number; text: string | RichText | null } | { eventType: "worksheet"; value: ExcelJS.stream.xlsx.WorksheetReader } | { eventType: "hyperlinks" };

const plainText = (text: string | RichText | null) => (text === null ? "" : typeof text === "string" ? text : text.richText.map((run) => run.text ?? "").join(""));

function cellText(value: CellValue, strings: readonly string[]): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith("T00:00:00.000Z") ? iso.slice(0, 10) : iso;
  }
  if (typeof value !== "object") return String(value);
  if ("sharedString" in value) return strings[value.sharedString] ?? "";
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("formula" in value || "sharedFormula" in value) return cellText((value as { result?: CellValue }).result ?? null, strings);
  if ("text" in value) return String(value.text);
  return "";
}

// A worksheet the read does not need: its temporary file is closed unread.
// (exceljs keeps the stream it will read a worksheet from as `iterator`.)
function closeUnread(sheet: ExcelJS.stream.xlsx.WorksheetReader): void {
  (sheet as unknown as { iterator?: { destroy?: () => void } }).iterator?.destroy?.();
}

// The first worksheet's rows, blank ones counted and skipped; cells of dates,
// numbers and booleans as text the column codec reads (a date cell as
// YYYY-MM-DD). The workbook's bounds were checked before (workbook-bounds.ts).
//
// Shared strings are taken as exceljs reads them and kept as plain text:
// its own cache keeps rich text as an object per run, six times the XML's
// size. exceljs then copies each worksheet to a temporary file and reads it
// after the whole zip; it deletes that file only when its reader is resumed
// past the worksheet, so the reader is always run to its end, even when the
// rows are not all wanted.
export async function* readXlsx(source: Readable, limits: SheetLimits): AsyncGenerator<SheetRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(source, { sharedStrings: "emit", styles: "cache", hyperlinks: "ignore", worksheets: "emit", entries: "ignore" });
  const events = reader.parse() as AsyncIterator<ReaderEvent>;
  const strings: string[] = [];
  const gate = rowGate(limits);
  let sheet: ExcelJS.stream.xlsx.WorksheetReader | null = null;
  try {
    while (!sheet) {
      const next = await events.next();
      if (next.done) return;
      const event = next.value;
      // A copy of its own: the parser's text is a slice of the chunk it was
      // read from, or built of pieces, and would keep those in memory too
      // (32 MiB of short strings kept 78 to 104 MiB; as copies 46 to 61).
      if ("index" in event) strings[event.index] = structuredClone(plainText(event.text));
      else if (event.eventType === "worksheet") sheet = event.value;
    }
    for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
      gate.count();
      const read = { row: row.number, cells: Array.from((row.values as CellValue[]).slice(1), (v) => cellText(v, strings)) };
      gate.measure(read);
      if (!isBlankRow(read.cells)) yield read;
    }
  } catch (err) {
    if (err instanceof FileRefused) throw err;
    throw new FileRefused(`The file is not a valid XLSX workbook: ${(err as Error).message}`);
  } finally {
    if (sheet) closeUnread(sheet);
    try {
      for (let next = await events.next(); !next.done; next = await events.next()) {
        if ("eventType" in next.value && next.value.eventType === "worksheet") closeUnread(next.value.value);
      }
    } catch {
      // A workbook that breaks past the rows read has nothing more to clean.
    }
    source.destroy();
  }
}
