import { describe, expect, it } from "vitest";
import { variantPicker } from "./variant-picker";

const axes = [
  { code: "colour", label: "Colour" },
  { code: "size", label: "Size" },
];
const variants = [
  { id: "red-s", values: { colour: "Red", size: "S" } },
  { id: "red-m", values: { colour: "Red", size: "M" } },
  { id: "blue-m", values: { colour: "Blue", size: "M" } },
  { id: "blue-l", values: { colour: "Blue", size: "L" } },
];

describe("variantPicker", () => {
  it("lists each axis's values once, in the order the variants show them, nothing selected on the model's page", () => {
    const picker = variantPicker(axes, variants, null);
    expect(picker.map((a) => a.options.map((o) => o.label))).toEqual([
      ["Red", "Blue"],
      ["S", "M", "L"],
    ]);
    expect(picker.flatMap((a) => a.options).some((o) => o.selected)).toBe(false);
    expect(picker[0]!.options.map((o) => o.variantId)).toEqual(["red-s", "blue-m"]);
  });

  it("keeps the other axes when it can, else goes to the first variant with the value", () => {
    const [colour, size] = variantPicker(axes, variants, "red-m");
    expect(colour!.options).toEqual([
      { label: "Red", variantId: "red-m", selected: true },
      { label: "Blue", variantId: "blue-m", selected: false },
    ]);
    expect(size!.options.map((o) => [o.label, o.variantId, o.selected])).toEqual([
      ["S", "red-s", false],
      ["M", "red-m", true],
      ["L", "blue-l", false],
    ]);
  });

  it("leaves out an axis no variant has a value for", () => {
    expect(variantPicker([...axes, { code: "fit", label: "Fit" }], variants, null).map((a) => a.code)).toEqual(["colour", "size"]);
  });
});
