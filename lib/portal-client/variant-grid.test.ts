import { describe, expect, it } from "vitest";
import type { AttributeDocument, ProductDocument } from "./api-types";
import { axisValueKey, axisValueLabel, combinations, defaultSkuPattern, distinguishingCodes, MAX_COMBINATIONS, overridesOf, parseAmounts, planVariants, skuOf } from "./variant-grid";

const attribute = (code: string, type: AttributeDocument["type"], extra: Partial<AttributeDocument> = {}): AttributeDocument => ({
  code,
  type,
  labels: { en: code.toUpperCase() },
  localizable: false,
  group: null,
  unit: null,
  options: [],
  validation: {},
  createdAt: "",
  updatedAt: "",
  ...extra,
});
const color = attribute("color", "select", { labels: { en: "Colour" }, options: [{ code: "red", labels: { en: "Red" } }, { code: "blue", labels: {} }] });
const size = attribute("size", "select", { options: [{ code: "s", labels: { en: "Small" } }, { code: "m", labels: { en: "Medium" } }] });
const length = attribute("length", "metric", { unit: "length" });
const organic = attribute("organic", "boolean");

describe("axis values as read", () => {
  it("shows an option's label (else its code), a metric's amount and unit, yes or no", () => {
    expect(axisValueLabel(color, "red", "en")).toBe("Red");
    expect(axisValueLabel(color, "blue", "en")).toBe("blue");
    expect(axisValueLabel(color, "gone", "en")).toBe("gone");
    expect(axisValueLabel(length, { amount: 70, unit: "cm" }, "en")).toBe("70 cm");
    expect(axisValueLabel(organic, false, "en")).toBe("No");
    expect(axisValueLabel(organic, true, "en")).toBe("Yes");
    expect(axisValueLabel(organic, undefined, "en")).toBe("—");
  });

  it("keys equal metric values alike whatever their unit", () => {
    expect(axisValueKey({ amount: 0.7, unit: "m" })).toBe(axisValueKey({ amount: 70, unit: "cm" }));
    expect(axisValueKey({ amount: 71, unit: "cm" })).not.toBe(axisValueKey({ amount: 70, unit: "cm" }));
    expect(axisValueKey("red")).not.toBe(axisValueKey("blue"));
  });
});

describe("combinations and SKUs", () => {
  it("is the cartesian product, the first axis varying slowest", () => {
    expect(combinations([{ code: "color", values: ["red", "blue"] }, { code: "size", values: ["s", "m"] }])).toEqual([
      { color: "red", size: "s" },
      { color: "red", size: "m" },
      { color: "blue", size: "s" },
      { color: "blue", size: "m" },
    ]);
    expect(combinations([{ code: "color", values: [] }])).toEqual([]);
    expect(combinations([])).toEqual([]);
  });

  it("fills the pattern with the model's SKU and a token per value", () => {
    expect(defaultSkuPattern(["color", "size"])).toBe("{sku}-{color}-{size}");
    expect(skuOf("{sku}-{color}-{size}", "TEE", { color: "red", size: "m" })).toBe("TEE-RED-M");
    expect(skuOf("{sku}/{length}/{organic}", "TEE", { length: { amount: 70, unit: "cm" }, organic: true })).toBe("TEE/70CM/YES");
    expect(skuOf("{sku} {color} {unknown}", "TEE", { color: "red" })).toBe("TEE-RED-{unknown}");
  });

  it("plans the combinations no sibling holds yet", () => {
    const plan = planVariants({
      modelSku: "TEE",
      choices: [
        { attribute: color, values: ["red", "blue"] },
        { attribute: length, values: [{ amount: 70, unit: "cm" }] },
      ],
      pattern: "{sku}-{color}-{length}",
      existing: [
        { sku: "A", attributes: { color: "red", length: { amount: 0.7, unit: "m" } } },
        { sku: "B", attributes: { color: "blue", length: { amount: 60, unit: "cm" } } },
      ],
      locale: "en",
    });
    expect(plan).toEqual({ rows: [{ sku: "TEE-BLUE-70CM", attributes: { color: "blue", length: { amount: 70, unit: "cm" } } }], existing: 1, total: 2 });
  });

  it("asks for a value of each axis, bounds a click, and refuses a pattern that repeats SKUs", () => {
    const base = { modelSku: "TEE", pattern: "{sku}-{color}-{size}", existing: [], locale: "en" };
    expect(planVariants({ ...base, choices: [{ attribute: color, values: ["red"] }, { attribute: size, values: [] }] }).problem).toBe("Choose at least one value of SIZE.");
    const many = Array.from({ length: 21 }, (_, i) => `o${i}`);
    const tooMany = planVariants({ ...base, choices: [{ attribute: color, values: many }, { attribute: size, values: many.slice(0, 10) }] });
    expect(tooMany.rows).toEqual([]);
    expect(tooMany.problem).toBe(`210 combinations: at most ${MAX_COMBINATIONS} at a time. Choose fewer values.`);
    const clash = planVariants({ ...base, pattern: "{sku}-{color}", choices: [{ attribute: color, values: ["red"] }, { attribute: size, values: ["s", "m"] }] });
    expect(clash.problem).toBe("The SKU pattern gives several variants the same SKU: add {size}.");
    const taken = planVariants({ ...base, existing: [{ sku: "TEE-RED-S", attributes: { color: "blue", size: "m" } }], choices: [{ attribute: color, values: ["red"] }, { attribute: size, values: ["s"] }] });
    expect(taken.problem).toBe("TEE-RED-S is already the SKU of another variant of this model. Change the SKU pattern.");
  });

  it("reads a typed list of amounts", () => {
    expect(parseAmounts("60, 70.5 80;60")).toEqual({ amounts: [60, 70.5, 80] });
    expect(parseAmounts("")).toEqual({ amounts: [] });
    expect(parseAmounts("60, big")).toEqual({ error: "big is not a number." });
  });
});

const product = (over: Partial<ProductDocument>): ProductDocument => ({
  id: "p",
  sku: "P",
  name: "Tee",
  description: null,
  status: "draft",
  categoryId: null,
  categoryName: null,
  familyCode: "shirts",
  kind: "model",
  parentId: null,
  inherited: [],
  tags: [],
  attributes: {},
  localized: {},
  supplierId: "s",
  supplierName: "S",
  associations: {},
  createdAt: "",
  updatedAt: "",
  ...over,
});

describe("what a variant sets itself", () => {
  it("lists the model's fields the variant does not inherit, axes aside", () => {
    const model = product({ description: "Cotton", tags: ["summer"], attributes: { material: "cotton", gtin: "1" }, localized: { de: { name: "T-Shirt", attributes: { care: "40" } } } });
    expect(overridesOf(model, { inherited: ["attributes.gtin", "attributes.material", "description", "localized.de.attributes.care", "localized.de.name", "name", "tags"] }, ["color"])).toEqual([]);
    expect(overridesOf(model, { inherited: ["attributes.gtin", "description", "localized.de.attributes.care", "tags"] }, ["color"])).toEqual(["attributes.material", "localized.de.name", "name"]);
  });

  it("finds the codes that tell variants apart for a reader without the family", () => {
    const model = product({ attributes: { material: "cotton" } });
    const variants = [product({ attributes: { material: "cotton", color: "red", length: { amount: 70, unit: "cm" } } }), product({ attributes: { material: "linen", color: "blue" } })];
    expect(distinguishingCodes(model, variants)).toEqual(["color", "length", "material"]);
  });
});
