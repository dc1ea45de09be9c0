import { describe, expect, it } from "vitest";
import { applyVersion, changeList, diffStates, productStateOf, undoVersion, undoVersions, type FlatState, type VersionChanges } from "./fields";

describe("history fields", () => {
  it("lists changes identity first, then attributes, localized values and associations", () => {
    const list = changeList({ "associations.upsell": [null, []], "attributes.b": [1, 2], name: ["a", "b"], "localized.fr.name": [null, "x"], sku: [null, "S"], "attributes.a": [null, 1] });
    expect(list.map((c) => c.field)).toEqual(["sku", "name", "attributes.a", "attributes.b", "localized.fr.name", "associations.upsell"]);
    expect(list[1]).toEqual({ field: "name", before: "a", after: "b" });
  });

  it("steps a state back and forth over a version, null removing a field", () => {
    const after = { sku: "S", name: "New", "attributes.color": "blue" };
    const changes = { name: ["Old", "New"], "attributes.color": [null, "blue"] } as const;
    const before = undoVersion(after, changes as never);
    expect(before).toEqual({ sku: "S", name: "Old" });
    expect(applyVersion(before, changes as never)).toEqual(after);
  });

  it("steps back over several versions, newest first, as one undo after another, leaving the given state alone", () => {
    const latest: FlatState = { sku: "S", name: "v3", "attributes.color": "red" };
    const newerFirst: VersionChanges[] = [
      { name: ["v2", "v3"], "attributes.color": ["blue", "red"] },
      { name: ["v1", "v2"], "attributes.size": ["M", null] },
      { "attributes.color": [null, "blue"] },
    ];
    const stepped = undoVersions(latest, newerFirst);
    expect(stepped).toEqual({ sku: "S", name: "v1", "attributes.size": "M" });
    expect(stepped).toEqual(newerFirst.reduce((state, changes) => undoVersion(state, changes), latest));
    expect(latest).toEqual({ sku: "S", name: "v3", "attributes.color": "red" });
    expect(undoVersions(latest, [])).toEqual(latest);
  });

  it("diffs two states by value, arrays and objects included", () => {
    expect(diffStates({ tags: ["a"], assets: ["x", "y"], name: "N" }, { tags: ["a"], assets: ["y", "x"], description: "D" })).toEqual([
      { field: "name", before: "N", after: null },
      { field: "description", before: null, after: "D" },
      { field: "assets", before: ["x", "y"], after: ["y", "x"] },
    ]);
  });

  it("gathers a flat state back into a product's fields", () => {
    const state = productStateOf({
      sku: "S",
      name: "N",
      status: "active",
      kind: "simple",
      tags: ["t"],
      "attributes.weight": { amount: 1, unit: "kg" },
      "localized.fr.name": "Nom",
      "localized.fr.attributes.material": "bois",
      "associations.upsell": [{ productId: "p1", quantity: 2 }],
    });
    expect(state).toMatchObject({
      sku: "S",
      description: null,
      tags: ["t"],
      assets: [],
      attributes: { weight: { amount: 1, unit: "kg" } },
      localized: { fr: { name: "Nom", attributes: { material: "bois" } } },
      associations: { upsell: [{ productId: "p1", quantity: 2 }] },
    });
  });
});
