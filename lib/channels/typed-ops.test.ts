import { describe, expect, it } from "vitest";
import { evaluateProduct } from "./evaluate";
import type { SourceProduct } from "./resolve-source";
import { attributeMapSchema } from "./schemas";
import { convertMetric, optionLabel, priceIn, type OptionLabels } from "./typed-ops";

const colours: OptionLabels = new Map<string, Record<string, string>>([
  ["red", { en: "Red", de: "Rot", "fr-CA": "Rouge" }],
  ["navy", { en: "Navy blue" }],
  ["plain", {}],
]);

describe("convert", () => {
  it("converts a metric value to the asked unit of its family, without float noise", () => {
    expect(convertMetric({ amount: 1.2, unit: "kg" }, "g")).toEqual({ ok: true, value: 1200 });
    expect(convertMetric({ amount: 12, unit: "in" }, "cm")).toEqual({ ok: true, value: 30.48 });
    expect(convertMetric({ amount: 100, unit: "c" }, "f")).toEqual({ ok: true, value: 212 });
    expect(convertMetric({ amount: 0.1, unit: "l" }, "ml")).toEqual({ ok: true, value: 100 });
  });

  it("fails the transform for another family or a value that is not a metric", () => {
    expect(convertMetric({ amount: 1, unit: "kg" }, "m")).toEqual({ ok: false, error: "cannot convert kg to m" });
    expect(convertMetric("1 kg", "g").ok).toBe(false);
    expect(convertMetric({ amount: "1", unit: "kg" }, "g").ok).toBe(false);
  });
});

describe("label", () => {
  const ctx = (locale: string, defaultLocale = "en") => ({ locale, defaultLocale, options: colours });

  it("gives the option's label in the channel's locale, its language, the default locale, then the code", () => {
    expect(optionLabel("red", ctx("de-DE"))).toEqual({ ok: true, value: "Rot" });
    expect(optionLabel("red", ctx("fr-CA"))).toEqual({ ok: true, value: "Rouge" });
    expect(optionLabel("navy", ctx("de-DE"))).toEqual({ ok: true, value: "Navy blue" });
    expect(optionLabel("plain", ctx("de-DE"))).toEqual({ ok: true, value: "plain" });
    expect(optionLabel(["red", "navy"], ctx("de"))).toEqual({ ok: true, value: ["Rot", "Navy blue"] });
  });

  it("fails the transform for a value that is no option, or a source with no options", () => {
    expect(optionLabel("green", ctx("en"))).toEqual({ ok: false, error: 'not an option: "green"' });
    expect(optionLabel(["red", "green"], ctx("en")).ok).toBe(false);
    expect(optionLabel("red", { locale: "en", defaultLocale: "en", options: undefined }).ok).toBe(false);
  });
});

describe("price", () => {
  const prices = [{ amount: 1299, currency: "EUR" }, { amount: 1500, currency: "JPY" }, { amount: 12345, currency: "KWD" }];

  it("picks the currency and gives major units by the currency's own minor digits", () => {
    expect(priceIn(prices, "EUR")).toEqual({ ok: true, value: 12.99 });
    expect(priceIn(prices, "JPY")).toEqual({ ok: true, value: 1500 });
    expect(priceIn(prices, "KWD")).toEqual({ ok: true, value: 12.345 });
  });

  it("is empty without that currency, and a transform error for anything but a price list", () => {
    expect(priceIn(prices, "USD")).toEqual({ ok: true, value: undefined });
    expect(priceIn("12.99", "EUR").ok).toBe(false);
    expect(priceIn([{ amount: 12.99, currency: "EUR" }], "EUR").ok).toBe(false);
  });
});

describe("typed ops in an attribute map", () => {
  const product: SourceProduct = {
    sku: "T-1",
    name: "Shirt",
    description: null,
    tags: [],
    categoryName: null,
    attributes: { weight: { amount: 250, unit: "g" }, colour: "red", price: [{ amount: 1999, currency: "EUR" }] },
    localized: {},
    images: [],
    renditions: {}, parentSku: null, axisValues: [],
  };

  it("builds the record in the channel's locale, and a missing currency counts as missing", () => {
    const map = attributeMapSchema.parse({
      weight_kg: { from: "attributes.weight", op: "convert", unit: "kg" },
      colour: { from: "attributes.colour", op: "label" },
      price_eur: { from: "attributes.price", op: "price", currency: "EUR" },
      price_usd: { from: "attributes.price", op: "price", currency: "USD", required: true },
    });
    const result = evaluateProduct(product, map, "de-DE", "en", new Map([["colour", colours]]));
    expect(result.evaluation.missingRequired).toEqual(["price_usd"]);
    const ready = evaluateProduct(product, { ...map, price_usd: { ...map.price_usd!, required: false } }, "de-DE", "en", new Map([["colour", colours]]));
    expect(ready.record).toEqual({ weight_kg: 0.25, colour: "Rot", price_eur: 19.99 });
  });

  it("refuses a typed op without what it needs", () => {
    expect(attributeMapSchema.safeParse({ a: { from: "attributes.w", op: "convert" } }).success).toBe(false);
    expect(attributeMapSchema.safeParse({ a: { from: "attributes.w", op: "convert", unit: "parsec" } }).success).toBe(false);
    expect(attributeMapSchema.safeParse({ a: { from: "attributes.p", op: "price", currency: "eur" } }).success).toBe(false);
    expect(attributeMapSchema.safeParse({ a: { from: "name", op: "label" } }).success).toBe(false);
  });
});
