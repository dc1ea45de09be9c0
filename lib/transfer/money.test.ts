import { describe, expect, it } from "vitest";
import { decimalToMinor, minorToDecimal } from "./money";

describe("major and minor units", () => {
  it("converts by the currency's own decimals, exactly", () => {
    expect(decimalToMinor("12.99", "EUR")).toBe(1299);
    expect(decimalToMinor("0.1", "EUR")).toBe(10);
    expect(decimalToMinor("12.990", "EUR")).toBe(1299);
    expect(decimalToMinor("12", "EUR")).toBe(1200);
    expect(decimalToMinor("-0.05", "USD")).toBe(-5);
    expect(decimalToMinor("500", "JPY")).toBe(500);
    expect(decimalToMinor("1.234", "KWD")).toBe(1234);
    expect(decimalToMinor("1152921504606846.99", "EUR")).toBeNull();
  });

  it("refuses what is not an amount in that currency", () => {
    expect(decimalToMinor("12.999", "EUR")).toBeNull();
    expect(decimalToMinor("1,50", "EUR")).toBeNull();
    expect(decimalToMinor("abc", "EUR")).toBeNull();
    expect(decimalToMinor("1", "ZZZZ")).toBeNull();
  });

  it("writes minor units back in major units", () => {
    expect(minorToDecimal(1299, "EUR")).toBe("12.99");
    expect(minorToDecimal(5, "EUR")).toBe("0.05");
    expect(minorToDecimal(-5, "EUR")).toBe("-0.05");
    expect(minorToDecimal(500, "JPY")).toBe("500");
    expect(minorToDecimal(1, "KWD")).toBe("0.001");
  });
});
