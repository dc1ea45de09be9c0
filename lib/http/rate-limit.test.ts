import { describe, expect, it } from "vitest";
import { decide, MemoryCounter, windowOf } from "./rate-limit";

describe("rate-limit decisions", () => {
  it("allows up to the limit in a window and says what is left and when it resets", () => {
    const start = windowOf(1_000_000_123);
    expect(start % 60_000).toBe(0);
    expect(decide(1, 3, start, start + 10_000)).toEqual({ allowed: true, limit: 3, remaining: 2, resetSeconds: 50 });
    expect(decide(3, 3, start, start + 59_500)).toEqual({ allowed: true, limit: 3, remaining: 0, resetSeconds: 1 });
    expect(decide(4, 3, start, start + 30_000)).toEqual({ allowed: false, limit: 3, remaining: 0, resetSeconds: 30 });
  });

  it("counts per key, and starts again in a new window", () => {
    const counter = new MemoryCounter();
    expect([counter.hit("a", 0), counter.hit("a", 0), counter.hit("b", 0)]).toEqual([1, 2, 1]);
    expect(counter.hit("a", 60_000)).toBe(1);
  });
});
