import { describe, expect, it } from "vitest";
import { assembleFacets, compareCounts } from "./facets";

describe("compareCounts", () => {
  it("orders by count descending, then by value", () => {
    const counts = [
      { value: "b", count: 2 },
      { value: "a", count: 1 },
      { value: "c", count: 2 },
      { value: "B", count: 2 },
      { value: "ä", count: 2 },
    ];
    expect(counts.sort(compareCounts).map((c) => c.value)).toEqual(["B", "b", "c", "ä", "a"]);
  });
});

describe("assembleFacets", () => {
  it("answers the fields in the order asked, empty ones included, zero counts dropped", () => {
    const facets = assembleFacets(
      ["tags", "status", "qualityScore"],
      [
        { facet: "status", value: "active", count: 3 },
        { facet: "tags", value: "x", count: 1 },
        { facet: "tags", value: "y", count: 4 },
        { facet: "status", value: "draft", count: 0 },
      ],
    );
    expect(facets).toEqual([
      { field: "tags", counts: [{ value: "y", count: 4 }, { value: "x", count: 1 }] },
      { field: "status", counts: [{ value: "active", count: 3 }] },
      { field: "qualityScore", counts: [] },
    ]);
  });

  it("answers at most the limit of values per facet, the most frequent, and says it cut", () => {
    const rows = Array.from({ length: 12 }, (_, i) => ({ facet: "tags", value: `t${i}`, count: i + 1 }));
    const [tags, status] = assembleFacets(["tags", "status"], [...rows, { facet: "status", value: "active", count: 2 }], 3);
    expect(tags).toEqual({ field: "tags", counts: [{ value: "t11", count: 12 }, { value: "t10", count: 11 }, { value: "t9", count: 10 }], truncated: true });
    expect(status).toEqual({ field: "status", counts: [{ value: "active", count: 2 }] });
  });
});
