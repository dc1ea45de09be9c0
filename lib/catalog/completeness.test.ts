import { describe, expect, it } from "vitest";
import { completeness, isFilled, type CompletenessInput } from "./completeness";

const base: CompletenessInput = {
  name: "Espresso",
  description: "Dark and short.",
  attributes: { origin: "Brazil", roast: "dark" },
  localized: {},
  requiredAttributes: ["origin", "roast"],
  hasImage: true,
  defaultLocale: "en",
  enabledLocales: ["en"],
};

describe("completeness", () => {
  it("is 100 when every required field is filled in the only locale", () => {
    expect(completeness(base)).toEqual({ score: 100, locales: [{ locale: "en", percent: 100, missing: [] }] });
  });

  it("counts name, description, required attributes and one image", () => {
    const result = completeness({ ...base, description: "  ", attributes: { origin: "Brazil" }, hasImage: false });
    expect(result.locales[0]).toEqual({ locale: "en", percent: 40, missing: ["description", "attributes.roast", "image"] });
    expect(result.score).toBe(40);
  });

  it("does not let canonical values fill a non-default locale", () => {
    const result = completeness({ ...base, enabledLocales: ["en", "de"] });
    expect(result.locales[1]).toEqual({ locale: "de", percent: 20, missing: ["name", "description", "attributes.origin", "attributes.roast"] });
    expect(result.score).toBe(20);
  });

  it("lets the one value of a non-localizable attribute fill every locale", () => {
    const result = completeness({ ...base, enabledLocales: ["en", "de"], sharedAttributes: new Set(["origin"]) });
    expect(result.locales[1]).toEqual({ locale: "de", percent: 40, missing: ["name", "description", "attributes.roast"] });
  });

  it("fills a locale from its localized values, and the default locale from either", () => {
    const result = completeness({
      ...base,
      name: "",
      enabledLocales: ["en", "de"],
      localized: {
        en: { name: "Espresso" },
        de: { name: "Espresso", description: "Dunkel.", attributes: { origin: "Brasilien", roast: "dunkel" } },
      },
    });
    expect(result.locales.map((l) => l.percent)).toEqual([100, 100]);
    expect(result.score).toBe(100);
  });

  it("takes the floor of the minimum", () => {
    // 6 required fields, 5 filled: 83.33 → 83.
    const result = completeness({ ...base, requiredAttributes: ["origin", "roast", "grind"] });
    expect(result.score).toBe(83);
    // No category: 3 required; 2 filled → 66.
    expect(completeness({ ...base, requiredAttributes: [], hasImage: false }).score).toBe(66);
  });

  it("treats empty arrays and null as missing, numbers and false as filled", () => {
    expect(isFilled([])).toBe(false);
    expect(isFilled(null)).toBe(false);
    expect(isFilled(0)).toBe(true);
    expect(isFilled(false)).toBe(true);
    expect(isFilled(["a"])).toBe(true);
  });
});
