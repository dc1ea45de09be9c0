import { describe, expect, it } from "vitest";
import { completeness } from "@/lib/catalog/completeness";
import type { AttributeDocument, FamilyDocument, ProductDocument } from "./api-types";
import { completenessInputOf, createBodyOf, EMPTY_FORM, formOf, patchBodyOf, withFamily, type FormContext } from "./product-form";

const attribute = (code: string, type: AttributeDocument["type"], extra: Partial<AttributeDocument> = {}): AttributeDocument => ({
  code,
  type,
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
const family = (code: string, attributes: string[]): FamilyDocument => ({ code, labels: {}, attributes, requiredAttributes: [], variantAxes: [], createdAt: "", updatedAt: "" });

const context: FormContext = {
  dictionary: [attribute("weight", "metric", { unit: "weight" }), attribute("price", "price"), attribute("colour", "select"), attribute("claim", "text", { localizable: true })],
  families: [family("mug", ["weight", "price", "claim"]), family("plain", [])],
};

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
  familyCode: "mug",
  tags: ["kitchen"],
  // jsonb gives keys back in its own order.
  attributes: { weight: { unit: "g", amount: 350 }, price: "12 EUR", legacy: 7, claim: "Sturdy" },
  localized: { de: { name: "Becher", attributes: { claim: "Robust" } } },
  supplierId: "s",
  supplierName: "S",
  associations: {},
  createdAt: "",
  updatedAt: "",
};

describe("product form state", () => {
  it("types the family's values and keeps values of another shape as free-form rows", () => {
    const form = formOf(product, context);
    expect(form.typed).toEqual({ weight: { kind: "metric", amount: "350", unit: "g" }, claim: { kind: "text", text: "Sturdy" } });
    expect(form.attributes.map((r) => r.code)).toEqual(["price", "legacy"]);
    expect(form.localized.de!.typed).toEqual({ claim: { kind: "text", text: "Robust" } });
  });

  it("sends only what changed; a cleared typed input is sent as null", () => {
    const form = formOf(product, context);
    expect(patchBodyOf(form, product, context)).toEqual({ body: {}, problems: {} });
    form.typed.weight = { kind: "metric", amount: "", unit: "g" };
    form.typed.price = { kind: "price", rows: [{ currency: "EUR", amount: "12.50" }] };
    form.attributes = form.attributes.filter((r) => r.code !== "price");
    form.localized.de!.typed.claim = { kind: "text", text: "" };
    form.name = "Big mug";
    expect(patchBodyOf(form, product, context).body).toEqual({
      name: "Big mug",
      attributes: { price: [{ amount: 1250, currency: "EUR" }], weight: null },
      localized: { de: { name: "Becher" } },
    });
  });

  it("names the input whose text cannot be sent by the API's path", () => {
    const form = formOf(product, context);
    form.typed.weight = { kind: "metric", amount: "2", unit: "" };
    form.localized.de!.typed.claim = { kind: "text", text: "ok" };
    expect(patchBodyOf(form, product, context).problems).toEqual({ "attributes.weight": "Choose a unit for the amount." });
  });

  it("moves values between typed inputs and free-form rows when the family changes", () => {
    const none = withFamily(formOf(product, context), "plain", context);
    expect(none.typed).toEqual({});
    expect(none.attributes.map((r) => [r.code, r.value])).toEqual([
      ["price", "12 EUR"],
      ["legacy", "7"],
      ["weight", '{"amount":350,"unit":"g"}'],
      ["claim", "Sturdy"],
    ]);
    expect(none.localized.de!.attributes).toEqual({ claim: { value: "Robust", raw: "Robust" } });
    // Back again: nothing was lost, and the structured value was kept as it was.
    const back = withFamily(none, "mug", context);
    expect(back.typed.weight).toEqual({ kind: "metric", amount: "350", unit: "g" });
    expect(patchBodyOf(back, product, context).body).toEqual({});
  });

  it("creates with the family and typed values", () => {
    const form = { ...EMPTY_FORM, sku: "B-1", name: "Jug", familyCode: "mug", typed: { weight: { kind: "metric", amount: "1.2", unit: "kg" } as const } };
    expect(createBodyOf(form, context).body).toMatchObject({ familyCode: "mug", attributes: { weight: { amount: 1.2, unit: "kg" } }, localized: {} });
  });

  it("feeds the live completeness: each filled field raises the locale's share", () => {
    const live = { ...context, requiredAttributes: ["gtin"], hasImage: false, defaultLocale: "en", enabledLocales: ["en"] };
    const form = { ...EMPTY_FORM, name: "Mug" };
    expect(completeness(completenessInputOf(form, live)).locales[0]).toEqual({ locale: "en", percent: 25, missing: ["description", "attributes.gtin", "image"] });
    const fuller = { ...form, description: "Stoneware", attributes: [{ code: "gtin", value: "4006381333931" }] };
    expect(completeness(completenessInputOf(fuller, live)).score).toBe(75);
  });
});
