import { describe, expect, it } from "vitest";
import { requiredAttributesOf } from "./required-attributes";

describe("requiredAttributesOf", () => {
  it("keeps the category's order first, then the family's new codes", () => {
    expect(requiredAttributesOf(["gtin", "color"], ["weight", "color", "size"])).toEqual(["gtin", "color", "weight", "size"]);
  });

  it("is either list alone when the other is empty", () => {
    expect(requiredAttributesOf([], ["weight"])).toEqual(["weight"]);
    expect(requiredAttributesOf(["gtin"], [])).toEqual(["gtin"]);
  });

  it("counts a code listed twice once", () => {
    expect(requiredAttributesOf(["gtin", "gtin"], ["gtin"])).toEqual(["gtin"]);
  });
});
