import { describe, expect, it } from "vitest";
import { neutraliseFormula, restoreFormula } from "./csv-formula";

describe("formulas in CSV cells", () => {
  it("neutralises every cell a spreadsheet would run", () => {
    for (const cell of ["=cmd|' /C calc'!A0", "=HYPERLINK(\"http://x\",\"y\")", "+1+1", "-2+3", "@SUM(1+1)", "\t=1", "\r=1", "-", "+", "=", "'=1+1", "''@x"]) {
      expect(neutraliseFormula(cell), cell).toBe(`'${cell}`);
    }
  });

  it("leaves plain numbers and ordinary text alone", () => {
    for (const cell of ["-5", "+1.5", "-3e2", ".5", "12", "", "Chair", "'quoted'", "a=b", "email@example.com", "x-1"]) expect(neutraliseFormula(cell), cell).toBe(cell);
  });

  it("reads back exactly what was written", () => {
    const cells = ["=cmd|' /C calc'!A0", "+1+1", "-2+3", "@SUM(1+1)", "\tx", "-5", "'=x", "''=x", "'", "''", "'-5", "'hello", "=", "plain", "-"];
    for (const cell of cells) expect(restoreFormula(neutraliseFormula(cell)), JSON.stringify(cell)).toBe(cell);
  });
});
