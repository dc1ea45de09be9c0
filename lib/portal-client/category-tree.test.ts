import { describe, expect, it } from "vitest";
import { categoryTree } from "./category-tree";

describe("categoryTree", () => {
  it("lists parents before their children, each level by name, with depths", () => {
    const tree = categoryTree([
      { id: "c", name: "Chairs", parentId: "f" },
      { id: "f", name: "Furniture", parentId: null },
      { id: "a", name: "Armchairs", parentId: "c" },
      { id: "l", name: "Lamps", parentId: null },
      { id: "o", name: "Orphan", parentId: "gone" },
    ]);
    expect(tree.map((e) => `${e.depth}:${e.name}`)).toEqual(["0:Furniture", "1:Chairs", "2:Armchairs", "0:Lamps", "0:Orphan"]);
  });

  it("keeps every category of a cycle, at the top level", () => {
    const tree = categoryTree([
      { id: "x", name: "X", parentId: "y" },
      { id: "y", name: "Y", parentId: "x" },
    ]);
    expect(tree.map((e) => e.name).sort()).toEqual(["X", "Y"]);
  });
});
