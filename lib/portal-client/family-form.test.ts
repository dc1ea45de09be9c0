import { describe, expect, it } from "vitest";
import { createFamilyBody } from "@/lib/catalog/families/schemas";
import type { FamilyDocument } from "./api-types";
import { EMPTY_FAMILY, canBeAxis, createFamilyBodyOf, familyFieldOf, familyFormOf, toggleAttribute, toggleIn, updateFamilyBodyOf } from "./family-form";

describe("family form", () => {
  it("keeps required codes and axes in the order the attributes were picked", () => {
    const form = { ...EMPTY_FAMILY, code: "lamp", label: "Lamp", attributes: ["colour", "weight", "gtin"], required: ["gtin", "colour"], axes: ["colour"] };
    const body = createFamilyBodyOf(form, "en");
    expect(body).toEqual({ code: "lamp", labels: { en: "Lamp" }, attributes: ["colour", "weight", "gtin"], requiredAttributes: ["colour", "gtin"], variantAxes: ["colour"] });
    expect(createFamilyBody.safeParse(body).success).toBe(true);
  });

  it("unpicking an attribute takes it out of the required codes and the axes", () => {
    const form = { ...EMPTY_FAMILY, attributes: ["colour", "weight"], required: ["colour"], axes: ["colour"] };
    expect(toggleAttribute(form, "colour", false)).toEqual({ ...EMPTY_FAMILY, attributes: ["weight"], required: [], axes: [] });
    expect(toggleAttribute(form, "colour", true)).toBe(form);
    expect(toggleAttribute(form, "gtin", true).attributes).toEqual(["colour", "weight", "gtin"]);
  });

  it("toggles a code in a list once", () => {
    expect(toggleIn(["a"], "a", true)).toEqual(["a"]);
    expect(toggleIn(["a"], "b", true)).toEqual(["a", "b"]);
    expect(toggleIn(["a", "b"], "a", false)).toEqual(["b"]);
  });

  it("offers only select, boolean and metric attributes as axes", () => {
    expect(canBeAxis({ type: "select" })).toBe(true);
    expect(canBeAxis({ type: "metric" })).toBe(true);
    expect(canBeAxis({ type: "multiselect" })).toBe(false);
    expect(canBeAxis({ type: "text" })).toBe(false);
  });

  it("edits without the code and keeps other locales' labels", () => {
    const family: FamilyDocument = { code: "lamp", labels: { en: "Lamp", fr: "Lampe" }, attributes: ["colour"], requiredAttributes: [], variantAxes: [], createdAt: "", updatedAt: "" };
    const form = familyFormOf(family, "en");
    expect(updateFamilyBodyOf({ ...form, label: "Lamps", required: ["colour"] }, "en", family)).toEqual({
      labels: { fr: "Lampe", en: "Lamps" },
      attributes: ["colour"],
      requiredAttributes: ["colour"],
      variantAxes: [],
    });
  });

  it("names the field of an error path", () => {
    expect(familyFieldOf("labels.en")).toBe("label");
    expect(familyFieldOf("requiredAttributes.2")).toBe("requiredAttributes");
    expect(familyFieldOf("code")).toBe("code");
  });
});
