import { describe, expect, it } from "vitest";
import { z } from "zod";
import { zodDetails } from "../core/zod-details";
import { attributesSchema, attributeValueUnion, freeFormAttributeValue, isFreeFormValue } from "./schemas";

// The union is the reference: the fast check in front of it must accept and
// refuse exactly what it does, with the same details.
const reference = z.record(attributesSchema.keyType, attributeValueUnion);

const s = (n: number) => "x".repeat(n);
const object = (n: number, value: unknown = 1) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, value]));
const values: unknown[] = [
  "", s(65_535), s(65_536), 0, -1.5, 1e308, Infinity, -Infinity, NaN, true, false, null, undefined,
  {}, { amount: 250, unit: "g" }, { a: null, b: true, c: "x" }, object(10), object(11), { [s(100)]: 1 }, { [s(101)]: 1 },
  { a: s(1_000) }, { a: s(1_001) }, { a: {} }, { a: [] }, { a: Infinity }, { a: undefined },
  [], ["red", "blue"], [1, 2.5], [{ amount: 1299, currency: "EUR" }, { amount: 1099, currency: "GBP" }], ["a", 1, { b: null }],
  Array.from({ length: 200 }, () => "a"), Array.from({ length: 201 }, () => "a"), [s(1_000)], [s(1_001)],
  [true], [null], [[1]], [{ a: {} }], [object(11)], [Infinity], [undefined],
  new Date(0), Object.create(null), (() => { const o = Object.create(null); o.a = 1; return o; })(), new Map(), () => 1, Symbol("x"), 10n,
];

describe("attribute values on the wire", () => {
  it("accepts and refuses exactly what the reference union does, with the same details", () => {
    for (const [i, value] of values.entries()) {
      const input = { code: value };
      const ours = attributesSchema.safeParse(input);
      const theirs = reference.safeParse(input);
      expect(ours.success, `value ${i}`).toBe(theirs.success);
      if (!ours.success && !theirs.success) expect(zodDetails(ours.error)).toEqual(zodDetails(theirs.error));
      else expect(ours.data).toEqual(theirs.data);
    }
  });

  it("still refuses more than 200 attributes and bad codes", () => {
    expect(attributesSchema.safeParse(object(201)).success).toBe(false);
    expect(zodDetails(attributesSchema.safeParse({ "bad code": 1 }).error!)).toEqual(zodDetails(reference.safeParse({ "bad code": 1 }).error!));
  });

  it("checks a free-form value exactly as the free-form schema does", () => {
    const freeForm = [...values, s(10_000), s(10_001), Array.from({ length: 100 }, () => 1), Array.from({ length: 101 }, () => 1), ["a", 2, "c"], [NaN], [-Infinity]];
    for (const [i, value] of freeForm.entries()) {
      expect(isFreeFormValue(value), `value ${i}`).toBe(freeFormAttributeValue.safeParse(value).success);
    }
  });
});
