import { describe, expect, it } from "vitest";
import { clearFilters, decodeGridState, encodeGridState, hasFilters, nextSort, searchParamsOf, sortDirection, toggleFilter } from "./grid-state";

const decode = (text: string) => decodeGridState(new URLSearchParams(text));

describe("product grid URL state", () => {
  it("round-trips through the URL in one canonical order, defaults left out", () => {
    const state = decode("tags=sale&status=draft&sort=-name&q=%20lamp%20&status=active&categoryName=A%2C%20B&kind=model");
    expect(state).toEqual({ q: " lamp ", sort: "-name", kind: "model", filters: { status: ["draft", "active"], qualityScore: [], categoryName: ["A, B"], tags: ["sale"] } });
    const text = encodeGridState(state).toString();
    expect(text).toBe("q=lamp&kind=model&sort=-name&status=draft&status=active&categoryName=A%2C+B&tags=sale");
    expect(decode(text)).toEqual({ ...state, q: "lamp" });
    expect(encodeGridState(decode("")).toString()).toBe("");
  });

  it("drops what it does not know: bad sorts, statuses, bands, kinds, blanks and repeats", () => {
    const state = decode("sort=price&status=bogus&status=draft&status=draft&qualityBand=red&qualityBand=purple&kind=all&categoryName=&tags=%20");
    expect(state.sort).toBeNull();
    expect(state.kind).toBe("");
    expect(state.filters).toEqual({ status: ["draft"], qualityScore: ["red"], categoryName: [], tags: [] });
  });

  it("keeps a facet's other values when one is ticked, and removes a value ticked again", () => {
    let state = decode("");
    state = toggleFilter(state, "status", "draft");
    state = toggleFilter(state, "status", "active");
    expect(state.filters.status).toEqual(["draft", "active"]);
    state = toggleFilter(state, "status", "draft");
    expect(state.filters.status).toEqual(["active"]);
    expect(hasFilters(state)).toBe(true);
    expect(hasFilters(clearFilters(state))).toBe(false);
  });

  it("sends each facet's values comma-separated, and leaves one facet out for its own counts", () => {
    const state = decode("status=draft&status=active&qualityBand=red&tags=a&tags=b&sort=sku");
    expect(searchParamsOf(state)).toEqual({ q: undefined, kind: undefined, sort: "sku", status: "draft,active", qualityBand: "red", tags: "a,b" });
    expect(searchParamsOf(state, "status")).toEqual({ q: undefined, kind: undefined, sort: "sku", qualityBand: "red", tags: "a,b" });
  });

  it("cycles a column's order: ascending, descending, default", () => {
    expect(nextSort(null, "name")).toBe("name");
    expect(nextSort("name", "name")).toBe("-name");
    expect(nextSort("-name", "name")).toBeNull();
    expect(nextSort("-sku", "name")).toBe("name");
    expect(sortDirection("-sku", "sku")).toBe("descending");
    expect(sortDirection("sku", "name")).toBeNull();
  });
});
