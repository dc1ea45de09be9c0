import { describe, expect, it } from "vitest";
import { axesLine } from "./axes-source";

describe("axesLine", () => {
  const options = new Map([["color", new Map([["red", { en: "Red", de: "Rot" }]])]]);

  it("shows options by their label in the channel's locale and metrics with their unit", () => {
    const values = [
      { code: "color", value: "red" },
      { code: "size", value: { amount: 42, unit: "cm" } },
    ];
    expect(axesLine(values, options, "en", "en")).toBe("color: Red, size: 42 cm");
    expect(axesLine(values, options, "de-AT", "en")).toBe("color: Rot, size: 42 cm");
  });

  it("is empty for a product that is not a variant, and shows an unknown option as its code", () => {
    expect(axesLine([], options, "en", "en")).toBeNull();
    expect(axesLine([{ code: "color", value: "teal" }, { code: "organic", value: true }], options, "en", "en")).toBe("color: teal, organic: true");
  });
});
