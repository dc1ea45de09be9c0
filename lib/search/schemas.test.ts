import { describe, expect, it } from "vitest";
import { searchProductsQuery } from "./schemas";

const parse = (query: Record<string, string>) => searchProductsQuery.safeParse(query);

describe("searchProductsQuery", () => {
  it("splits lists, trims items, drops empty ones and repeats", () => {
    const result = parse({ tags: " red, blue,,red ", facetBy: "status, tags,status" });
    expect(result.success && result.data.tags).toEqual(["red", "blue"]);
    expect(result.success && result.data.facetBy).toEqual(["status", "tags"]);
  });

  it("refuses a facetBy value outside the allowlist, naming the item", () => {
    const result = parse({ facetBy: "status,price" });
    expect(result.success).toBe(false);
    expect(!result.success && result.error.issues[0]?.path).toEqual(["facetBy", 1]);
  });

  it("refuses a categoryId that is not a UUID, a band or status it does not know", () => {
    expect(parse({ categoryId: "42" }).success).toBe(false);
    expect(parse({ categoryId: "6f1c2e1e-0000-0000-0000-00000000000g" }).success).toBe(false);
    expect(parse({ categoryId: "6F1C2E1E-0000-0000-0000-000000000001" }).success).toBe(true);
    expect(parse({ qualityBand: "blue" }).success).toBe(false);
    expect(parse({ status: "deleted" }).success).toBe(false);
  });

  it("treats a blank parameter as not sent", () => {
    const result = parse({ q: "  ", status: "", categoryId: "", facetBy: " ", tags: "" });
    expect(result.success && result.data).toEqual({ limit: 50, facetLimit: 50 });
  });

  it("collapses whitespace in q", () => {
    const result = parse({ q: "  red \t shoes " });
    expect(result.success && result.data.q).toBe("red shoes");
  });

  it("bounds q, tags and the page size", () => {
    expect(parse({ q: "x".repeat(201) }).success).toBe(false);
    expect(parse({ tags: Array.from({ length: 21 }, (_, i) => `t${i}`).join(",") }).success).toBe(false);
    expect(parse({ limit: "201" }).success).toBe(false);
    expect(parse({ limit: "0" }).success).toBe(false);
  });

  it("gathers attr.* parameters into filters in a canonical order, and attribute facets", () => {
    const parsed = searchProductsQuery.parse({ "attr.weight.lte": "2", "attr.colour": " red ", "attr.weight.gte": "0.5", facetBy: "status,attr.colour" });
    expect(parsed.attr).toEqual([
      { code: "colour", op: "eq", value: "red" },
      { code: "weight", op: "gte", value: "0.5" },
      { code: "weight", op: "lte", value: "2" },
    ]);
    expect(parsed.facetBy).toEqual(["status", "attr.colour"]);
    expect(searchProductsQuery.parse({}).attr).toBeUndefined();
  });

  it("refuses malformed attribute parameters and too many of them", () => {
    for (const bad of [{ "attr.Colour": "x" }, { "attr.colour.between": "1" }, { "attr.colour": "" }, { facetBy: "attr.Bad" }]) {
      expect(searchProductsQuery.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    const eleven = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`attr.c${i}`, "x"]));
    expect(searchProductsQuery.safeParse(eleven).success).toBe(false);
    expect(searchProductsQuery.safeParse({ facetBy: "attr.a,attr.b,attr.c,attr.d,attr.e,attr.f" }).success).toBe(false);
  });
});
