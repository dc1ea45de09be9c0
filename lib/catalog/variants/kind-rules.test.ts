import { describe, expect, it } from "vitest";
import { modelFamilyErrors, nonVariantPatchErrors, variantPatchErrors } from "./kind-rules";

describe("kind rules", () => {
  it("a model needs a family with axes", () => {
    expect(modelFamilyErrors("model", null)).toEqual([{ path: "kind", message: expect.stringContaining("variant axes") }]);
    expect(modelFamilyErrors("model", [])).toHaveLength(1);
    expect(modelFamilyErrors("model", ["size"])).toEqual([]);
    expect(modelFamilyErrors("simple", null)).toEqual([]);
  });

  it("simple and model turn into each other; only creation makes a variant", () => {
    expect(nonVariantPatchErrors({ kind: "model" })).toEqual([]);
    expect(nonVariantPatchErrors({ kind: "variant" })).toMatchObject([{ path: "kind" }]);
    expect(nonVariantPatchErrors({ parentId: "x" })).toMatchObject([{ path: "parentId" }]);
    expect(nonVariantPatchErrors({ name: null })).toMatchObject([{ path: "name" }]);
    expect(variantPatchErrors({ kind: "simple" })).toMatchObject([{ path: "kind" }]);
    expect(variantPatchErrors({ kind: "variant" })).toEqual([]);
  });
});
