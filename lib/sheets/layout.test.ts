import { describe, expect, it } from "vitest";
import { drawProductSheet, newSheetDocument, wrap } from "./layout";
import { pdfText } from "../../tests/support/pdf";

describe("sheet layout", () => {
  it("writes European text with real fonts that a PDF reader reads back", async () => {
    const { doc, fonts } = await newSheetDocument("Sheet");
    await drawProductSheet(
      doc,
      fonts,
      {
        id: "p",
        sku: "ŁÓDŹ-1",
        name: "Żółta lampa — Κίτρινη λάμπα — Жълта лампа",
        description: "Straße, café, smørrebrød, Dvořák.",
        image: null,
        groups: [{ title: "Maße", rows: [{ label: "Gewicht", value: "1.5 kg" }] }],
        variants: { axes: ["Farbe"], rows: [{ sku: "L-RED", values: ["Rot"] }] },
        passportQr: null,
      },
      { sku: "SKU", variants: "Variants", passport: "Product passport", more: (n) => `${n} more` },
    );
    const { pages, text } = await pdfText(await doc.save());
    expect(pages).toBe(1);
    for (const word of ["Żółta", "Κίτρινη", "Жълта", "Straße", "smørrebrød", "Dvořák", "ŁÓDŹ-1", "Gewicht", "1.5 kg", "L-RED", "Rot"]) expect(text).toContain(word);
  });

  it("keeps a product sheet to two pages, saying what did not fit", async () => {
    const { doc, fonts } = await newSheetDocument("Sheet");
    const rows = Array.from({ length: 400 }, (_, i) => ({ label: `Attribute ${i}`, value: `Value ${i}` }));
    await drawProductSheet(doc, fonts, { id: "p", sku: "BIG", name: "Big", description: null, image: null, groups: [{ title: "All", rows }], variants: null, passportQr: null }, { sku: "SKU", variants: "Variants", passport: "Product passport", more: (n) => `…and ${n} more` });
    const { pages, text } = await pdfText(await doc.save());
    expect(pages).toBe(2);
    expect(text).toMatch(/…and \d+ more/);
  });

  it("wraps text between words to the width", async () => {
    const { fonts } = await newSheetDocument("x");
    const lines = wrap("one two three four five six seven eight nine ten", fonts.regular, 10, 60);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(fonts.regular.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(60);
    expect(lines.join(" ")).toBe("one two three four five six seven eight nine ten");
  });
});
