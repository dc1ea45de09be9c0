import { execFile } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";

// The layering rules of `npm run lint`, proven to fire: each case writes one
// module that breaks a rule, runs the check over the tree with it and
// expects that rule, and only it, to be reported. The first case proves the
// tree itself is clean, so nothing else can be what fired.

const root = path.resolve(import.meta.dirname, "../..");
const run = promisify(execFile);
const probes: string[] = [];

type Violation = { from: string; to: string; rule: { name: string } };

async function violationsWith(file: string, code: string): Promise<Violation[]> {
  writeFileSync(path.join(root, file), code);
  probes.push(file);
  const args = ["depcruise", "--output-type", "json", "lib", "app", "components", "inngest", "server"];
  const output = await run("npx", args, { cwd: root, maxBuffer: 64 * 1024 * 1024 }).then(
    (done) => done.stdout,
    (failed: { stdout: string }) => failed.stdout,
  );
  return (JSON.parse(output) as { summary: { violations: Violation[] } }).summary.violations;
}

async function folderLoopsWith(file: string, code: string): Promise<string> {
  writeFileSync(path.join(root, file), code);
  probes.push(file);
  return run("npx", ["tsx", "scripts/lint/folder-loops.ts"], { cwd: root }).then(
    () => "",
    (failed: { stderr: string }) => failed.stderr,
  );
}

const rulesOf = (violations: Violation[]) => [...new Set(violations.map((v) => v.rule.name))].sort();

afterEach(() => {
  for (const file of probes.splice(0)) rmSync(path.join(root, file), { force: true });
});

// Each case runs the checker over the whole tree (a few seconds each).
describe("layering rules", { timeout: 60_000 }, () => {
  it("the tree as it is breaks none", async () => {
    expect(await violationsWith("lib/core/zz-probe.ts", "export const probe = 1;\n")).toEqual([]);
    expect(await folderLoopsWith("lib/core/zz-probe.ts", "export const probe = 1;\n")).toBe("");
  });

  it("refuses a domain module that imports lib/http, and the folder loop it makes", async () => {
    // lib/http imports lib/billing (request-hooks.ts).
    const probe = 'export { route } from "../http/route";\n';
    expect(rulesOf(await violationsWith("lib/billing/zz-probe.ts", probe))).toEqual(["domain-knows-no-http"]);
    expect(await folderLoopsWith("lib/billing/zz-probe.ts", probe)).toContain("lib/billing/zz-probe.ts → lib/http/route.ts");
  });

  it("refuses a loop between two domain folders", async () => {
    // lib/channels already imports lib/catalog.
    const probe = 'export { previewChannel } from "../channels/preview";\n';
    expect(await violationsWith("lib/catalog/zz-probe.ts", probe)).toEqual([]);
    const loops = await folderLoopsWith("lib/catalog/zz-probe.ts", probe);
    expect(loops).toContain("folder loop: lib/catalog ⇄ lib/channels");
    expect(loops).toContain("lib/catalog/zz-probe.ts → lib/channels/preview.ts");
  });

  it("keeps event definitions a leaf, and inngest/ out of the domain", async () => {
    const definitions = await violationsWith("lib/events/zz-probe.ts", 'export { db } from "../db/client";\n');
    expect(rulesOf(definitions)).toEqual(["events-are-leaves"]);
    const domain = await violationsWith("lib/catalog/zz-probe.ts", 'export { inngest } from "../../inngest/runtime/client";\n');
    expect(rulesOf(domain)).toContain("domain-knows-no-http");
  });

  it("keeps lib/core neutral", async () => {
    const violations = await violationsWith("lib/core/zz-probe.ts", 'export { db } from "../db/client";\n');
    expect(rulesOf(violations)).toContain("core-is-neutral");
  });

  it("refuses the database in a page or a route file", async () => {
    const page = await violationsWith("app/zz-probe.ts", 'export { db } from "@/lib/db/client";\n');
    expect(rulesOf(page)).toContain("app-never-touches-db");
  });

  it("refuses infrastructure in a route file", async () => {
    const violations = await violationsWith("app/api/v1/route.ts", 'export { env } from "@/lib/config/env";\n');
    expect(rulesOf(violations)).toEqual(["routes-import-http-and-domain-only"]);
  });

  it("lets the front server import only pure modules", async () => {
    const violations = await violationsWith("server/zz-probe.ts", 'export { db } from "../lib/db/client";\n');
    expect(rulesOf(violations)).toContain("server-imports-only-pure-code");
  });

  it("keeps browser code off the server's modules", async () => {
    const violations = await violationsWith("components/zz-probe.ts", 'export { log } from "@/lib/core/log";\nexport * from "@/lib/storage/client";\n');
    expect(rulesOf(violations)).toEqual(["browser-code-stays-browser-safe"]);
  });
});
