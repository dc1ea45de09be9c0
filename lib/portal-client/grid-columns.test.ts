import { describe, expect, it } from "vitest";
import { attributeCodeOf, DEFAULT_COLUMNS, normalizeColumns, parseColumns, readinessChannelOf, readinessColumn, sameColumns, toggleColumn, viewColumnsOf } from "./grid-columns";

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

  it("takes a channel's readiness as a column, which a saved view leaves out", () => {
    const channel = "5f0c1a62-31f4-4a4e-9c55-1d0f6c3b2e10";
    const columns = toggleColumn(DEFAULT_COLUMNS, readinessColumn(channel));
    expect(columns.at(-1)).toBe(`ready.${channel}`);
    expect(readinessChannelOf(columns.at(-1)!)).toBe(channel);
    expect(readinessChannelOf("name")).toBeNull();
    expect(normalizeColumns(["ready.nope"])).toEqual(["sku"]);
    expect(viewColumnsOf(columns)).toEqual(DEFAULT_COLUMNS);
  });
});
