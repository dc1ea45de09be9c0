import { describe, expect, it } from "vitest";
import { parseCsv } from "./csv";
import { productsFromCsv } from "./csv-products";

describe("parseCsv", () => {
  it("reads quoted fields with commas, quotes and line breaks", () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi""\nthere"\n')).toEqual([
      ["a", "b"],
      ["x, y", 'say "hi"\nthere'],
    ]);
  });

  it("drops a byte-order mark and blank lines, keeps a last line without a newline", () => {
    expect(parseCsv("\ufeffsku\n\nA-1\n,\nB-2")).toEqual([["sku"], ["A-1"], ["B-2"]]);
  });
});

describe("productsFromCsv", () => {
  it("maps columns to product fields and leaves empty cells out", () => {
    const csv = "sku,name,tags,attributes.gtin,localized.de.name,description\nA-1,Mug,kitchen|gift,4006381333931,Becher,\n";
    expect(productsFromCsv(csv)).toEqual({
      items: [{ sku: "A-1", name: "Mug", tags: ["kitchen", "gift"], attributes: { gtin: "4006381333931" }, localized: { de: { name: "Becher" } } }],
      lines: [2],
      headerErrors: [],
    });
  });

  it("names unknown columns and a missing sku column", () => {
    expect(productsFromCsv("name,colour\nMug,red").headerErrors).toEqual(['Unknown column "colour".', 'The header needs a "sku" column.']);
  });
});
