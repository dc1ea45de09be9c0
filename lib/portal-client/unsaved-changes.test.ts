import { describe, expect, it } from "vitest";
import type { AttributeDocument, FamilyDocument, ProductDocument } from "./api-types";
import { EMPTY_FORM, formOf, type FormContext } from "./product-form";
import { unsavedFields } from "./unsaved-changes";

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
const family: FamilyDocument = { code: "mug", labels: {}, attributes: ["weight", "claim"], requiredAttributes: [], variantAxes: [], createdAt: "", updatedAt: "" };
const context: FormContext = { dictionary: [attribute("weight", "number"), attribute("claim", "text", { localizable: true })], families: [family] };

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
  attributes: { weight: 350, claim: "Sturdy", legacy: "x" },
  localized: { de: { name: "Becher", attributes: { claim: "Robust" } } },
  supplierId: "s",
  supplierName: "S",
  associations: {},
  createdAt: "",
  updatedAt: "",
};

describe("unsaved fields", () => {
  it("is empty for the product as loaded", () => {
    expect(unsavedFields(formOf(product, context), product, context)).toEqual([]);
  });

  it("names each changed field once, an edit undone counting no more", () => {
    const form = formOf(product, context);
    form.name = "Big mug";
    form.typed.weight = { kind: "number", text: "400" };
    form.localized.de!.name = "Großer Becher";
    form.attributes = [];
    expect(unsavedFields(form, product, context)).toEqual(["attributes.legacy", "attributes.weight", "localized.de.name", "name"]);
    form.name = "Mug";
    expect(unsavedFields(form, product, context)).not.toContain("name");
  });

  it("counts an input whose text is not yet a value", () => {
    const form = formOf(product, context);
    form.typed.weight = { kind: "number", text: "heavy" };
    expect(unsavedFields(form, product, context)).toEqual(["attributes.weight"]);
  });

  it("compares a new product with the empty form", () => {
    expect(unsavedFields(EMPTY_FORM, undefined, context)).toEqual([]);
    expect(unsavedFields({ ...EMPTY_FORM, sku: "N-1", tags: "a, b" }, undefined, context)).toEqual(["sku", "tags"]);
  });
});
