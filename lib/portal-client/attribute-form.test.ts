import { describe, expect, it } from "vitest";
import { createAttributeBody } from "@/lib/catalog/attributes/schemas";
import type { AttributeDocument } from "./api-types";
import { EMPTY_ATTRIBUTE, createBodyOf, attributeFieldOf, formOf, updateBodyOf, validationKeysOf } from "./attribute-form";

describe("createBodyOf", () => {
  it("sends options and no unit or validation for a select", () => {
    const form = { ...EMPTY_ATTRIBUTE, code: " colour ", type: "select" as const, label: "Colour", unit: "weight", min: "3", options: [{ code: "red", label: "Red" }, { code: "blue", label: "" }] };
    const body = createBodyOf(form, "en");
    expect(body).toEqual({
      code: "colour",
      type: "select",
      labels: { en: "Colour" },
      localizable: false,
      group: null,
      unit: null,
      options: [{ code: "red", labels: { en: "Red" } }, { code: "blue", labels: {} }],
      validation: {},
    });
    expect(createAttributeBody.safeParse(body).success).toBe(true);
  });

  it("sends the unit family and numeric bounds of a metric, not its options or length rules", () => {
    const form = { ...EMPTY_ATTRIBUTE, code: "weight", type: "metric" as const, unit: "weight", min: "0", max: "2.5", decimals: "", maxLength: "9", options: [{ code: "x", label: "" }] };
    const body = createBodyOf(form, "en");
    expect(body).toMatchObject({ unit: "weight", options: [], validation: { min: 0, max: 2.5 } });
    expect(createAttributeBody.safeParse(body).success).toBe(true);
  });

  it("sends the text rules of a text attribute and trims the group", () => {
    const body = createBodyOf({ ...EMPTY_ATTRIBUTE, code: "gtin", group: "  Identity ", pattern: "^[0-9]{13}$", maxLength: "13", min: "1" }, "de");
    expect(body).toMatchObject({ group: "Identity", labels: {}, validation: { pattern: "^[0-9]{13}$", maxLength: 13 } });
  });
});

describe("validationKeysOf", () => {
  it("matches the types the API takes each key for", () => {
    expect(validationKeysOf("textarea")).toEqual(["minLength", "maxLength", "pattern"]);
    expect(validationKeysOf("number")).toEqual(["min", "max", "decimals"]);
    expect(validationKeysOf("boolean")).toEqual([]);
  });
});

describe("editing", () => {
  const attribute: AttributeDocument = {
    code: "colour",
    type: "select",
    labels: { en: "Colour", de: "Farbe" },
    localizable: false,
    group: null,
    unit: null,
    options: [{ code: "red", labels: { en: "Red", de: "Rot" } }],
    validation: {},
    createdAt: "2026-01-01T00:00:00Z",
    updatedAt: "2026-01-01T00:00:00Z",
  };

  it("round-trips and keeps other locales' labels", () => {
    const form = formOf(attribute, "en");
    expect(form).toMatchObject({ code: "colour", label: "Colour", options: [{ code: "red", label: "Red" }] });
    const body = updateBodyOf({ ...form, label: "Color", options: [...form.options, { code: "green", label: "Green" }] }, "en", attribute);
    expect(body).not.toHaveProperty("code");
    expect(body.labels).toEqual({ de: "Farbe", en: "Color" });
    expect(body.options).toEqual([{ code: "red", labels: { de: "Rot", en: "Red" } }, { code: "green", labels: { en: "Green" } }]);
  });

  it("removes the locale's label when it is cleared", () => {
    expect(updateBodyOf({ ...formOf(attribute, "en"), label: " " }, "en", attribute).labels).toEqual({ de: "Farbe" });
  });
});

describe("field errors", () => {
  it("maps API paths to form fields", () => {
    expect(attributeFieldOf("labels.en")).toBe("label");
    expect(attributeFieldOf("options.1.code")).toBe("options.1.code");
    expect(attributeFieldOf("options.0.labels.en")).toBe("options.0.label");
    expect(attributeFieldOf("validation.min")).toBe("min");
    expect(attributeFieldOf("unit")).toBe("unit");
  });
});
