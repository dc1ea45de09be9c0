import { mkdtempSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { readXlsx } from "./read-xlsx";
import type { SheetLimits, SheetRow } from "./sheet-row";

// exceljs copies worksheets to temporary files (through the tmp package,
// which asks os.tmpdir() each time): a folder of this test's own shows
// whether they are all deleted.
const temporary = mkdtempSync(path.join(os.tmpdir(), "read-xlsx-"));
process.env.TMPDIR = temporary;

const limits: SheetLimits = { rows: 100, rowBytes: 1000 };

async function workbook(rows: ExcelJS.CellValue[][], extraSheet = false): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("products");
  for (const row of rows) sheet.addRow(row);
  if (extraSheet) book.addWorksheet("notes").addRow(["not read"]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function read(bytes: Buffer, given = limits, stopAfter = Infinity): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  for await (const row of readXlsx(Readable.from([bytes]), given)) {
    rows.push(row);
    if (rows.length >= stopAfter) break;
  }
  return rows;
}

// tmp deletes a file asynchronously (its callback) once exceljs is done with
// it: the folder must become empty, however long that takes on a busy machine.
const noneLeftBehind = () => expect.poll(() => readdirSync(temporary), { timeout: 5_000, interval: 20 }).toEqual([]);

describe("readXlsx", () => {
  it("reads the first worksheet's cells as text, shared and rich strings included, skipping blank rows", async () => {
    const bytes = await workbook(
      [
        ["sku", "name", "count", "since", "ok"],
        ["A-1", { richText: [{ text: "Bold " }, { text: "chair" }] }, 12.5, new Date(Date.UTC(2026, 0, 31)), true],
        [],
        ["", " "],
        ["A-2", "Table", { formula: "1+1", result: 2 }, null, false],
      ],
      true,
    );
    expect(await read(bytes)).toEqual([
      { row: 1, cells: ["sku", "name", "count", "since", "ok"] },
      { row: 2, cells: ["A-1", "Bold chair", "12.5", "2026-01-31", "true"] },
      { row: 5, cells: ["A-2", "Table", "2", "", "false"] },
    ]);
    await noneLeftBehind();
  });

  it("counts blank rows toward the row limit", async () => {
    const bytes = await workbook([["sku"], ...Array.from({ length: 5 }, () => [" "])]);
    await expect(read(bytes, { ...limits, rows: 5 })).resolves.toHaveLength(1);
    await expect(read(bytes, { ...limits, rows: 4 })).rejects.toThrow("The file has more than 4 rows besides its header (blank rows count too)");
  });

  it("refuses a row whose cells hold more than the row limit, a long shared string repeated included", async () => {
    const long = "x".repeat(400);
    await expect(read(await workbook([["sku", "a", "b", "c"], ["A-1", long, long, long]]))).rejects.toThrow("Row 2 holds more than 1,000 bytes of text, the limit for one row of an import.");
  });

  it("deletes exceljs's temporary files when the rows are not all read", async () => {
    const bytes = await workbook([["sku"], ["A-1"], ["A-2"], ["A-3"]], true);
    expect(await read(bytes, limits, 2)).toHaveLength(2);
    await noneLeftBehind();
  });

  it("refuses what is not a workbook", async () => {
    await expect(read(Buffer.from("sku,name\n"))).rejects.toThrow(/not a valid XLSX workbook/);
  });
});
