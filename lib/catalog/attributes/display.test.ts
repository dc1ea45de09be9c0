import { describe, expect, it } from "vitest";
import type { AttributeLabelDocument } from "../documents";
import { displayAttributes, displayValue, labelIn } from "./display";

const colour: AttributeLabelDocument = {
  code: "colour",
  type: "select",
  unit: null,
  labels: { "en-GB": "Colour", de: "Farbe" },
  options: [{ code: "oak", labels: { "en-GB": "Natural oak", de: "Eiche" } }],
};
const features: AttributeLabelDocument = { code: "features", type: "multiselect", unit: null, labels: { en: "Features" }, options: [{ code: "usb", labels: { en: "USB port" } }] };
const manual: AttributeLabelDocument = { code: "manual", type: "asset", unit: null, labels: { en: "Manual" }, options: [] };

describe("attribute display", () => {
  it("picks the reader's locale, then its language, then the first label, then the code", () => {
    expect(labelIn(colour.labels, "en-GB", "colour")).toBe("Colour");
    expect(labelIn(colour.labels, "de-AT", "colour")).toBe("Farbe");
    expect(labelIn(colour.labels, "en-US", "colour")).toBe("Colour");
    expect(labelIn(colour.labels, "fr", "colour")).toBe("Colour");
    expect(labelIn({}, "fr", "colour")).toBe("colour");
    expect(labelIn(undefined, "fr", "colour")).toBe("colour");
  });

  it("writes values in words: options by label, booleans, amounts and prices", () => {
    expect(displayValue(colour, "oak", "de")).toBe("Eiche");
    expect(displayValue(colour, "walnut", "de")).toBe("walnut");
    expect(displayValue(features, ["usb", "wifi"], "en")).toBe("USB port, wifi");
    expect(displayValue(undefined, true, "en")).toBe("Yes");
    expect(displayValue(undefined, false, "en")).toBe("No");
    expect(displayValue(undefined, { amount: 2.5, unit: "kg" }, "en")).toBe("2.5 kg");
    expect(displayValue(undefined, [{ amount: 12999, currency: "EUR" }, { amount: 500, currency: "JPY" }], "en-GB")).toBe("€129.99, JP¥500");
    expect(displayValue(undefined, 42, "en")).toBe("42");
    expect(displayValue(undefined, "plain", "en")).toBe("plain");
    expect(displayValue(undefined, null, "en")).toBeNull();
    expect(displayValue(manual, "6f1c1a52-3c1e-4d5e-9a55-0c4b7f1f2a10", "en")).toBeNull();
  });

  it("lists a product's attributes by label, leaving out what readers are not shown", () => {
    const dictionary = new Map([colour, manual].map((a) => [a.code, a]));
    expect(displayAttributes({ legacy_code: "X1", colour: "oak", manual: "6f1c1a52-3c1e-4d5e-9a55-0c4b7f1f2a10" }, dictionary, "en-GB")).toEqual([
      { code: "colour", label: "Colour", value: "Natural oak" },
      { code: "legacy_code", label: "legacy_code", value: "X1" },
    ]);
  });
});
