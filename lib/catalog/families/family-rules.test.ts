import { describe, expect, it } from "vitest";
import type { AttributeType } from "../../db/generated/enums";
import { familyErrors } from "./family-rules";

const types: Record<string, AttributeType> = { color: "select", size: "select", gtin: "text", weight: "metric", organic: "boolean", notes: "textarea" };
const typeOf = (code: string) => types[code];
const family = (lists: Partial<Record<"attributes" | "requiredAttributes" | "variantAxes", string[]>>) => ({
  attributes: [],
  requiredAttributes: [],
  variantAxes: [],
  ...lists,
});

describe("familyErrors", () => {
  it("accepts defined attributes, subsets and select, boolean or metric axes", () => {
    expect(familyErrors(family({ attributes: ["gtin", "color", "weight", "organic"], requiredAttributes: ["gtin"], variantAxes: ["color", "weight", "organic"] }), typeOf)).toEqual([]);
  });

  it("names each undefined or repeated attribute by its index", () => {
    expect(familyErrors(family({ attributes: ["gtin", "nope", "gtin"] }), typeOf).map((e) => e.path)).toEqual(["attributes.1", "attributes.2"]);
  });

  it("requires required attributes and axes to be listed attributes, once", () => {
    const errors = familyErrors(family({ attributes: ["gtin", "color"], requiredAttributes: ["gtin", "size", "gtin"], variantAxes: ["size", "color", "color"] }), typeOf);
    expect(errors.map((e) => e.path)).toEqual(["requiredAttributes.1", "requiredAttributes.2", "variantAxes.0", "variantAxes.2"]);
  });

  it("refuses an axis of another type", () => {
    const errors = familyErrors(family({ attributes: ["gtin", "notes"], variantAxes: ["gtin", "notes"] }), typeOf);
    expect(errors).toEqual([
      { path: "variantAxes.0", message: expect.stringContaining("text") },
      { path: "variantAxes.1", message: expect.stringContaining("textarea") },
    ]);
  });
});
