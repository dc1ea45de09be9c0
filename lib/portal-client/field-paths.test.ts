import { describe, expect, it } from "vitest";
import { completenessTargets, errorsByInput, inputPathOf } from "./field-paths";

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
});
