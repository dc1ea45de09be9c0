import { describe, expect, it } from "vitest";
import type { AttributeDocument } from "./api-types";
import { inlineKindOf, inlinePatchOf, inputTextOf } from "./inline-edit";

const of = (type: AttributeDocument["type"]) => ({ type }) as AttributeDocument;

describe("inline edit of a grid cell", () => {
  it("edits text, numbers, options and yes/no in place, other types in the editor", () => {
    expect(["text", "number", "select", "boolean", "metric", "price", "multiselect"].map((t) => inlineKindOf(of(t as AttributeDocument["type"])))).toEqual([
      "text",
      "number",
      "select",
      "boolean",
      null,
      null,
      null,
    ]);
    expect(inlineKindOf(of("gtin"))).toBe("text");
    expect(inlineKindOf(undefined)).toBeNull();
  });

  it("turns the typed text into the PATCH, empty clearing the value", () => {
    expect(inlinePatchOf({ field: "name" }, " Lamp ")).toEqual({ ok: true, body: { name: "Lamp" }, path: "name" });
    expect(inlinePatchOf({ field: "name" }, " ")).toEqual({ ok: false, message: "A product needs a name." });
    expect(inlinePatchOf({ code: "rating", kind: "number" }, "4,5")).toEqual({ ok: true, body: { attributes: { rating: 4.5 } }, path: "attributes.rating" });
    expect(inlinePatchOf({ code: "rating", kind: "number" }, "lots").ok).toBe(false);
    expect(inlinePatchOf({ code: "rating", kind: "number" }, "")).toEqual({ ok: true, body: { attributes: { rating: null } }, path: "attributes.rating" });
    expect(inlinePatchOf({ code: "organic", kind: "boolean" }, "false")).toEqual({ ok: true, body: { attributes: { organic: false } }, path: "attributes.organic" });
    expect(inlinePatchOf({ code: "colour", kind: "select" }, "")).toEqual({ ok: true, body: { attributes: { colour: null } }, path: "attributes.colour" });
  });

  it("shows a stored value as the input's text", () => {
    expect(inputTextOf(undefined)).toBe("");
    expect(inputTextOf(true)).toBe("true");
    expect(inputTextOf(2.5)).toBe("2.5");
  });
});
