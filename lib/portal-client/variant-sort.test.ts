import { describe, expect, it } from "vitest";
import type { AttributeDocument } from "./api-types";
import { nextVariantSort, sortVariants } from "./variant-sort";

const axis = (code: string, extra: Partial<AttributeDocument> = {}): AttributeDocument => ({
  code,
  type: "select",
  labels: {},
  localizable: false,
  group: null,
  unit: null,
  options: [],
  validation: {},
  createdAt: "",
  updatedAt: "",
  ...extra,
});
const colour = axis("colour", { options: [{ code: "r", labels: { en: "Red" } }, { code: "b", labels: { en: "Blue" } }] });
const length = axis("length", { type: "metric", unit: "length" });
const row = (sku: string, attributes: Record<string, unknown>, qualityScore?: number) => ({ sku, status: "draft", qualityScore, attributes });
const rows = [row("T-3", { colour: "r", length: { amount: 1, unit: "m" } }, 80), row("T-1", { colour: "b", length: { amount: 70, unit: "cm" } }), row("T-2", { colour: "r", length: { amount: 60, unit: "cm" } }, 40)];

describe("sorting a model's variants", () => {
  it("orders options by label, metrics in their base unit and scores with the unscored first", () => {
    const skus = (column: string, descending = false) => sortVariants(rows, { column, descending }, [colour, length], "en").map((r) => r.sku);
    expect(skus("colour")).toEqual(["T-1", "T-2", "T-3"]);
    expect(skus("length")).toEqual(["T-2", "T-1", "T-3"]);
    expect(skus("quality")).toEqual(["T-1", "T-2", "T-3"]);
    expect(skus("sku", true)).toEqual(["T-3", "T-2", "T-1"]);
  });

  it("flips the direction on the same column and starts another ascending", () => {
    expect(nextVariantSort({ column: "sku", descending: false }, "sku")).toEqual({ column: "sku", descending: true });
    expect(nextVariantSort({ column: "sku", descending: true }, "colour")).toEqual({ column: "colour", descending: false });
  });
});
