import { describe, expect, it } from "vitest";
import type { AttributeDefinition, Dictionary } from "../catalog/attributes/definition";
import { decodeCell, encodeCell, parseColumn, parseHeader, splitList, type Column } from "./columns";

function def(code: string, type: AttributeDefinition["type"], extra: Partial<AttributeDefinition> = {}): AttributeDefinition {
  return { code, type, localizable: false, unit: null, options: [], validation: {}, ...extra };
}

const dictionary: Dictionary = {
  strict: false,
  byCode: new Map(
    [
      def("weight", "metric", { unit: "weight" }),
      def("price", "price"),
      def("color", "select", { localizable: true }),
      def("sizes", "multiselect"),
      def("waterproof", "boolean"),
      def("launch", "date"),
      def("count", "number"),
      def("blurb", "textarea", { localizable: true }),
      def("manual", "asset"),
    ].map((d) => [d.code, d]),
  ),
};
const context = { dictionary, enabledLocales: ["en", "de-DE", "fr-FR"] };

type AttributeColumn = Extract<Column, { kind: "attribute" }>;
const column = (header: string) => parseColumn(header, context) as AttributeColumn;

describe("header parsing", () => {
  it("reads fields, localized fields, units, currencies and free-form codes", () => {
    const { columns, errors } = parseHeader(
      ["sku", "name", "name-de-DE", "description-fr-FR", "weight-kg", "price-EUR", "color-de-DE", "color", "legacy_code", "note-de-DE", "tags", "parent"],
      context,
    );
    expect(errors).toEqual([]);
    expect(columns.map((c) => [c.kind, c.header])).toHaveLength(12);
    expect(columns[2]).toEqual({ kind: "localizedField", header: "name-de-DE", field: "name", locale: "de-DE" });
    expect(columns[4]).toMatchObject({ kind: "attribute", code: "weight", unit: "kg", locale: null });
    expect(columns[5]).toMatchObject({ kind: "attribute", code: "price", currency: "EUR", locale: null });
    expect(columns[6]).toMatchObject({ kind: "attribute", code: "color", locale: "de-DE" });
    expect(columns[8]).toMatchObject({ kind: "attribute", code: "legacy_code", def: null, locale: null });
    expect(columns[9]).toMatchObject({ kind: "attribute", code: "note", def: null, locale: "de-DE" });
  });

  it("canonicalises locale tags in headers", () => {
    expect(parseColumn("name-de-de", context)).toMatchObject({ locale: "de-DE" });
  });

  it("names every problem of a bad header", () => {
    const { errors } = parseHeader(["name", "weight", "weight-parsec", "price-euro", "count-de-DE", "name-ja-JP", "name", "", "bad code!"], context);
    expect(errors).toEqual([
      "The file has no sku column.",
      expect.stringContaining("Column weight: a weight attribute's column names its unit"),
      expect.stringContaining("Column weight-parsec"),
      expect.stringContaining("Column price-euro: a price column names its currency"),
      "Column count-de-DE: attribute count is not localizable.",
      "Column name-ja-JP: locale ja-JP is not enabled for your organisation.",
      "Column name appears twice.",
      "Column 8 has no name.",
      expect.stringContaining("Column bad code!"),
    ]);
  });
});

