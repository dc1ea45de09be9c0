import { describe, expect, it } from "vitest";
import type { AttributeDocument, ProductDocument } from "./api-types";
import { EMPTY_FORM, formOf, type FormContext } from "./product-form";
import { checkProductForm, errorsAfterEdit } from "./product-form-errors";

const weight: AttributeDocument = { code: "weight", type: "number", labels: {}, localizable: false, group: null, unit: null, options: [], validation: {}, createdAt: "", updatedAt: "" };
const context: FormContext = { dictionary: [weight], families: [{ code: "box", labels: {}, attributes: ["weight"], requiredAttributes: [], variantAxes: [], createdAt: "", updatedAt: "" }] };

describe("the product form's own checks", () => {
  it("says in words what an empty new product lacks", () => {
    expect(checkProductForm(EMPTY_FORM, undefined, context).errors).toEqual({ sku: "Enter a SKU.", name: "Enter a name." });
  });

  it("adds typed inputs whose text is not a value", () => {
    const form = { ...EMPTY_FORM, sku: "B-1", name: "Box", familyCode: "box", typed: { weight: { kind: "number" as const, text: "heavy" } } };
    const { errors } = checkProductForm(form, undefined, context);
    expect(Object.keys(errors)).toEqual(["attributes.weight"]);
  });

  it("checks an edit's patch only: a stored value is not judged again", () => {
    const product = { id: "p", sku: "OLD SKU", name: "Box", description: null, status: "draft", categoryId: null, kind: "simple", parentId: null, inherited: [], categoryName: null, familyCode: null, tags: [], attributes: {}, localized: {}, createdAt: "", updatedAt: "" } as unknown as ProductDocument;
    const form = formOf(product, context);
    expect(checkProductForm({ ...form, name: "Bigger box" }, product, context).errors).toEqual({});
    expect(checkProductForm({ ...form, sku: "NEW SKU" }, product, context).errors).toEqual({ sku: "A SKU cannot contain spaces." });
  });

  it("checks an edited input again: its message follows the text and goes once it is right", () => {
    const before = { sku: "Enter a SKU.", name: "Enter a name." };
    const spaced = errorsAfterEdit(before, "sku", { ...EMPTY_FORM, sku: "A 1" }, undefined, context);
    expect(spaced).toEqual({ sku: "A SKU cannot contain spaces.", name: "Enter a name." });
    expect(errorsAfterEdit(spaced, "sku", { ...EMPTY_FORM, sku: "A-1" }, undefined, context)).toEqual({ name: "Enter a name." });
  });

  it("drops a message only the API could give at the input's first edit, and leaves inputs without one alone", () => {
    const taken = { sku: "Another product has the SKU A-1: choose another." };
    expect(errorsAfterEdit(taken, "sku", { ...EMPTY_FORM, sku: "A-2", name: "Box" }, undefined, context)).toEqual({});
    expect(errorsAfterEdit(taken, "name", { ...EMPTY_FORM, sku: "A-2" }, undefined, context)).toBe(taken);
  });
});
