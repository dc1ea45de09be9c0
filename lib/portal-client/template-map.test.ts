import { describe, expect, it } from "vitest";
import type { AttributeDocument, TemplateTarget } from "./api-types";
import { EMPTY_ROW } from "./attribute-map";
import { FIXED_VALUE, opChoices, sourceGroups, sourceLabel, sourceValueOf, suggestedRow, targetRules, templateMapOf, templateRowsOf } from "./template-map";

const attribute = (code: string, type: AttributeDocument["type"], label: string) =>
  ({ code, type, labels: { en: label }, options: [], unit: null, group: null, localizable: false, validation: {}, createdAt: "", updatedAt: "" }) as AttributeDocument;
const target = (name: string, more: Partial<TemplateTarget> = {}): TemplateTarget => ({ name, required: false, type: "text", description: "", ...more });

const brand = attribute("brand", "text", "Brand");
const price = attribute("list_price", "price", "List price");
const colour = attribute("colour", "select", "Colour");

describe("a templated channel's map", () => {
  it("offers sources by name: fields, attributes by label, images and rendition presets", () => {
    const groups = sourceGroups([price, brand], [{ id: "6b1c2d3e-0000-4000-8000-000000000001", name: "Square 800" }], "en");
    expect(groups.map((g) => g.label)).toEqual(["Product", "Attributes", "Images", "Renditions of the first image"]);
    expect(groups[1]!.choices).toEqual([
      { value: "attributes.brand", label: "Brand" },
      { value: "attributes.list_price", label: "List price" },
    ]);
    expect(sourceLabel(groups, "rendition:6b1c2d3e-0000-4000-8000-000000000001")).toBe("Square 800");
    expect(sourceLabel(groups, "attributes.gone")).toBeNull();
    expect(sourceGroups([], [], "en").map((g) => g.label)).toEqual(["Product", "Images"]);
  });

  it("has one row per target in the template's order, unmapped ones without a source", () => {
    const rows = templateRowsOf({ targets: [target("id", { required: true }), target("title"), target("brand")] }, { brand: { from: "attributes.brand", op: "copy", required: false }, id: { from: "sku", op: "copy", required: false } });
    expect(rows.map((r) => [r.target, r.from, r.required])).toEqual([
      ["id", "sku", true],
      ["title", "", false],
      ["brand", "attributes.brand", false],
    ]);
    expect(Object.keys(templateMapOf(rows))).toEqual(["id", "brand"]);
  });

  it("keeps a fixed value and leaves out an empty one", () => {
    const rows = [
      { ...EMPTY_ROW, target: "condition", from: "", op: "constant" as const, value: "new" },
      { ...EMPTY_ROW, target: "gender", from: "", op: "constant" as const, value: "" },
    ];
    expect(templateMapOf(rows)).toEqual({ condition: { op: "constant", value: "new", required: false } });
    expect(sourceValueOf(rows[0]!)).toBe(FIXED_VALUE);
  });

  it("suggests a shape for a newly picked source", () => {
    const row = { ...EMPTY_ROW, target: "price", from: "" };
    expect(suggestedRow(row, target("price", { type: "price" }), price, "attributes.list_price", "EUR")).toMatchObject({ op: "price", currency: "EUR", from: "attributes.list_price" });
    expect(suggestedRow(row, target("color"), colour, "attributes.colour", "EUR")).toMatchObject({ op: "label" });
    expect(suggestedRow(row, target("availability", { type: "enum", allowedValues: ["in_stock", "out_of_stock"] }), colour, "attributes.colour", "EUR")).toMatchObject({ op: "copy" });
    expect(suggestedRow(row, target("title", { maxLength: 150 }), undefined, "name", "EUR")).toMatchObject({ op: "truncate", maxLength: "150" });
    expect(suggestedRow(row, target("condition", { type: "enum", allowedValues: ["new", "used"] }), undefined, FIXED_VALUE, "EUR")).toMatchObject({ op: "constant", value: "new", from: "" });
  });

  it("offers only the shapes that fit the target and the source", () => {
    const ops = (t: TemplateTarget, a: AttributeDocument | undefined, from: string) => opChoices(t, a, from).map((c) => c.op);
    expect(ops(target("price", { type: "price" }), price, "attributes.list_price")).toEqual(["copy", "price", "default"]);
    expect(ops(target("color", { maxLength: 100 }), colour, "attributes.colour")).toEqual(["copy", "label", "truncate", "lowercase", "default"]);
    expect(ops(target("additional_image_link", { type: "list" }), undefined, "images")).toEqual(["copy", "default"]);
  });

  it("says a target's rules in words", () => {
    expect(targetRules(target("title", { required: true, maxLength: 150 }))).toEqual(["Required", "text", "at most 150 characters"]);
    expect(targetRules(target("additional_image_link", { type: "list", itemType: "url", maxItems: 10 }))).toEqual(["Optional", "a list", "at most 10 links"]);
    expect(targetRules(target("condition", { type: "enum", allowedValues: ["new", "used"] }))).toEqual(["Optional", "a listed value", "one of new, used"]);
  });
});
