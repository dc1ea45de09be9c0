import { describe, expect, it } from "vitest";
import { DEFAULT_COLUMNS, deleteView, MAX_VIEWS, normalizeColumns, parseColumns, parseViews, saveView, toggleColumn } from "./grid-columns";

describe("product grid columns and saved views", () => {
  it("keeps known columns in the grid's order, with the SKU always shown", () => {
    expect(normalizeColumns(["updated", "nope", "name", "name"])).toEqual(["sku", "name", "updated"]);
    expect(toggleColumn(["sku", "name"], "tags")).toEqual(["sku", "name", "tags"]);
    expect(toggleColumn(["sku", "name", "tags"], "name")).toEqual(["sku", "tags"]);
    expect(toggleColumn(["sku", "name"], "sku")).toEqual(["sku", "name"]);
  });

  it("reads stored columns and views defensively", () => {
    expect(parseColumns(null)).toEqual(DEFAULT_COLUMNS);
    expect(parseColumns("{oops")).toEqual(DEFAULT_COLUMNS);
    expect(parseColumns('["tags"]')).toEqual(["sku", "tags"]);
    expect(parseViews("not json")).toEqual([]);
    expect(parseViews('{"name":"x"}')).toEqual([]);
    expect(parseViews('[{"name":" Buying ","columns":["family","x"]},{"name":"Buying","columns":[]},{"columns":[]},null]')).toEqual([
      { name: "Buying", columns: ["sku", "family"] },
    ]);
  });

  it("saves a view under its name, replacing one of the same name, newest first, and deletes it", () => {
    let views = saveView([], "Buying", ["name", "tags"]);
    views = saveView(views, "Quality", ["quality"]);
    views = saveView(views, " Buying ", ["family"]);
    expect(views).toEqual([
      { name: "Buying", columns: ["sku", "family"] },
      { name: "Quality", columns: ["sku", "quality"] },
    ]);
    expect(saveView(views, "   ", ["name"])).toEqual(views);
    expect(deleteView(views, "Quality")).toEqual([{ name: "Buying", columns: ["sku", "family"] }]);
    let many = views;
    for (let i = 0; i < MAX_VIEWS + 3; i++) many = saveView(many, `v${i}`, ["name"]);
    expect(many).toHaveLength(MAX_VIEWS);
    expect(many[0]!.name).toBe(`v${MAX_VIEWS + 2}`);
  });
});
