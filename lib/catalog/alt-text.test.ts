import { describe, expect, it } from "vitest";
import { altTextFor } from "./alt-text";

describe("alt text for a reader", () => {
  it("takes the locale's, then the language's, else none", () => {
    const texts = { en: "A blue mug", "de-DE": "Ein blauer Becher" };
    expect(altTextFor(texts, "en")).toBe("A blue mug");
    expect(altTextFor(texts, "en-GB")).toBe("A blue mug");
    expect(altTextFor(texts, "de-CH")).toBe("Ein blauer Becher");
    expect(altTextFor(texts, "fr")).toBeUndefined();
    expect(altTextFor(undefined, "en")).toBeUndefined();
  });
});
