import { describe, expect, it } from "vitest";
import v8 from "node:v8";
import { heapBudget } from "./heap-budget";

// Rows like an import's, dropped as soon as they are counted.
function makeGarbage(rows: number): number {
  const made: string[][] = [];
  for (let i = 0; i < rows; i++) made.push([`row ${i}`, "x".repeat(200) + i]);
  return made.length;
}

describe("heapBudget", () => {
  it("collects once the heap has grown past the budget, and not before", () => {
    const budget = heapBudget(32 * 1024 * 1024);
    expect(budget.check()).toBe(false);
    expect(makeGarbage(200_000)).toBe(200_000);
    const before = v8.getHeapStatistics().used_heap_size;
    expect(budget.check()).toBe(true);
    expect(v8.getHeapStatistics().used_heap_size).toBeLessThan(before - 16 * 1024 * 1024);
  });
});
