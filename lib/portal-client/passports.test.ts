import { describe, expect, it } from "vitest";
import type { AttributeDocument, PassportTemplateDocument, ProductDocument } from "./api-types";
import { chunksOf, readinessOf, refusalInWords, unitsFromCsv } from "./passports";

const template = {
  code: "battery",
  name: "Battery passport",
  builtIn: true,
  sections: [
    {
      title: "General",
      fields: [
        { key: "model", label: "Battery model", source: "name", required: true, access: "public" },
        { key: "chemistry", label: "Chemistry", source: "attributes.chemistry", required: true, access: "public" },
        { key: "origin", label: "Origin", source: "constant", value: "EU", required: true, access: "public" },
        { key: "tests", label: "Test reports", source: "attributes.tests", required: false, access: "restricted" },
      ],
    },
  ],
} as PassportTemplateDocument;

const product = (attributes: Record<string, unknown>, localized: Record<string, unknown> = {}) => ({ sku: "B-1", name: "Pack", description: null, attributes, localized }) as unknown as ProductDocument;
const dictionary = [{ code: "ean", type: "gtin" }, { code: "chemistry", type: "text" }] as AttributeDocument[];

describe("readinessOf", () => {
  it("lists the empty required fields with the input that fills them, and a missing GTIN", () => {
    const r = readinessOf(template, product({}), dictionary, "en");
    expect(r.missingRequired.map((i) => [i.key, i.field])).toEqual([["chemistry", "attributes.chemistry"]]);
    expect(r.gtin).toEqual({ filled: false, attributes: ["ean"] });
  });

  it("counts the default locale's translation as a value, as publishing does", () => {
    const r = readinessOf(template, product({ ean: "4006381333931" }, { en: { attributes: { chemistry: "Li-ion" } } }), dictionary, "en");
    expect(r.missingRequired).toEqual([]);
    expect(r.gtin.filled).toBe(true);
  });
});

describe("refusalInWords", () => {
  it("names fields by their label and explains the GTIN", () => {
    expect(refusalInWords([{ path: "fields.chemistry", message: "x" }, { path: "gtin", message: "y" }], template)).toEqual([
      "Chemistry is empty.",
      "The product has no GTIN: give it a value of an attribute of type GTIN and save.",
    ]);
  });
});

describe("unitsFromCsv", () => {
  it("reads serial and lot by header, in any case and order, with a BOM", () => {
    expect(unitsFromCsv("\uFEFFLot,Serial\nL1,SN-1\n,SN-2\n")).toEqual({ units: [{ serial: "SN-1", lot: "L1" }, { serial: "SN-2" }], problems: [] });
  });

  it("reports a row without a serial by its line, and a file without the column", () => {
    expect(unitsFromCsv("serial,lot\nSN-1,L1\n,L2\n").problems).toEqual(["Line 3 has no serial."]);
    expect(unitsFromCsv("code\nA\n").problems).toEqual(["The file has no column named serial."]);
  });

  it("cuts a list into calls of a given size", () => {
    expect(chunksOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  });
});
