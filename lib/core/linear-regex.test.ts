import { describe, expect, it } from "vitest";
import { isBacktrackSafe, linearRegExp } from "./linear-regex";

describe("linear-time patterns", () => {
  it("matches as an ordinary pattern does", () => {
    const sku = linearRegExp("^[A-Z]{2}-\\d{4}$")!;
    expect(sku.test("AB-1234")).toBe(true);
    expect(sku.test("ab-1234")).toBe(false);
  });

  it("runs patterns that backtrack catastrophically in linear time", () => {
    const started = performance.now();
    expect(linearRegExp("^(a+)+$")!.test(`${"a".repeat(65_000)}!`)).toBe(false);
    expect(linearRegExp("^(a|aa)+$")!.test(`${"a".repeat(65_000)}!`)).toBe(false);
    expect(linearRegExp("^\\d*\\d*\\d*$")!.test(`${"1".repeat(65_000)}x`)).toBe(false);
    expect(linearRegExp("\\d+x")!.test("1".repeat(65_000))).toBe(false);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("refuses what cannot run in linear time, and what is not a pattern", () => {
    expect(linearRegExp("(a)\\1")).toBeNull();
    expect(linearRegExp("(?<=a)b")).toBeNull();
    expect(linearRegExp("([a-z")).toBeNull();
  });
});

describe("patterns the backtracking engine may run", () => {
  it("takes anchored patterns with one varying count and no groups", () => {
    for (const safe of ["^[A-Z]{2}-\\d{4}$", "^[A-Za-z0-9 -]+$", "^\\d{8,14}$", "^\\d{13}$", "^[^\\]]*$", "^.+?$", "^ab[c-]d\\.e*f{2,2}$"]) {
      expect(isBacktrackSafe(safe), safe).toBe(true);
    }
  });

  it("leaves everything else to the linear engine", () => {
    const unsafe = ["^(a+)+$", "^(a|aa)+$", "^\\d*\\d*\\d*$", "\\d+x", "^\\d+x", "\\d+$", "^a|b$", "^a+b+$", "^a{2,}b?$", "^(?:a)$", "^abc\\$", "^a\\1$", "^\\u0041+$", "^[a-z$", "^a+*$", "^a{2}{3}$"];
    for (const pattern of unsafe) expect(isBacktrackSafe(pattern), pattern).toBe(false);
  });

  it("answers as the linear engine does, in linear time on long values", () => {
    const started = performance.now();
    for (const pattern of ["^[A-Za-z0-9 -]+$", "^a*aaaa$", "^.*x$", "^[0-9]{2,}[a-z]{3}$"]) {
      const fast = linearRegExp(pattern)!;
      const linear = new RegExp(pattern, "l");
      for (const value of ["Ln 42", "aaaa", "aaab", "x", "12abc", "1abc", `${"a".repeat(65_000)}b`, `${"9".repeat(65_000)}abd`, `${" ".repeat(65_000)}x`]) {
        expect(fast.test(value), `${pattern} on ${value.slice(0, 10)}`).toBe(linear.test(value));
      }
    }
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
