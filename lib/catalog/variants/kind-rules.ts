import type { ErrorDetail } from "../../core/errors";

// A model's family has variant axes (docs/api.md, "Attributes"); `axes` is null
// when the product has no family.
export function modelFamilyErrors(kind: string, axes: readonly string[] | null): ErrorDetail[] {
  if (kind !== "model" || (axes && axes.length > 0)) return [];
  return [{ path: "kind", message: "A model needs a family with variant axes (familyCode)." }];
}

// What a product that is not a variant may become through PATCH: simple and
// model turn into each other; a product becomes a variant only when created
// with its parentId.
export function nonVariantPatchErrors(patch: { kind?: string; parentId?: string; name?: string | null }): ErrorDetail[] {
  if (patch.name === null) return [{ path: "name", message: "A product needs a name; only a variant's can be cleared, to show its model's." }];
  if (patch.parentId !== undefined) return [{ path: "parentId", message: "Only a variant has a model; create the variant with its parentId." }];
  if (patch.kind === "variant") return [{ path: "kind", message: "A product becomes a variant only when it is created with its parentId." }];
  return [];
}

export function variantPatchErrors(patch: { kind?: string }): ErrorDetail[] {
  if (patch.kind === undefined || patch.kind === "variant") return [];
  return [{ path: "kind", message: "A variant stays a variant; delete it and create the product again to change its kind." }];
}
