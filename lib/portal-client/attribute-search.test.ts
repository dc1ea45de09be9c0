import { describe, expect, it } from "vitest";
import { attributeLabel, matchesAttribute } from "./attribute-search";

describe("finding an attribute", () => {
  const colour = { code: "colour_main", labels: { en: "Main colour", fr: "Couleur" } };
  it("matches the code or any label in any case, and everything for no text", () => {
    expect(matchesAttribute(colour, "MAIN", "en")).toBe(true);
    expect(matchesAttribute(colour, "couleur", "en")).toBe(true);
    expect(matchesAttribute(colour, "_main", "en")).toBe(true);
    expect(matchesAttribute(colour, "size", "en")).toBe(false);
    expect(matchesAttribute(colour, "  ", "en")).toBe(true);
  });
  it("labels in the default locale, else by code", () => {
    expect(attributeLabel(colour, "en")).toBe("Main colour");
    expect(attributeLabel(colour, "de")).toBe("colour_main");
  });
});
