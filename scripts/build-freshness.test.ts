import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { staleBuild } from "./build-freshness.mjs";

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((r) => rmSync(r, { recursive: true, force: true })));

function tree(files: Record<string, number>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), "freshness-"));
  roots.push(root);
  for (const [file, seconds] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), "x");
    utimesSync(path.join(root, file), seconds, seconds);
  }
  return root;
}

describe("whether the build is older than its sources", () => {
  it("says there is no build", () => {
    expect(staleBuild(tree({ "lib/a.ts": 100 }))).toBe("There is no production build in .next.");
  });

  it("names the source changed after the build", () => {
    const root = tree({ ".next/BUILD_ID": 200, "lib/a.ts": 100, "lib/deep/b.ts": 300 });
    expect(staleBuild(root)).toBe(`The production build in .next is older than ${path.join("lib", "deep", "b.ts")}.`);
  });

  it("ignores what tests, docs and the build itself write", () => {
    const root = tree({ ".next/BUILD_ID": 200, "lib/a.ts": 100, "tests/x.test.ts": 300, "docs/a.md": 300, ".data/x": 300, "lib/a.test.ts": 300, "README.md": 300, "lib/db/generated/client.ts": 300 });
    expect(staleBuild(root)).toBeNull();
  });

  it("reads another dist folder", () => {
    expect(staleBuild(tree({ ".next-bench/BUILD_ID": 200, "app/page.tsx": 100 }), ".next-bench")).toBeNull();
  });
});
