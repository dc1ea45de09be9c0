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
    expect(result.evaluation.transformErrors).toEqual([{ target: "weight", message: 'not a number: "heavy"' }]);
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
});
