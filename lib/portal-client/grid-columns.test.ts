import { describe, expect, it } from "vitest";
import { attributeCodeOf, DEFAULT_COLUMNS, normalizeColumns, parseColumns, sameColumns, toggleColumn } from "./grid-columns";

describe("grid columns", () => {
  it("keeps fields in the grid's order, then attributes as chosen, the SKU always shown", () => {
    expect(normalizeColumns(["attributes.weight", "name", "bogus", "attributes.colour", "thumbnailUrl", 3])).toEqual(["thumbnailUrl", "sku", "name", "attributes.weight", "attributes.colour"]);
    expect(normalizeColumns(["attributes.Bad-Code", "attributes."])).toEqual(["sku"]);
  });

  it("toggles a column on and off, but never the SKU", () => {
    const on = toggleColumn(DEFAULT_COLUMNS, "attributes.colour");
    expect(on.at(-1)).toBe("attributes.colour");
    expect(toggleColumn(on, "attributes.colour")).toEqual(DEFAULT_COLUMNS);
    expect(toggleColumn(DEFAULT_COLUMNS, "sku")).toEqual(DEFAULT_COLUMNS);
  });

  it("reads ?columns= from the URL, null when absent", () => {
    expect(parseColumns(null)).toBeNull();
    expect(parseColumns("name,attributes.colour")).toEqual(["sku", "name", "attributes.colour"]);
    expect(sameColumns(["sku", "name"], ["sku", "name"])).toBe(true);
    expect(sameColumns(["sku"], ["sku", "name"])).toBe(false);
  });

  it("names the attribute of an attribute column", () => {
    expect(attributeCodeOf("attributes.colour")).toBe("colour");
    expect(attributeCodeOf("name")).toBeNull();
  });
});
