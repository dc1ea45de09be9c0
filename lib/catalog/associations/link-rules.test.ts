import { describe, expect, it } from "vitest";
import { planLinks, type TypeRule } from "./link-rules";

const A = "00000000-0000-4000-8000-00000000000a";
const B = "00000000-0000-4000-8000-00000000000b";
const C = "00000000-0000-4000-8000-00000000000c";
const types = new Map<string, TypeRule>([
  ["cross_sell", { id: "t1", quantified: false, twoWay: true }],
  ["bundle", { id: "t2", quantified: true, twoWay: false }],
]);
const owned = new Set([A, B]);

describe("planLinks", () => {
  it("plans the links in the order sent, with their quantities", () => {
    const { links, errors } = planLinks(A, { cross_sell: [{ productId: B }], bundle: [{ productId: B, quantity: 2 }] }, types, owned);
    expect(errors).toEqual([]);
    expect(links).toEqual([
      { typeId: "t1", twoWay: true, targetId: B, quantity: null, position: 0 },
      { typeId: "t2", twoWay: false, targetId: B, quantity: 2, position: 0 },
    ]);
  });

  it("names every broken rule by its path", () => {
    const { errors } = planLinks(
      A,
      {
        nope: [{ productId: B }],
        cross_sell: [{ productId: A }, { productId: B, quantity: 1 }, { productId: B }, { productId: C }],
        bundle: [{ productId: B }],
      },
      types,
      owned,
    );
    expect(errors.map((e) => e.path)).toEqual([
      "nope",
      "cross_sell.0.productId",
      "cross_sell.1.quantity",
      "cross_sell.2.productId",
      "cross_sell.3.productId",
      "bundle.0.quantity",
    ]);
  });
});
