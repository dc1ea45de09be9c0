import { describe, expect, it } from "vitest";
import type { AttributeMap } from "@/lib/channels/documents";
import { attributeMapSchema } from "@/lib/channels/schemas";
import { mapOf, rowsOf } from "./attribute-map";

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
    const rows = rowsOf({}).concat([{ target: "price", from: "attributes.price", op: "number", value: "ignored", maxLength: "9", separator: "", required: true }]);
    expect(attributeMapSchema.safeParse(mapOf(rows)).success).toBe(true);
  });
});
