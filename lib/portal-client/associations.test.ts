import { describe, expect, it } from "vitest";
import { linkedIds, quantityOf, withLink, withoutLink } from "./associations";

describe("a product's associations, one link at a time", () => {
  const start = { spare_part: [{ productId: "a", quantity: 2 }], accessory: [{ productId: "b" }] };

  it("adds a link last, or changes the quantity of one already there", () => {
    expect(withLink(start, "spare_part", { productId: "c", quantity: 1 }).spare_part).toEqual([
      { productId: "a", quantity: 2 },
      { productId: "c", quantity: 1 },
    ]);
    expect(withLink(start, "spare_part", { productId: "a", quantity: 5 }).spare_part).toEqual([{ productId: "a", quantity: 5 }]);
    expect(withLink({}, "accessory", { productId: "x" })).toEqual({ accessory: [{ productId: "x" }] });
  });

  it("removes a link, and a type left empty", () => {
    expect(withoutLink(start, "accessory", "b")).toEqual({ spare_part: [{ productId: "a", quantity: 2 }] });
    expect(start.accessory).toHaveLength(1);
  });

  it("lists each linked product once", () => {
    expect(linkedIds({ ...start, bundle: [{ productId: "a" }] })).toEqual(["a", "b"]);
  });

  it("takes whole quantities from 1", () => {
    expect(quantityOf("3")).toBe(3);
    expect(quantityOf(" 12 ")).toBe(12);
    expect(["0", "-1", "1.5", "", "x", "3000000000"].map(quantityOf)).toEqual([null, null, null, null, null, null]);
  });
});
