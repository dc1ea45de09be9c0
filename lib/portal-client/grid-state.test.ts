import { describe, expect, it } from "vitest";
import {
  clearFilters,
  decodeGridState,
  encodeGridState,
  filteredCodes,
  filterParamsOf,
  hasFilters,
  nextSort,
  orderLabel,
  removeAttributeFilters,
  searchParamsOf,
  setAttributeFilter,
  sortDirection,
  stateOfView,
  toggleFilter,
} from "./grid-state";

const decode = (text: string) => decodeGridState(new URLSearchParams(text));
const CATEGORY = "0b7e3c36-5a0e-4f4c-9f43-2f1f4f8f5a11";

describe("product grid URL state", () => {
  it("round-trips through the URL in one canonical order, defaults left out", () => {
    const state = decode(`tags=sale&status=draft&sort=-name&q=%20lamp%20&status=active&kind=model&familyCode=shirts&categoryId=${CATEGORY}&attr.weight.gte=2&attr.colour=red,blue&columns=name,attributes.colour`);
    expect(state).toEqual({
      q: " lamp ",
      sort: "-name",
      kind: "model",
      filters: { status: ["draft", "active"], qualityBand: [], familyCode: ["shirts"], tags: ["sale"] },
      categoryId: CATEGORY,
      attributes: { "attr.weight.gte": "2", "attr.colour": "red,blue" },
      columns: ["sku", "name", "attributes.colour"],
      view: null,
      readyFor: null,
      notReadyFor: null,
    });
    const text = encodeGridState(state).toString();
    expect(text).toBe(`q=lamp&kind=model&sort=-name&status=draft&status=active&familyCode=shirts&tags=sale&categoryId=${CATEGORY}&attr.colour=red%2Cblue&attr.weight.gte=2&columns=sku%2Cname%2Cattributes.colour`);
    expect(decode(text)).toEqual({ ...state, q: "lamp" });
    expect(encodeGridState(decode("")).toString()).toBe("");
    // The default columns are no parameter.
    expect(encodeGridState(decode("columns=thumbnailUrl,sku,name,status,categoryName,qualityScore,updatedAt")).toString()).toBe("");
  });

  it("drops what it does not know: bad sorts, statuses, bands, kinds, ids, parameters, blanks and repeats", () => {
    const state = decode("sort=price&status=bogus&status=draft&status=draft&qualityBand=red&qualityBand=purple&kind=all&tags=%20&categoryId=nope&view=nope&attr.Bad=x&attr.colour.between=1&attr.size=");
    expect(state.sort).toBeNull();
    expect(state.kind).toBe("");
    expect(state.categoryId).toBeNull();
    expect(state.view).toBeNull();
    expect(state.attributes).toEqual({});
    expect(state.filters).toEqual({ status: ["draft"], qualityBand: ["red"], familyCode: [], tags: [] });
  });

  it("keeps a channel's readiness filter in the URL, sends it to the search and clears it with the others", () => {
    const channel = "5f0c1a62-31f4-4a4e-9c55-1d0f6c3b2e10";
    const state = decode(`notReadyFor=${channel}&readyFor=nope`);
    expect(state.notReadyFor).toBe(channel);
    expect(state.readyFor).toBeNull();
    expect(encodeGridState(state).toString()).toBe(`notReadyFor=${channel}`);
    expect(filterParamsOf(state)).toEqual({ notReadyFor: channel });
    expect(hasFilters(state)).toBe(true);
    expect(hasFilters(clearFilters(state))).toBe(false);
  });

  it("keeps a filter's other values when one is ticked, and removes a value ticked again", () => {
    let state = decode("");
    state = toggleFilter(state, "status", "draft");
    state = toggleFilter(state, "status", "active");
    expect(state.filters.status).toEqual(["draft", "active"]);
    state = toggleFilter(state, "status", "draft");
    expect(state.filters.status).toEqual(["active"]);
    expect(hasFilters(state)).toBe(true);
    expect(hasFilters(clearFilters(state))).toBe(false);
  });

  it("sets, lists and removes attribute filters", () => {
    let state = setAttributeFilter(decode(""), "attr.weight.gte", " 2 ");
    state = setAttributeFilter(state, "attr.weight.lte", "5");
    state = setAttributeFilter(state, "attr.colour", "red");
    expect(filteredCodes(state)).toEqual(["weight", "colour"]);
    expect(setAttributeFilter(state, "attr.colour", "").attributes).toEqual({ "attr.weight.gte": "2", "attr.weight.lte": "5" });
    expect(removeAttributeFilters(state, "weight").attributes).toEqual({ "attr.colour": "red" });
    expect(hasFilters(removeAttributeFilters(removeAttributeFilters(state, "weight"), "colour"))).toBe(false);
  });

  it("sends lists comma-separated, newest first by default, and leaves one facet out for its own counts", () => {
    const state = decode("status=draft&status=active&qualityBand=red&tags=a&tags=b&attr.colour=red");
    expect(searchParamsOf(state)).toEqual({ sort: "-createdAt", status: "draft,active", qualityBand: "red", tags: "a,b", "attr.colour": "red" });
    expect(filterParamsOf(state, "status")).toEqual({ qualityBand: "red", tags: "a,b", "attr.colour": "red" });
    expect(orderLabel(null)).toBe("newest first");
    expect(orderLabel("-name")).toBe("by name, Z to A");
  });

  it("opens a saved view: its query, columns and order", () => {
    const state = stateOfView({ id: CATEGORY, query: { status: "draft,active", "attr.colour": "red" }, columns: ["name", "attributes.colour", "description"], sort: "sku" });
    expect(state.filters.status).toEqual(["draft", "active"]);
    expect(state.attributes).toEqual({ "attr.colour": "red" });
    expect(state.columns).toEqual(["sku", "name", "attributes.colour"]);
    expect(state.sort).toBe("sku");
    expect(state.view).toBe(CATEGORY);
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