describe("cells", () => {
  it("decodes each type from its cell", () => {
    expect(decodeCell(column("count"), " 12.5 ")).toEqual({ value: 12.5 });
    expect(decodeCell(column("count"), "-3e2")).toEqual({ value: -300 });
    expect(decodeCell(column("count"), "12,5")).toEqual({ error: "12,5 is not a number." });
    expect(decodeCell(column("weight-kg"), "1.25")).toEqual({ value: { amount: 1.25, unit: "kg" } });
    expect(decodeCell(column("waterproof"), "TRUE")).toEqual({ value: true });
    expect(decodeCell(column("waterproof"), "false")).toEqual({ value: false });
    expect(decodeCell(column("waterproof"), "yes")).toEqual({ error: "Use true or false." });
    expect(decodeCell(column("launch"), "2026-02-03")).toEqual({ value: "2026-02-03" });
    expect(decodeCell(column("color"), " red ")).toEqual({ value: "red" });
    expect(decodeCell(column("sizes"), "s, m,,l")).toEqual({ value: ["s", "m", "l"] });
    expect(decodeCell(column("price-EUR"), "12.99")).toEqual({ value: { amount: 1299, currency: "EUR" } });
    expect(decodeCell(column("price-JPY"), "500")).toEqual({ value: { amount: 500, currency: "JPY" } });
    expect(decodeCell(column("price-JPY"), "5.5")).toEqual({ error: "5.5 is not an amount in JPY." });
    expect(decodeCell(column("blurb"), "  keeps its spaces ")).toEqual({ value: "  keeps its spaces " });
    expect(decodeCell(column("legacy"), "007")).toEqual({ value: "007" });
  });

  it("encodes values so that decoding gives them back", () => {
    const cases: [string, unknown][] = [
      ["count", 0.1],
      ["count", -42],
      ["count", 1e21],
      ["weight-kg", { amount: 0.333, unit: "kg" }],
      ["waterproof", false],
      ["launch", "2024-02-29"],
      ["sizes", ["s", "xl"]],
      ["color", "red"],
      ["blurb", "Line one\nline \"two\", ünïcødé"],
      ["manual", "0b8a4f5e-8a8e-4ad1-9a0e-1e4e2c1f4f11"],
    ];
    for (const [header, value] of cases) expect(decodeCell(column(header), encodeCell(column(header), value))).toEqual({ value });
  });

  it("writes a metric or price only into the column of its unit or currency", () => {
    expect(encodeCell(column("weight-g"), { amount: 2, unit: "kg" })).toBe("");
    const prices = [
      { amount: 1299, currency: "EUR" },
      { amount: -5, currency: "USD" },
      { amount: 500, currency: "JPY" },
      { amount: 1234, currency: "KWD" },
    ];
    expect(encodeCell(column("price-EUR"), prices)).toBe("12.99");
    expect(encodeCell(column("price-USD"), prices)).toBe("-0.05");
    expect(encodeCell(column("price-JPY"), prices)).toBe("500");
    expect(encodeCell(column("price-KWD"), prices)).toBe("1.234");
    expect(encodeCell(column("price-GBP"), prices)).toBe("");
    expect(decodeCell(column("price-USD"), "-0.05")).toEqual({ value: { amount: -5, currency: "USD" } });
    expect(encodeCell(column("count"), null)).toBe("");
  });

  it("splits lists on commas", () => {
    expect(splitList(" a ,b,, c ")).toEqual(["a", "b", "c"]);
    expect(splitList("")).toEqual([]);
  });
});

describe("header parsing with a column map", () => {
  it("reads a header as another column, ignores the error report's column and nulls, and lists the unknown", () => {
    const { columns, errors, unknown } = parseHeader(["Code", "Titel", "error", "note", "legacy_code", "Gewicht"], context, {
      Code: "sku",
      Titel: "name-de-DE",
      note: null,
      Gewicht: "weight-kg",
    });
    expect(errors).toEqual([]);
    expect(columns.map((c) => c.kind)).toEqual(["field", "localizedField", "ignored", "ignored", "attribute", "attribute"]);
    expect(columns[0]).toEqual({ kind: "field", header: "Code", field: "sku" });
    expect(columns[1]).toEqual({ kind: "localizedField", header: "Titel", field: "name", locale: "de-DE" });
    expect(columns[5]).toMatchObject({ header: "Gewicht", code: "weight", unit: "kg" });
    expect(unknown).toEqual(["legacy_code"]);
    // Mapped to itself: kept as a free-form code on purpose, so not unknown.
    expect(parseHeader(["sku", "legacy_code"], context, { legacy_code: "legacy_code" }).unknown).toEqual([]);
    // An error column the map names is read as mapped.
    expect(parseHeader(["sku", "error"], context, { error: "count" }).columns[1]).toMatchObject({ kind: "attribute", code: "count" });
  });

  it("names each mistake of a map", () => {
    expect(parseHeader(["sku", "A", "B"], context, { A: "name", B: "name" }).errors).toEqual(["Column B is read as name, which another column is read as too."]);
    expect(parseHeader(["sku", "name", "A"], context, { A: "name" }).errors).toEqual(["Column A is read as name, which another column is read as too."]);
    expect(parseHeader(["sku", "A"], context, { A: "weight" }).errors[0]).toMatch(/names its unit.*\(column A is read as weight\)$/);
    expect(parseHeader(["sku"], context, { gone: null }).errors).toEqual(["The column map names gone, which the file's header does not have."]);
    expect(parseHeader(["code"], context, { code: null }).errors).toEqual(["The file has no sku column."]);
    expect(parseHeader(["sku", "sku"], context).errors).toEqual(["Column sku appears twice."]);
  });
});
