import { describe, expect, it } from "vitest";
import { evaluateProduct } from "./evaluate";
import { attributeMapSchema } from "./schemas";
import type { SourceProduct } from "./resolve-source";

const product: SourceProduct = {
  sku: "ESP-1",
  name: "Espresso",
  description: "Dark roast",
  tags: ["coffee", "dark"],
  categoryName: "Coffee",
  attributes: { price: "12.50", origin: "Brazil", weight: "heavy" },
  localized: { "de-DE": { name: "Espresso (DE)", attributes: { origin: "Brasilien" } } },
  images: ["https://pim.example/media/first", "https://pim.example/media/second"],
  renditions: { "0b4d6a3e-1f2a-4c8e-b1d7-2a9c6e5f4d31": "https://pim.example/media/thumb" }, parentSku: null, axisValues: [],
};

const map = (m: Record<string, unknown>) => attributeMapSchema.parse(m);

describe("evaluateProduct", () => {
  it("builds the record from the map alone", () => {
    const result = evaluateProduct(
      product,
      map({ title: { from: "name" }, price: { from: "attributes.price", op: "number" }, currency: { op: "constant", value: "EUR" }, keywords: { from: "tags", op: "join" } }),
      "en",
      "en",
    );
    expect(result.record).toEqual({ title: "Espresso", price: 12.5, currency: "EUR", keywords: "coffee, dark" });
    expect(result.evaluation).toEqual({ missingRequired: [], transformErrors: [], warnings: [], localeFallbacks: [] });
    expect(result.lastError).toBeNull();
  });

  it("takes locale overrides and records fallbacks to canonical values", () => {
    const result = evaluateProduct(
      product,
      map({ title: { from: "name" }, text: { from: "description" }, origin: { from: "attributes.origin" }, price: { from: "attributes.price" }, code: { from: "sku" } }),
      "de-DE",
      "en",
    );
    expect(result.record).toEqual({ title: "Espresso (DE)", text: "Dark roast", origin: "Brasilien", price: "12.50", code: "ESP-1" });
    expect(result.evaluation.localeFallbacks).toEqual(["description", "attributes.price"]);
  });

  it("records no fallback in the default locale, nor for an empty canonical value", () => {
    expect(evaluateProduct(product, map({ text: { from: "description" } }), "en", "en").evaluation.localeFallbacks).toEqual([]);
    const bare = { ...product, description: null };
    expect(evaluateProduct(bare, map({ text: { from: "description" } }), "fr-FR", "en").evaluation.localeFallbacks).toEqual([]);
  });

  it("skips a product missing a required target instead of dropping the field", () => {
    const result = evaluateProduct(product, map({ title: { from: "name" }, gtin: { from: "attributes.gtin", required: true } }), "en", "en");
    expect(result.record).toBeNull();
    expect(result.evaluation.missingRequired).toEqual(["gtin"]);
    expect(result.lastError).toBe("missing required: gtin");
  });

  it("skips a product whose transform fails, even on an optional target", () => {
    const result = evaluateProduct(product, map({ title: { from: "name" }, weight: { from: "attributes.weight", op: "number" } }), "en", "en");
    expect(result.record).toBeNull();
    expect(result.evaluation.transformErrors).toEqual([{ target: "weight", rule: "number", message: 'not a number: "heavy"' }]);
    expect(result.lastError).toContain("transform failed: weight");
  });

  it("leaves optional empty targets out and keeps warnings on a delivered record", () => {
    const result = evaluateProduct(product, map({ title: { from: "name", op: "truncate", maxLength: 4 }, gtin: { from: "attributes.gtin" } }), "en", "en");
    expect(result.record).toEqual({ title: "Espr" });
    expect(result.evaluation.warnings).toEqual([{ target: "title", message: "truncated from 8 to 4 characters" }]);
  });

  it("lets default satisfy a required target", () => {
    const result = evaluateProduct(product, map({ gtin: { from: "attributes.gtin", op: "default", value: "0000", required: true } }), "en", "en");
    expect(result.record).toEqual({ gtin: "0000" });
  });

  it("reads media sources: every image in order, one by position, a preset's rendition of the first", () => {
    const result = evaluateProduct(
      product,
      map({
        gallery: { from: "images", op: "join", separator: " " },
        main: { from: "images[0]", required: true },
        third: { from: "images[2]" },
        thumb: { from: "rendition:0B4D6A3E-1F2A-4C8E-B1D7-2A9C6E5F4D31", required: true },
        other: { from: "rendition:6f1c1a52-3c1e-4d5e-9a55-0c4b7f1f2a10", required: true },
      }),
      "en",
      "en",
    );
    expect(result.evaluation.missingRequired).toEqual(["other"]);
    expect(result.record).toBeNull();
    const ready = evaluateProduct(product, map({ gallery: { from: "images" }, main: { from: "images[0]" }, thumb: { from: "rendition:0b4d6a3e-1f2a-4c8e-b1d7-2a9c6e5f4d31" } }), "en", "en");
    expect(ready.record).toEqual({ gallery: product.images, main: "https://pim.example/media/first", thumb: "https://pim.example/media/thumb" });
  });

  it("refuses a media source it cannot read", () => {
    expect(() => map({ x: { from: "images[100]" } })).toThrow();
    expect(() => map({ x: { from: "rendition:not-a-preset" } })).toThrow();
  });
});
