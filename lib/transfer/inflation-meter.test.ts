import { describe, expect, it } from "vitest";
import { inflationMeter, partKind, READ_AHEAD_BYTES, type InflationBounds } from "./inflation-meter";

const MiB = 1_048_576;
const bounds: InflationBounds = { totalBytes: 40 * MiB, sharedStringsBytes: 8 * MiB, partBytes: 16 * MiB, describingBytes: 2 * MiB, ratio: 100 };

// Feeds a part in 1 MiB pieces, `compressedPerMiB` file bytes read for each.
function feed(meter: ReturnType<typeof inflationMeter>, path: string, mib: number, compressedPerMiB: number, readBefore = 0): string | null {
  const part = meter.part(path, readBefore);
  for (let i = 1; i <= mib; i++) {
    const refusal = part.add(MiB, readBefore + i * compressedPerMiB);
    if (refusal) return refusal;
  }
  return null;
}

describe("partKind", () => {
  it("tells the parts apart as exceljs does", () => {
    expect(partKind("xl/sharedStrings.xml")).toBe("sharedStrings");
    expect(partKind("xl/styles.xml")).toBe("describing");
    expect(partKind("xl/workbook.xml")).toBe("describing");
    expect(partKind("xl/_rels/workbook.xml.rels")).toBe("describing");
    expect(partKind("xl/worksheets/sheet12.xml")).toBe("worksheet");
    // exceljs matches the pattern anywhere in the path.
    expect(partKind("x/xl/worksheets/sheet1.xml.bak")).toBe("worksheet");
    expect(partKind("xl/worksheets/_rels/sheet1.xml.rels")).toBe("other");
    expect(partKind("xl/media/image1.png")).toBe("other");
  });
});

describe("inflationMeter", () => {
  it("lets parts that compress as spreadsheets do through", () => {
    const meter = inflationMeter(bounds);
    expect(feed(meter, "xl/worksheets/sheet1.xml", 15, MiB / 13)).toBeNull();
    expect(feed(meter, "xl/sharedStrings.xml", 8, MiB / 5, 2 * MiB)).toBeNull();
    expect(feed(meter, "xl/styles.xml", 2, MiB / 10, 4 * MiB)).toBeNull();
  });

  it("refuses a part past the ratio once its compressed bytes and one read-ahead are used up", () => {
    const meter = inflationMeter(bounds);
    const part = meter.part("xl/sharedStrings.xml", 0);
    // Nothing read yet: the read-ahead alone allows 100 × 64 KiB.
    expect(part.add(100 * READ_AHEAD_BYTES, 0)).toBeNull();
    expect(part.add(1, 0)).toMatch(/unpacks to more than 100 times its compressed size/);
  });

  it("measures a part's ratio from where it starts in the file", () => {
    const meter = inflationMeter(bounds);
    // 10 MiB of the file read for earlier parts do not count for this one.
    expect(feed(meter, "xl/worksheets/sheet1.xml", 8, 1024, 10 * MiB)).toMatch(/sheet1.xml unpacks to more than 100 times/);
  });

  it("refuses each kind of part past its own size", () => {
    expect(feed(inflationMeter(bounds), "xl/sharedStrings.xml", 9, MiB / 4)).toBe(
      "The workbook's shared strings (xl/sharedStrings.xml) unpack to more than 8 MiB (8,388,608 bytes), the limit for an XLSX import.",
    );
    expect(feed(inflationMeter(bounds), "xl/worksheets/sheet1.xml", 17, MiB / 4)).toMatch(/part xl\/worksheets\/sheet1.xml unpacks to more than 16 MiB/);
    expect(feed(inflationMeter(bounds), "xl/media/photo.png", 17, MiB)).toMatch(/part xl\/media\/photo.png unpacks to more than 16 MiB/);
    expect(feed(inflationMeter(bounds), "xl/styles.xml", 3, MiB / 4)).toMatch(/description .* unpacks to more than 2 MiB/);
  });

  it("adds up parts that share a name, and every part toward the total", () => {
    const meter = inflationMeter(bounds);
    expect(feed(meter, "xl/sharedStrings.xml", 5, MiB / 4)).toBeNull();
    expect(feed(meter, "xl/sharedStrings.xml", 5, MiB / 4)).toMatch(/shared strings/);
    const total = inflationMeter(bounds);
    for (let sheet = 1; sheet <= 2; sheet++) expect(feed(total, `xl/worksheets/sheet${sheet}.xml`, 16, MiB / 4)).toBeNull();
    expect(feed(total, "xl/worksheets/sheet3.xml", 9, MiB / 4)).toBe("The workbook unpacks to more than 40 MiB (41,943,040 bytes), the limit for an XLSX import.");
  });

  it("quotes only the start of a long part name", () => {
    const refusal = feed(inflationMeter(bounds), `${"x".repeat(5000)}.bin`, 17, MiB);
    expect(refusal!.length).toBeLessThan(300);
  });
});
