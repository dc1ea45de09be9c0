import { describe, expect, it } from "vitest";
import { FileRefused, isBlankRow, rowGate } from "./sheet-row";

describe("rowGate", () => {
  it("takes the header and the limit's rows, blank or not, and refuses the next", () => {
    const gate = rowGate({ rows: 3, rowBytes: 100 });
    for (let i = 0; i < 4; i++) gate.count();
    expect(() => gate.count()).toThrow(new FileRefused("The file has more than 3 rows besides its header (blank rows count too); split it into several imports."));
  });

  it("refuses a row whose cells hold more UTF-8 bytes than the limit", () => {
    const gate = rowGate({ rows: 10, rowBytes: 10 });
    expect(() => gate.measure({ row: 4, cells: ["ab", "cdefghij"] })).not.toThrow();
    // Ten characters, eleven bytes.
    expect(() => gate.measure({ row: 5, cells: ["é", "abcdefghi"] })).toThrow(new FileRefused("Row 5 holds more than 10 bytes of text, the limit for one row of an import."));
  });
});

describe("isBlankRow", () => {
  it("is a row of nothing but spaces", () => {
    expect(isBlankRow([])).toBe(true);
    expect(isBlankRow(["", " \t", "\r\n"])).toBe(true);
    expect(isBlankRow(["", "x"])).toBe(false);
  });
});
