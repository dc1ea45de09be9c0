import { describe, expect, it } from "vitest";
import { completeness } from "@/lib/catalog/completeness";
import type { ProductDocument } from "@/lib/catalog/documents";
import { completenessInputOf, EMPTY_FORM, formOf, patchBodyOf } from "./product-form";

const product: ProductDocument = {
  id: "p1",
  sku: "A-1",
  name: "Mug",
  description: null,
  status: "draft",
  categoryId: null,
  kind: "simple",
  parentId: null,
  inherited: [],
  categoryName: null,
  familyCode: null,
  tags: ["kitchen"],
  attributes: { weight: 350, colour: "red" },
  localized: { de: { name: "Becher" } },
  supplierId: "s",
  supplierName: "S",
  associations: {},
  createdAt: "",
  updatedAt: "",
};

describe("product form state", () => {
  it("keeps non-text attributes as they were and sends removed keys as null", () => {
    const form = formOf(product);
    form.attributes = form.attributes.filter((r) => r.code !== "colour");
    form.localized = {};
    const patch = patchBodyOf(form, product);
    expect(patch.attributes).toEqual({ weight: 350, colour: null });
    expect(patch.localized).toEqual({ de: null });
  });

  it("feeds the live completeness: each filled field raises the locale's share", () => {
    const context = { requiredAttributes: ["gtin"], hasImage: false, defaultLocale: "en", enabledLocales: ["en"] };
    const form = { ...EMPTY_FORM, name: "Mug" };
    expect(completeness(completenessInputOf(form, context)).locales[0]).toEqual({ locale: "en", percent: 25, missing: ["description", "attributes.gtin", "image"] });
    const fuller = { ...form, description: "Stoneware", attributes: [{ code: "gtin", value: "4006381333931" }] };
    expect(completeness(completenessInputOf(fuller, context)).score).toBe(75);
  });
});
