import { describe, expect, it } from "vitest";
import { folderEdges, folderLoops, folderOf, witnesses } from "../../scripts/lint/folder-graph";

const edge = (from: string, to: string) => ({ from, to });

describe("folder graph of lib", () => {
  it("names a module's top-level folder, and nothing outside lib", () => {
    expect(folderOf("lib/catalog/products/create-product.ts")).toBe("lib/catalog");
    expect(folderOf("lib/log.ts")).toBeNull();
    expect(folderOf("inngest/functions/index.ts")).toBeNull();
  });

  it("finds no loop in a layered graph, whatever happens inside a folder", () => {
    const edges = [edge("lib/http/route.ts", "lib/auth/a.ts"), edge("lib/auth/a.ts", "lib/core/errors.ts"), edge("lib/auth/a.ts", "lib/auth/b.ts"), edge("lib/auth/b.ts", "lib/auth/a.ts")];
    expect(folderLoops(folderEdges(edges))).toEqual([]);
  });

  it("finds a two-folder loop and a ring, each once, with an import that closes it", () => {
    const edges = [
      edge("lib/catalog/x.ts", "lib/search/y.ts"),
      edge("lib/search/y.ts", "lib/catalog/z.ts"),
      edge("lib/a/1.ts", "lib/b/1.ts"),
      edge("lib/b/1.ts", "lib/c/1.ts"),
      edge("lib/c/1.ts", "lib/a/1.ts"),
      edge("lib/c/1.ts", "lib/core/errors.ts"),
    ];
    const loops = folderLoops(folderEdges(edges));
    expect(loops).toEqual([["lib/a", "lib/b", "lib/c"], ["lib/catalog", "lib/search"]]);
    expect(witnesses(edges, loops[1]!)).toEqual([edge("lib/catalog/x.ts", "lib/search/y.ts"), edge("lib/search/y.ts", "lib/catalog/z.ts")]);
  });

  it("ignores imports that leave lib, so a leaf outside it makes no loop", () => {
    const edges = [edge("lib/assets/a.ts", "inngest/runtime/client.ts"), edge("inngest/functions/f.ts", "lib/assets/a.ts")];
    expect(folderLoops(folderEdges(edges))).toEqual([]);
  });
});
