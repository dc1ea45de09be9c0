import { describe, expect, it } from "vitest";
import { completenessTargets, describeField, errorsByInput, inputPathOf, sourceFieldOf } from "./field-paths";

describe("product form field paths", () => {
  it("maps error paths to the input holding the whole value", () => {
    expect(inputPathOf("attributes.weight")).toBe("attributes.weight");
    expect(inputPathOf("attributes.price.0.amount")).toBe("attributes.price");
    expect(inputPathOf("localized.de-DE.attributes.color")).toBe("localized.de-DE.attributes.color");
    expect(inputPathOf("localized.de-DE.name")).toBe("localized.de-DE.name");
    expect(inputPathOf("tags.0")).toBe("tags");
    expect(errorsByInput([
      { path: "attributes.weight", message: "first" },
      { path: "attributes.weight", message: "second" },
    ])).toEqual({ "attributes.weight": "first" });
  });

  it("finds the inputs that fill a missing field in a locale", () => {
    expect(completenessTargets("attributes.color", "en", "en")).toEqual(["attributes.color", "localized.en.attributes.color"]);
    expect(completenessTargets("attributes.color", "de", "en")).toEqual(["localized.de.attributes.color", "attributes.color"]);
    expect(completenessTargets("name", "de", "en")).toEqual(["localized.de.name", "name"]);
    expect(completenessTargets("image", "de", "en")).toEqual(["image"]);
  });

  it("reads the product field a channel target comes from", () => {
    expect(sourceFieldOf({ from: "attributes.color" })).toBe("attributes.color");
    expect(sourceFieldOf({ from: "images[0]" })).toBe("image");
    expect(sourceFieldOf({ from: "sku" })).toBeNull();
    expect(sourceFieldOf({})).toBeNull();
    expect(sourceFieldOf(undefined)).toBeNull();
  });

  it("names fields in plain words", () => {
    const labelOf = (code: string) => (code === "color" ? "Colour" : code);
    expect(describeField("localized.de-DE.attributes.color", labelOf)).toBe("Colour (de-DE)");
    expect(describeField("attributes.gtin", labelOf)).toBe("gtin");
    expect(describeField("localized.de.name", labelOf)).toBe("name (de)");
    expect(describeField("image", labelOf)).toBe("at least one linked image");
  });
});
