import { describe, expect, it } from "vitest";
import { altTextsOf, mainImageId, moveItem } from "./media-order";

describe("product media order", () => {
  it("moves an item, clamping to the list", () => {
    expect(moveItem(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(moveItem(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b", "c"], 0, 9)).toEqual(["b", "c", "a"]);
    expect(moveItem(["a", "b", "c"], 1, -3)).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b"], 5, 0)).toEqual(["a", "b"]);
  });

  it("finds the main image: the first image, not the first file", () => {
    expect(mainImageId([{ id: "pdf", assetType: "document" }, { id: "img", assetType: "image" }, { id: "img2", assetType: "image" }])).toBe("img");
    expect(mainImageId([{ id: "pdf", assetType: "document" }])).toBeNull();
  });

  it("sends the alt texts typed, without blanks", () => {
    expect(altTextsOf({ en: " A blue mug ", de: "  ", fr: "" })).toEqual({ en: "A blue mug" });
  });
});
