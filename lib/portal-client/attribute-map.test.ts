import { describe, expect, it } from "vitest";
import type { AttributeMap } from "@/lib/channels/documents";
import { attributeMapSchema } from "@/lib/channels/schemas";
import { EMPTY_ROW, mapOf, rowsOf } from "./attribute-map";

describe("attribute-map rows", () => {
  it("round-trips a map in order and only keeps the fields each op uses", () => {
    const map: AttributeMap = {
      title: { from: "name", op: "truncate", maxLength: 40, required: true },
      brand: { op: "constant", value: "Acme", required: false },
      gtin: { from: "attributes.gtin", op: "copy", required: true },
    };
    expect(Object.keys(mapOf(rowsOf(map)))).toEqual(["title", "brand", "gtin"]);
    expect(mapOf(rowsOf(map))).toEqual(map);
  });

  it("produces what the channel schema accepts", () => {
    const rows = rowsOf({}).concat([{ ...EMPTY_ROW, target: "price", from: "attributes.price", op: "number", value: "ignored", maxLength: "9", required: true }]);
    expect(attributeMapSchema.safeParse(mapOf(rows)).success).toBe(true);
  });

  it("keeps the unit of a convert and the currency of a price, upper-cased", () => {
    const rows = [
      { ...EMPTY_ROW, target: "weight_g", from: "attributes.weight", op: "convert" as const, unit: "g", currency: "USD" },
      { ...EMPTY_ROW, target: "price", from: "attributes.price", op: "price" as const, currency: "eur ", unit: "kg" },
    ];
    const map = mapOf(rows);
    expect(map).toEqual({
      weight_g: { from: "attributes.weight", op: "convert", unit: "g", required: false },
      price: { from: "attributes.price", op: "price", currency: "EUR", required: false },
    });
    expect(attributeMapSchema.safeParse(map).success).toBe(true);
    expect(rowsOf(map).map((r) => [r.unit, r.currency])).toEqual([["g", ""], ["", "EUR"]]);
  });
});
