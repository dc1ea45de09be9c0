import { describe, expect, it } from "vitest";
import { axisKeyOf, describeAxes } from "./axis-key";

const axes = [
  { code: "color", unit: null },
  { code: "length", unit: "length" },
];

describe("axisKeyOf", () => {
  it("is the same for the same combination, metrics compared in their base unit", () => {
    const a = axisKeyOf(axes, { color: "red", length: { amount: 1, unit: "m" }, other: 1 });
    const b = axisKeyOf(axes, { length: { amount: 100, unit: "cm" }, color: "red" });
    expect(a).toEqual(b);
    expect(a).not.toEqual(axisKeyOf(axes, { color: "blue", length: { amount: 1, unit: "m" } }));
    expect(axisKeyOf([{ code: "organic", unit: null }], { organic: false })).toEqual({ key: "[false]" });
  });

  it("names each axis without a value", () => {
    const result = axisKeyOf(axes, { color: "red", length: null });
    expect(result).toEqual({ errors: [{ path: "attributes.length", message: "A variant needs a value for each variant axis (color, length)." }] });
    expect("errors" in axisKeyOf(axes, {}) && axisKeyOf(axes, {})).toMatchObject({ errors: [{ path: "attributes.color" }, { path: "attributes.length" }] });
  });
});

describe("describeAxes", () => {
  it("writes code: value in the axes' order, skipping absent values", () => {
    const show = (_code: string, value: unknown) => String(value).toUpperCase();
    expect(describeAxes(axes, { length: "x", color: "red" }, show)).toBe("color: RED, length: X");
    expect(describeAxes(axes, { color: "red" }, show)).toBe("color: RED");
  });
});
