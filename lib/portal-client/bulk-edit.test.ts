import { describe, expect, it } from "vitest";
import { bulkBodyOf, confirmationOf, selectionCount, type BulkChoice, type Selection } from "./bulk-edit";

const ids: Selection = { kind: "ids", ids: ["a", "b"] };
const all: Selection = { kind: "filter", filter: { familyCode: "shirts", "attr.colour": "red" }, total: 1234 };
const choice = (over: Partial<BulkChoice>): BulkChoice => ({ action: "setStatus", value: "", code: "", draft: null, locale: "", ...over });

describe("the grid's bulk edit", () => {
  it("sends ticked rows as ids, and every match as the filter", () => {
    expect(bulkBodyOf(choice({ value: "active" }), ids)).toEqual({ body: { action: "setStatus", productIds: ["a", "b"], status: "active" } });
    expect(bulkBodyOf(choice({ action: "delete" }), all)).toEqual({ body: { action: "delete", selection: { filter: { familyCode: "shirts", "attr.colour": "red" } } } });
    expect(selectionCount(ids)).toBe(2);
    expect(selectionCount(all)).toBe(1234);
  });

  it("sets an attribute to its typed value, in one locale when chosen, and clears one", () => {
    const set = choice({ action: "setAttribute", code: "weight", draft: { kind: "metric", amount: "1,5", unit: "kg" }, locale: "fr" });
    expect(bulkBodyOf(set, ids)).toEqual({ body: { action: "setAttribute", productIds: ["a", "b"], code: "weight", value: { amount: 1.5, unit: "kg" }, locale: "fr" } });
    expect(bulkBodyOf(choice({ action: "clearAttribute", code: "weight" }), all)).toEqual({ body: { action: "clearAttribute", selection: { filter: all.filter }, code: "weight", locale: undefined } });
  });

  it("says why it cannot send yet", () => {
    expect(bulkBodyOf(choice({ action: "setAttribute" }), ids)).toEqual({ problem: "Choose an attribute." });
    expect(bulkBodyOf(choice({ action: "setAttribute", code: "rating", draft: { kind: "number", text: "" } }), ids)).toEqual({ problem: "Give a value; Clear attribute removes one." });
    expect(bulkBodyOf(choice({ action: "setAttribute", code: "rating", draft: { kind: "number", text: "lots" } }), ids)).toMatchObject({ problem: expect.stringContaining("number") });
    expect(bulkBodyOf(choice({ action: "addTags", value: " , " }), ids)).toEqual({ problem: "Give at least one tag." });
  });

  it("asks to confirm with the change and the count", () => {
    expect(confirmationOf({ action: "setAttribute" }, "Size", 1234)).toBe("Set Size on 1,234 products?");
    expect(confirmationOf({ action: "delete" }, "", 1)).toBe("Delete 1 product? This cannot be undone.");
    expect(confirmationOf({ action: "addTags" }, "", 2)).toBe("Add the tags to 2 products?");
    expect(confirmationOf({ action: "setStatus" }, "", 2)).toBe("Set status on 2 products?");
  });
});
