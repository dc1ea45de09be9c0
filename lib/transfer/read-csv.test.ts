import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { readCsv } from "./read-csv";
import type { SheetLimits, SheetRow } from "./sheet-row";

const limits: SheetLimits = { rows: 100_000, rowBytes: 1_048_576 };

// The text in the 64 KiB pieces the object store streams a file in.
function stored(text: string): Readable {
  const bytes = Buffer.from(text);
  return Readable.from(Array.from({ length: Math.ceil(bytes.length / 65_536) }, (_, i) => bytes.subarray(i * 65_536, (i + 1) * 65_536)));
}

async function rows(text: string, given = limits): Promise<SheetRow[]> {
  const read: SheetRow[] = [];
  for await (const row of readCsv(stored(text), given)) read.push(row);
  return read;
}

describe("readCsv", () => {
  it("skips blank rows and numbers the others by the line they start on", async () => {
    expect(await rows('sku,name\n\n , \nA,"two\nlines"\n,,\nB,x\n\n')).toEqual([
      { row: 1, cells: ["sku", "name"] },
      { row: 4, cells: ["A", "two\nlines"] },
      { row: 7, cells: ["B", "x"] },
    ]);
  });

  it("counts blank rows toward the row limit and stops at it", async () => {
    await expect(rows("sku\nA\n\n\n", { rows: 3, rowBytes: 100 })).resolves.toHaveLength(2);
    await expect(rows("sku\nA\n\n\n\n", { rows: 3, rowBytes: 100 })).rejects.toThrow("The file has more than 3 rows besides its header (blank rows count too)");
  });

  it("refuses a million blank lines quickly", async () => {
    const started = performance.now();
    await expect(rows(`sku\n${"\n".repeat(1_000_000)}`)).rejects.toThrow("The file has more than 100,000 rows");
    // Counting is all a blank line costs: a few microseconds each, up to the limit.
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("refuses a row past the byte limit in the parser", async () => {
    await expect(rows(`sku,name\nA,${"x".repeat(200)}\n`, { rows: 10, rowBytes: 100 })).rejects.toThrow("The row at line 2 holds more than 100 bytes of text, the limit for one row of an import.");
  });

  it("reads neutralised formulas back and refuses what is not UTF-8 text", async () => {
    expect((await rows("sku,f\nA,'=1+1\n"))[1]!.cells).toEqual(["A", "=1+1"]);
    await expect(rows("sku\nA\u0000\n")).rejects.toThrow("The file is not a UTF-8 CSV file.");
  });
});
