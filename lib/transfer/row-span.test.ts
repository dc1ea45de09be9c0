import { describe, expect, it } from "vitest";
import { rowSpanScanner } from "./row-span";

const PATH = "xl/worksheets/sheet1.xml";

// Feeds the XML in chunks of `size` bytes; the first refusal, or null.
function scan(xml: string, max: number, size = 7): string | null {
  const scanner = rowSpanScanner(PATH, max);
  const bytes = Buffer.from(xml);
  for (let at = 0; at < bytes.length; at += size) {
    const refusal = scanner.feed(bytes.subarray(at, at + size));
    if (refusal) return refusal;
  }
  return null;
}

const row = (n: number, text: string) => `<row r="${n}"><c r="A${n}" t="inlineStr"><is><t>${text}</t></is></c></row>`;
const sheet = (rows: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<worksheet><sheetData>${rows}</sheetData></worksheet>`;

describe("rowSpanScanner", () => {
  it("passes a worksheet whose rows are all within the bound, whatever the chunking", () => {
    const xml = sheet([row(1, "a".repeat(60)), row(2, "b".repeat(60)), `<row r="3"/>`, `<row\tr="4">\n</row\n>`].join(""));
    for (const size of [1, 2, 5, 6, 7, 64, 100_000]) expect(scan(xml, 120, size)).toBeNull();
  });

  it("refuses a row longer than the bound, wherever the chunks split its tags", () => {
    const xml = sheet(row(1, "a".repeat(10)) + row(2, "b".repeat(200)) + row(3, "c"));
    for (const size of [1, 3, 6, 64, 100_000]) {
      expect(scan(xml, 120, size)).toBe(`The worksheet ${PATH} holds more than ${120 / 1_048_576} MiB of XML in one row (or between two rows), the limit for an XLSX import.`);
    }
  });

  it("refuses a long stretch before the first row, after the last, or in an unclosed one", () => {
    expect(scan(sheet(`<cols>${"<col/>".repeat(40)}</cols>${row(1, "a")}`), 120)).toMatch(/one row/);
    expect(scan(sheet(row(1, "a")) + `<extLst>${"x".repeat(200)}`, 120)).toMatch(/one row/);
    expect(scan(`<worksheet><sheetData><row r="1"><c><v>${"9".repeat(200)}`, 120)).toMatch(/one row/);
  });

  it("does not take other tags that start with row for rows", () => {
    const xml = sheet(row(1, "a")) + `<rowBreaks>${"<brk/>".repeat(30)}</rowBreaks><x:row/>`;
    expect(scan(xml, 120)).toMatch(/one row/);
  });

  it("refuses markup that could hide a row tag, past the XML declaration", () => {
    expect(scan(`\ufeff<?xml version="1.0"?><worksheet/>`, 120)).toBeNull();
    for (const markup of ["<!-- <row> -->", "<![CDATA[<row>]]>", "<!DOCTYPE worksheet>", "<?pi x?>"]) {
      expect(scan(sheet(row(1, "a") + markup), 1000)).toMatch(/comment, CDATA section, DOCTYPE or processing instruction/);
    }
  });
});
