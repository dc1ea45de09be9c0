import { describe, expect, it } from "vitest";
import type { ProductDocument } from "./api-types";
import { EMPTY_FORM } from "./product-form";
import { modelValueOf, revertBodyOf, withPathFrom } from "./variant-values";

const model = {
  name: "Tee",
  description: null,
  categoryId: "c1",
  tags: ["cotton", "summer"],
  attributes: { weight: { amount: 180, unit: "g" }, fit: "slim" },
} as unknown as ProductDocument;

describe("a variant's values against its model's", () => {
  it("reverts a field with null, tags with none, an attribute by its code", () => {
    expect(revertBodyOf("name")).toEqual({ name: null });
    expect(revertBodyOf("tags")).toEqual({ tags: [] });
    expect(revertBodyOf("attributes.fit")).toEqual({ attributes: { fit: null } });
  });

  it("takes one path from the answered form and keeps the other edits", () => {
    const form = { ...EMPTY_FORM, name: "Mine", tags: "edited", typed: { fit: { kind: "text" as const, text: "loose" } }, attributes: [{ code: "legacy", value: "1" }] };
    const fresh = { ...EMPTY_FORM, name: "Tee", typed: { fit: { kind: "text" as const, text: "slim" } } };
    expect(withPathFrom(form, fresh, "name")).toMatchObject({ name: "Tee", tags: "edited" });
    expect(withPathFrom(form, fresh, "attributes.fit").typed).toEqual({ fit: { kind: "text", text: "slim" } });
    expect(withPathFrom(form, { ...fresh, typed: {} }, "attributes.legacy").attributes).toEqual([]);
  });

  it("says the model's value in words, or null when it has none", () => {
    const category = (id: string) => `Category ${id}`;
    expect(modelValueOf(model, "attributes.weight", category)).toBe("180 g");
    expect(modelValueOf(model, "tags", category)).toBe("cotton, summer");
    expect(modelValueOf(model, "categoryId", category)).toBe("Category c1");
    expect(modelValueOf(model, "description", category)).toBeNull();
    expect(modelValueOf(model, "attributes.colour", category)).toBeNull();
  });
});
