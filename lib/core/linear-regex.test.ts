import { describe, expect, it } from "vitest";
import { linearRegExp } from "./linear-regex";

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
