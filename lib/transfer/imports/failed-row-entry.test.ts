import { describe, expect, it } from "vitest";
import { failedRowBudget, failedRowEntry, type FailedRowLimits } from "./failed-row-entry";

const limits: FailedRowLimits = { cellsBytes: 100, messageChars: 20, errorsBytes: 200, floorBytes: 1000, perFileByte: 4 };
const row = { row: 7, sku: "A-1", cells: ["A-1", "Chair", "x"], errors: [{ column: "count", message: "x is not a number." }] };

describe("failedRowBudget", () => {
  it("is a floor plus a multiple of the file's size", () => {
    expect(failedRowBudget(0, limits)).toBe(1000);
    expect(failedRowBudget(250, limits)).toBe(2000);
  });
});

describe("failedRowEntry", () => {
  it("keeps a row's cells, up to the header's width, and its errors", () => {
    const entry = failedRowEntry({ ...row, cells: [...row.cells, "beyond", "the header"] }, 3, 1000, limits);
    expect(entry).toEqual({ row: 7, cells: ["A-1", "Chair", "x"], errors: row.errors, bytes: JSON.stringify(row.cells).length + JSON.stringify(row.errors).length });
  });

  it("clips long messages and says how many errors it left out", () => {
    const errors = Array.from({ length: 10 }, (_, i) => ({ column: `c${i}`, message: `${"v".repeat(100)} is not a number.` }));
    const entry = failedRowEntry({ ...row, errors }, 3, 1000, limits)!;
    expect(entry.errors[0]).toEqual({ column: "c0", message: `${"v".repeat(20)}…` });
    expect(entry.errors.at(-1)).toEqual({ message: `${10 - (entry.errors.length - 1)} more errors in this row are not shown.` });
    expect(JSON.stringify(entry.errors.slice(0, -1)).length).toBeLessThanOrEqual(200);
  });

  it("keeps a row too long for the report without its cells, naming its row and sku", () => {
    const entry = failedRowEntry({ ...row, cells: ["A-1", "y".repeat(200)] }, 3, 1000, limits)!;
    expect(entry.cells).toEqual([]);
    expect(entry.errors[0]!.message).toBe(
      "This row's cells are left out of the report (they hold 203 bytes; the report keeps up to 100 bytes of a row): fix row 7 (sku A-1) in your file.",
    );
    expect(entry.errors.slice(1)).toEqual(row.errors);
    expect(entry.bytes).toBe(2 + Buffer.byteLength(JSON.stringify(entry.errors)));
  });

  it("keeps rows without their cells once the import's bound is near, and nothing past it", () => {
    const long = { ...row, cells: ["A-1", "y".repeat(500)] };
    const roomy = { ...limits, cellsBytes: 1000 };
    expect(failedRowEntry(long, 3, 1000, roomy)!.cells).toEqual(long.cells);
    const without = failedRowEntry(long, 3, 400, roomy)!;
    expect(without.cells).toEqual([]);
    expect(without.errors[0]!.message).toContain("the report has reached what it keeps of this import's failed rows");
    expect(without.bytes).toBeLessThanOrEqual(400);
    expect(failedRowEntry(long, 3, 100, roomy)).toBeNull();
  });

  it("names a row without a sku as such and clips a long one", () => {
    const cells = ["", "z".repeat(200)];
    expect(failedRowEntry({ ...row, sku: "", cells }, 3, 1000, limits)!.errors[0]!.message).toContain("fix row 7 (without a sku)");
    expect(failedRowEntry({ ...row, sku: "s".repeat(300), cells }, 3, 1000, limits)!.errors[0]!.message).toContain(`(sku ${"s".repeat(100)}…)`);
  });
});
