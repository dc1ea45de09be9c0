import { describe, expect, it } from "vitest";
import { neighbours, parseGridSequence } from "./grid-sequence";

describe("grid sequence", () => {
  const sequence = { search: "status=active", ids: ["a", "b", "c"], nextCursor: "next" };

  it("finds the products before and after one of the list", () => {
    expect(neighbours(sequence, "a")).toEqual({ previous: null, next: "b", position: 1, atEnd: false });
    expect(neighbours(sequence, "b")).toEqual({ previous: "a", next: "c", position: 2, atEnd: false });
    expect(neighbours(sequence, "c")).toEqual({ previous: "b", next: null, position: 3, atEnd: true });
    expect(neighbours({ ...sequence, nextCursor: null }, "c")?.atEnd).toBe(false);
    expect(neighbours(sequence, "z")).toBeNull();
  });

  it("reads back what was kept and ignores anything else", () => {
    expect(parseGridSequence(JSON.stringify(sequence))).toEqual(sequence);
    expect(parseGridSequence(JSON.stringify({ search: "", ids: ["a"] }))).toEqual({ search: "", ids: ["a"], nextCursor: null });
    expect(parseGridSequence(null)).toBeNull();
    expect(parseGridSequence("{")).toBeNull();
    expect(parseGridSequence(JSON.stringify({ search: 1, ids: [] }))).toBeNull();
    expect(parseGridSequence(JSON.stringify({ search: "", ids: [1] }))).toBeNull();
  });
});
