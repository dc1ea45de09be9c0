import { describe, expect, it } from "vitest";
import { commaListPattern, oneOf, splitList } from "./comma-list";

const VALUES = ["draft", "active", "archived"];
const allowed = (value: string, none: boolean) => {
  const items = splitList(value);
  return (none || items.length > 0) && items.every((i) => VALUES.includes(i));
};

describe("commaListPattern", () => {
  it("accepts exactly the lists splitList reads into allowed items", () => {
    const pieces = ["draft", "active", "archived", "arch", "x", ",", " ", "\t", "\u00a0", ", ", "draftactive"];
    let seed = 3;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (const none of [false, true]) {
      const pattern = commaListPattern(oneOf(VALUES), { none });
      for (let i = 0; i < 20_000; i++) {
        const value = Array.from({ length: Math.floor(next() * 7) }, () => pieces[Math.floor(next() * pieces.length)]).join("");
        expect(pattern.test(value), JSON.stringify(value)).toBe(allowed(value, none));
      }
    }
  });

  it("stays linear on a long run of separators", () => {
    const pattern = commaListPattern(oneOf(VALUES));
    const started = performance.now();
    expect(pattern.test(`draft${" ,".repeat(50_000)}!`)).toBe(false);
    expect(pattern.test(`${", ".repeat(50_000)}!`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(200);
  });
});
