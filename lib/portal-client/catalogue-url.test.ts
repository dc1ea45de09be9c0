import { describe, expect, it } from "vitest";
import { catalogueQueryString, catalogueStateOf } from "./catalogue-url";

describe("the catalogue's address", () => {
  it("round-trips the text and the chosen filters", () => {
    const state = { q: "oak chair", selected: { supplierName: ["Birch Works"], tags: ["seating", "outdoor"] } };
    const qs = catalogueQueryString(state);
    expect(qs).toBe("?q=oak+chair&supplierName=Birch+Works&tags=seating&tags=outdoor");
    expect(catalogueStateOf(new URLSearchParams(qs))).toEqual(state);
  });

  it("drops unknown parameters, empty values and a second value of a single-valued filter", () => {
    expect(catalogueStateOf(new URLSearchParams("status=draft&categoryName=&supplierName=A&supplierName=B&tags=x&tags=x"))).toEqual({
      q: "",
      selected: { supplierName: ["A"], tags: ["x"] },
    });
    expect(catalogueQueryString({ q: "  ", selected: {} })).toBe("");
  });
});
