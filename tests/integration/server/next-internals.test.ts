import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadApiRoutes } from "../../../server/api-routes";
import { compiledRouteFile, NEXT_INTERNALS, NextInternalChanged, readRouteManifest, routeFileExports } from "../../../server/next-build";

// The front server (server/main.ts) calls the build's /api/v1 handlers
// through five private parts of a Next.js build (server/next-build.ts). Each
// is checked here against the build under test, so a Next.js upgrade that
// changes one fails this file with the internal's name rather than breaking
// requests in production.

const root = path.resolve(import.meta.dirname, "../../..");
const distDir = path.join(root, process.env.NEXT_DIST_DIR ?? ".next");

function listRouteFiles(dir: string, base = ""): string[] {
  return readdirSync(path.join(dir, base), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(base, entry.name);
    if (entry.isDirectory()) return listRouteFiles(dir, relative);
    return entry.name === "route.ts" ? [`/${path.dirname(relative)}`] : [];
  });
}

describe(`Next.js internals (${Object.keys(NEXT_INTERNALS).length}) the front server relies on`, () => {
  const manifest = readRouteManifest(distDir);

  it(`${NEXT_INTERNALS.manifestName} and ${NEXT_INTERNALS.manifestShape}: every API route file is listed`, () => {
    const listed = new Set(Object.values(manifest));
    const apiRoutes = listRouteFiles(path.join(root, "app")).filter((r) => r.startsWith("/api/v1")).map((r) => r.replace(/\/\([^)]+\)/g, ""));
    expect(apiRoutes.length).toBeGreaterThan(40);
    for (const route of apiRoutes) expect(listed, `${NEXT_INTERNALS.manifestShape}: ${route} missing`).toContain(route);
  });

  it(`${NEXT_INTERNALS.compiledPath}, ${NEXT_INTERNALS.ensureUserland} and ${NEXT_INTERNALS.userland}: a route file's own exports`, async () => {
    const entry = Object.keys(manifest).find((e) => manifest[e] === "/api/v1/products");
    expect(entry, "the products route in the manifest").toBeDefined();
    const exports = await routeFileExports(compiledRouteFile(distDir, entry!));
    expect(Object.keys(exports)).toEqual(expect.arrayContaining(["GET", "POST", "OPTIONS"]));
    expect(typeof exports.GET).toBe("function");
  });

  it("loads every /api/v1 handler the way the server does", async () => {
    const routes = await loadApiRoutes(distDir);
    expect(routes.handlers.get("/api/v1/products/[id]")?.has("PATCH")).toBe(true);
    expect(routes.table.match("/api/v1/products/abc")).toEqual({ route: "/api/v1/products/[id]", params: { id: "abc" } });
  });

  it("names the internal when one is missing", async () => {
    expect(() => readRouteManifest(path.join(root, "tests"))).toThrow(NextInternalChanged);
    expect(() => readRouteManifest(path.join(root, "tests"))).toThrow(NEXT_INTERNALS.manifestName);
    expect(() => compiledRouteFile(distDir, "/api/v1/no-such/route")).toThrow(NEXT_INTERNALS.compiledPath);
    const notARoute = path.join(mkdtempSync(path.join(tmpdir(), "next-internals-")), "chunk.js");
    writeFileSync(notARoute, "module.exports = { other: 1 };\n");
    await expect(routeFileExports(notARoute)).rejects.toThrow(NEXT_INTERNALS.ensureUserland);
  });

  it("ships no benchmark route in a production build", () => {
    expect(Object.values(manifest).filter((route) => route.startsWith("/api/bench"))).toEqual([]);
  });
});
