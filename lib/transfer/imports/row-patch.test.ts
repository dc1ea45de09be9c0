import { describe, expect, it } from "vitest";
import type { AttributeDefinition, Dictionary } from "../../catalog/attributes/definition";
import { parseHeader } from "../columns";
import { applyPatch, columnOfPath, decodeRow, rowErrors, type ProductItem } from "./row-patch";

const def = (code: string, type: AttributeDefinition["type"], extra: Partial<AttributeDefinition> = {}): AttributeDefinition => ({
  code,
  type,
  localizable: false,
  unit: null,
  options: [],
  validation: {},
  ...extra,
});
const dictionary: Dictionary = {
  strict: false,
  byCode: new Map([def("weight", "metric", { unit: "weight" }), def("price", "price"), def("color", "select", { localizable: true }), def("count", "number")].map((d) => [d.code, d])),
};
const header = (...cells: string[]) => {
  const parsed = parseHeader(cells, { dictionary, enabledLocales: ["en", "de-DE"] });
  expect(parsed.errors).toEqual([]);
  return parsed.columns;
};

const stored: ProductItem = {
  sku: "A-1",
  name: "Stored",
  status: "active",
  description: "Stored text",
  categoryId: "c0ffee00-0000-4000-8000-000000000000",
  familyCode: "chairs",
  tags: ["x"],
  attributes: { count: 1, weight: { amount: 500, unit: "g" }, price: [{ amount: 100, currency: "EUR" }, { amount: 9, currency: "USD" }], other: "kept" },
  localized: { "de-DE": { name: "Gespeichert", attributes: { color: "red" } } },
};

describe("a row as a change to a product", () => {
  it("leaves what the file has no column for and clears what an empty cell holds", () => {
    const columns = header("sku", "name", "status", "description", "tags", "count", "name-de-DE");
    const { patch, errors } = decodeRow(columns, ["A-1", "", "", "", "", "", ""]);
    expect(errors).toEqual([]);
    const item = applyPatch(stored, patch, undefined);
    expect(item).toEqual({
      ...stored,
      description: null,
      tags: [],
      attributes: { weight: { amount: 500, unit: "g" }, price: stored.attributes.price, other: "kept" },
      localized: { "de-DE": { attributes: { color: "red" } } },
    });
  });

  it("takes the value of whichever unit column of a metric is filled, and refuses two", () => {
    const columns = header("sku", "weight-kg", "weight-g");
    expect(applyPatch(stored, decodeRow(columns, ["A-1", "2", ""]).patch, undefined).attributes.weight).toEqual({ amount: 2, unit: "kg" });
    expect(applyPatch(stored, decodeRow(columns, ["A-1", "", ""]).patch, undefined).attributes).not.toHaveProperty("weight");
    expect(decodeRow(columns, ["A-1", "2", "3"]).errors).toEqual([{ column: "weight-g", message: "Only one unit column of weight may be filled in a row." }]);
  });

  it("sets or removes one currency of a price and keeps the others", () => {
    const columns = header("sku", "price-EUR", "price-GBP");
    expect(applyPatch(stored, decodeRow(columns, ["A-1", "", "3.50"]).patch, undefined).attributes.price).toEqual([
      { amount: 9, currency: "USD" },
      { amount: 350, currency: "GBP" },
    ]);
    const onlyEur = { ...stored, attributes: { price: [{ amount: 100, currency: "EUR" }] } };
    expect(applyPatch(onlyEur, decodeRow(columns, ["A-1", "", ""]).patch, undefined).attributes).toEqual({});
  });

  it("builds a new product from the row alone", () => {
    const columns = header("sku", "name", "color-de-DE", "tags");
    const item = applyPatch(null, decodeRow(columns, [" N-1 ", "New", "blue", "a, b"]).patch, null);
    expect(item).toEqual({ sku: "N-1", name: "New", description: null, categoryId: null, familyCode: null, tags: ["a", "b"], attributes: {}, localized: { "de-DE": { attributes: { color: "blue" } } } });
  });

  it("names the column of each cell that cannot be read", () => {
    const columns = header("sku", "count", "price-EUR", "parent");
    const decoded = decodeRow(columns, ["", "x", "1.001", "M-1"]);
    expect(decoded.errors).toEqual([
      { column: "sku", message: "A row needs a sku." },
      { column: "count", message: "x is not a number." },
      { column: "price-EUR", message: "1.001 is not an amount in EUR." },
    ]);
    // The model's sku, resolved to its id by the import (import-chunk.ts); an empty cell changes nothing.
    expect(decoded.patch.fields.parent).toBe("M-1");
    expect(decodeRow(columns, ["V-1", "", "", ""]).patch.fields).not.toHaveProperty("parent");
  });

  it("fails a cell longer than any value the catalogue takes without reading it", () => {
    const columns = header("sku", "description", "weight-kg");
    const long = "x".repeat(65_536);
    expect(decodeRow(columns, ["A-1", "y".repeat(65_535), ""]).errors).toEqual([]);
    const decoded = decodeRow(columns, ["A-1", long, long]);
    expect(decoded.errors).toEqual([
      { column: "description", message: "The cell holds 65,536 characters; a cell may hold up to 65,535." },
      { column: "weight-kg", message: "The cell holds 65,536 characters; a cell may hold up to 65,535." },
    ]);
    expect(decoded.patch.fields).not.toHaveProperty("description");
    // A sku too long is the row's only sku error.
    expect(decodeRow(columns, [long, "", ""]).errors).toEqual([{ column: "sku", message: "The cell holds 65,536 characters; a cell may hold up to 65,535." }]);
  });

  it("maps the product API's error paths to the file's columns", () => {
    const columns = header("sku", "name", "category", "family", "tags", "color", "color-de-DE", "name-de-DE", "price-EUR");
    expect(columnOfPath("name", columns)).toBe("name");
    expect(columnOfPath("categoryId", columns)).toBe("category");
    expect(columnOfPath("familyCode", columns)).toBe("family");
    expect(columnOfPath("parentId", header("sku", "parent"))).toBe("parent");
    expect(columnOfPath("parentId", columns)).toBeUndefined();
    expect(columnOfPath("tags.2", columns)).toBe("tags");
    expect(columnOfPath("attributes.color", columns)).toBe("color");
    expect(columnOfPath("attributes.price.0.amount", columns)).toBe("price-EUR");
    expect(columnOfPath("localized.de-DE.attributes.color", columns)).toBe("color-de-DE");
    expect(columnOfPath("localized.de-DE.name", columns)).toBe("name-de-DE");
    expect(columnOfPath("attributes.count", columns)).toBeUndefined();
    expect(rowErrors([{ path: "attributes.count", message: "Too big." }], columns)).toEqual([{ message: "attributes.count: Too big." }]);
  });
});
