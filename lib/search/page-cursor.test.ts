import { describe, expect, it } from "vitest";
import { searchBinding } from "./page-cursor";
import { searchProductsQuery } from "./schemas";

const binding = (org: string, query: Record<string, string>) => searchBinding(org, searchProductsQuery.parse(query));

describe("searchBinding", () => {
  it("is the same for the same search written differently", () => {
    expect(binding("o1", { q: "red  shoes", tags: "b,a" })).toBe(binding("o1", { q: " red shoes", tags: "a,b,a", limit: "10", facetBy: "tags" }));
  });

  it("differs by organisation and by every filter", () => {
    const base = binding("o1", {});
    expect(binding("o2", {})).not.toBe(base);
    for (const [name, value] of Object.entries({
      q: "x",
      status: "active",
      qualityBand: "red",
      categoryId: "6f1c2e1e-0000-4000-8000-000000000001",
      categoryName: "Shoes",
      tags: "x",
      supplierName: "Acme",
    })) {
      expect(binding("o1", { [name]: value }), name).not.toBe(base);
    }
  });

  it("binds a sort other than the default, and lists in any order as one value binds as before", () => {
    const base = binding("o1", {});
    expect(binding("o1", { sort: "createdAt" })).toBe(base);
    expect(binding("o1", { sort: "-createdAt" })).not.toBe(base);
    expect(binding("o1", { sort: "name" })).not.toBe(binding("o1", { sort: "-name" }));
    expect(binding("o1", { status: "draft,active" })).toBe(binding("o1", { status: "active,draft" }));
    expect(binding("o1", { status: "draft" })).toContain('"draft"');
    expect(binding("o1", { categoryName: "B,A" })).toBe(binding("o1", { categoryName: "A,B" }));
  });
});
