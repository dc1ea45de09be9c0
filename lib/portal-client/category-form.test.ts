import { describe, expect, it } from "vitest";
import type { AttributeDocument } from "./api-types";
import { categoryErrorsOf, EMPTY_PICK, pickOf, requiredCodesOf, requiredLabels, togglePick } from "./category-form";

const attribute = (code: string, labels: Record<string, string> = {}) => ({ code, labels }) as AttributeDocument;
const dictionary = [attribute("weight", { en: "Weight" }), attribute("gtin", { en: "GTIN" }), attribute("colour")];

describe("a category's required attributes in the form", () => {
  it("splits a stored list between the dictionary's codes and typed ones", () => {
    expect(pickOf(["gtin", "wattage", "weight", "old_code"], dictionary)).toEqual({ picked: ["gtin", "weight"], other: "wattage, old_code" });
  });

  it("sends ticked codes in the dictionary's order, then typed ones, each once", () => {
    const pick = togglePick(togglePick(EMPTY_PICK, "gtin", true), "weight", true);
    expect(requiredCodesOf({ ...pick, other: " wattage, gtin ,, wattage" }, dictionary)).toEqual(["weight", "gtin", "wattage"]);
    expect(requiredCodesOf(togglePick(pick, "gtin", false), dictionary)).toEqual(["weight"]);
  });

  it("names codes by label where the dictionary has one", () => {
    expect(requiredLabels(["weight", "colour", "wattage"], dictionary, "en")).toEqual(["Weight", "colour", "wattage"]);
  });

  it("puts an error at the list for a ticked code and at the text input for a typed one", () => {
    const pick = { picked: ["weight"], other: "bad code" };
    const details = [
      { path: "requiredAttributes.1", message: "Use 1-100 letters, digits, _ . or -." },
      { path: "name", message: "Too small: expected string to have >=1 characters" },
    ];
    expect(categoryErrorsOf(details, ["weight", "bad code"], pick)).toEqual({ otherRequired: "bad code: Use 1-100 letters, digits, _ . or -.", name: "Enter a name." });
    expect(categoryErrorsOf([{ path: "requiredAttributes.0", message: "Unknown." }], ["weight"], pick)).toEqual({ requiredAttributes: "weight: Unknown." });
    expect(categoryErrorsOf([{ path: "requiredAttributes", message: "Too big: expected array to have <=100 items" }], [], pick)).toEqual({ requiredAttributes: "Use at most 100 entries." });
  });
});
