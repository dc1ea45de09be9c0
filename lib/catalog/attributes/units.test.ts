import { describe, expect, it } from "vitest";
import { UNIT_FAMILIES, baseUnitOf, convert, isUnitFamily, isUnitOf, toBase, unitsOf } from "./units";

describe("unit families", () => {
  it("names the documented families and units", () => {
    expect(UNIT_FAMILIES).toEqual(["weight", "length", "volume", "area", "power", "energy", "duration", "temperature"]);
    expect(unitsOf("weight")).toEqual(["mg", "g", "kg", "t", "oz", "lb"]);
    expect(unitsOf("length")).toEqual(["mm", "cm", "m", "in", "ft"]);
    expect(unitsOf("volume")).toEqual(["ml", "cl", "l", "floz", "gal"]);
    expect(unitsOf("area")).toEqual(["cm2", "m2", "sqft"]);
    expect(unitsOf("power")).toEqual(["w", "kw"]);
    expect(unitsOf("energy")).toEqual(["wh", "kwh"]);
    expect(unitsOf("duration")).toEqual(["s", "min", "h"]);
    expect(unitsOf("temperature")).toEqual(["c", "f", "k"]);
    for (const family of UNIT_FAMILIES) expect(toBase(family, 1, baseUnitOf(family))).toBe(1);
  });

  it("knows which names are families and units", () => {
    expect(isUnitFamily("weight")).toBe(true);
    expect(isUnitFamily("mass")).toBe(false);
    expect(isUnitOf("weight", "lb")).toBe(true);
    expect(isUnitOf("weight", "m")).toBe(false);
    expect(isUnitOf("weight", "toString")).toBe(false);
    expect(() => toBase("weight", 1, "constructor")).toThrow(RangeError);
  });

  it("converts linear units through the base unit", () => {
    expect(toBase("weight", 500, "g")).toBeCloseTo(0.5);
    expect(convert("weight", 1, "lb", "oz")).toBeCloseTo(16);
    expect(convert("length", 12, "in", "ft")).toBeCloseTo(1);
    expect(convert("volume", 1, "gal", "floz")).toBeCloseTo(128);
    expect(convert("area", 1, "m2", "cm2")).toBeCloseTo(10_000);
    expect(convert("energy", 2.5, "kwh", "wh")).toBeCloseTo(2500);
    expect(convert("duration", 2, "h", "min")).toBeCloseTo(120);
    expect(convert("power", 1500, "w", "kw")).toBeCloseTo(1.5);
  });

  it("converts temperatures affinely", () => {
    expect(toBase("temperature", 32, "f")).toBeCloseTo(0);
    expect(toBase("temperature", 212, "f")).toBeCloseTo(100);
    expect(toBase("temperature", 0, "k")).toBeCloseTo(-273.15);
    expect(convert("temperature", -40, "c", "f")).toBeCloseTo(-40);
    expect(convert("temperature", 300, "k", "f")).toBeCloseTo(80.33, 2);
  });
});
