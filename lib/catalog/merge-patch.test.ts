import { describe, expect, it } from "vitest";
import { mergePatch } from "./merge-patch";

describe("mergePatch", () => {
  it("adds, replaces and removes keys without touching the rest", () => {
    expect(mergePatch<unknown>({ a: 1, b: 2, c: 3 }, { b: 20, c: null, d: 4 })).toEqual({ a: 1, b: 20, d: 4 });
  });

  it("does not mutate its input", () => {
    const target = { a: 1 };
    mergePatch<number>(target, { a: null });
    expect(target).toEqual({ a: 1 });
  });
});
