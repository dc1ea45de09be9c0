import { describe, expect, it } from "vitest";
import { attributePatch } from "./attribute-edit";

describe("attributePatch", () => {
  it("sets or clears one canonical attribute as a merge patch", () => {
    expect(attributePatch({ code: "colour", value: "red" }, {})).toEqual({ attributes: { colour: "red" } });
    expect(attributePatch({ code: "colour", value: null }, {})).toEqual({ attributes: { colour: null } });
  });

  it("changes one attribute of a locale and keeps the locale's other values", () => {
    const localized = { de: { name: "Lampe", attributes: { material: "Holz", colour: "rot" } }, fr: { name: "Lampe" } };
    expect(attributePatch({ code: "colour", value: "blau", locale: "de" }, localized)).toEqual({
      localized: { de: { name: "Lampe", attributes: { material: "Holz", colour: "blau" } } },
    });
    expect(attributePatch({ code: "colour", value: "bleu", locale: "fr" }, localized)).toEqual({ localized: { fr: { name: "Lampe", attributes: { colour: "bleu" } } } });
    expect(attributePatch({ code: "colour", value: "x", locale: "it" }, localized)).toEqual({ localized: { it: { attributes: { colour: "x" } } } });
  });

  it("drops a locale's attributes, then the locale, that a clear leaves empty", () => {
    const localized = { de: { name: "Lampe", attributes: { colour: "rot" } }, fr: { attributes: { colour: "rouge" } } };
    expect(attributePatch({ code: "colour", value: null, locale: "de" }, localized)).toEqual({ localized: { de: { name: "Lampe" } } });
    expect(attributePatch({ code: "colour", value: null, locale: "fr" }, localized)).toEqual({ localized: { fr: null } });
    expect(attributePatch({ code: "colour", value: null, locale: "it" }, localized)).toEqual({ localized: { it: null } });
  });
});
