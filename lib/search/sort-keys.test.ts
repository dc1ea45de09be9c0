import { describe, expect, it } from "vitest";
import { DEFAULT_SORT, parseSort, SORT_VALUES, sortValueOf } from "./sort-keys";

const row = { createdAt: new Date("2026-01-02T03:04:05.678Z"), updatedAt: new Date("2026-02-03T04:05:06.789Z"), sku: "A-1", name: "Chair", qualityScore: null as number | null };

describe("product sort keys", () => {
  it("reads a key, or -key as descending, and the default when none", () => {
    expect(parseSort(undefined)).toEqual(DEFAULT_SORT);
    expect(parseSort("name")).toEqual({ key: "name", descending: false });
    expect(parseSort("-qualityScore")).toEqual({ key: "qualityScore", descending: true });
    expect(SORT_VALUES).toHaveLength(10);
  });

  it("holds each key as the cursor stores it, an unscored product as -1", () => {
    expect(sortValueOf(parseSort("createdAt"), row)).toBe("2026-01-02T03:04:05.678Z");
    expect(sortValueOf(parseSort("-updatedAt"), row)).toBe("2026-02-03T04:05:06.789Z");
    expect(sortValueOf(parseSort("sku"), row)).toBe("A-1");
    expect(sortValueOf(parseSort("name"), row)).toBe("Chair");
    expect(sortValueOf(parseSort("qualityScore"), row)).toBe(-1);
    expect(sortValueOf(parseSort("qualityScore"), { ...row, qualityScore: 73 })).toBe(73);
  });
});
