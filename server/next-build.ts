import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

// Every private part of a Next.js production build the front server relies
// on, in one file. None is public API, which is why `next` is pinned to an
// exact version (package.json) and tests/integration/server/next-internals
// .test.ts checks each against the real build: after an upgrade that
// changes one, the start fails and that test fails, both naming it.
//
//   1. the manifest's name:  <distDir>/app-path-routes-manifest.json
//   2. its shape:            { "<entry>": "<route path>" }
//   3. the compiled path:    <distDir>/server/app/<entry>.js
//   4. routeModule + ensureUserland(): the compiled module's route module,
//      which loads the route file's exports on demand
//   5. userland:             the route file's own exports (GET, POST, ...)

export const NEXT_INTERNALS = {
  manifestName: "app-path-routes-manifest.json",
  manifestShape: "app-path-routes-manifest.json maps entries to route paths",
  compiledPath: "server/app/<entry>.js",
  ensureUserland: "routeModule.ensureUserland()",
  userland: "routeModule.userland",
} as const;

export class NextInternalChanged extends Error {
  constructor(internal: keyof typeof NEXT_INTERNALS, detail: string) {
    super(`Next.js internal "${NEXT_INTERNALS[internal]}" is not what server/next-build.ts expects (${detail}). Check the Next.js upgrade against server/next-build.ts, or serve the build with \`next start\`.`);
    this.name = "NextInternalChanged";
  }
}

// The app's route files as the build lists them: entry name → route path.
export function readRouteManifest(distDir: string): Record<string, string> {
  const file = path.join(distDir, NEXT_INTERNALS.manifestName);
  if (!existsSync(file)) throw new NextInternalChanged("manifestName", `${file} does not exist`);
  const manifest: unknown = JSON.parse(readFileSync(file, "utf8"));
  const valid = typeof manifest === "object" && manifest !== null && Object.entries(manifest).every(([k, v]) => k.startsWith("/") && typeof v === "string" && v.startsWith("/"));
  if (!valid) throw new NextInternalChanged("manifestShape", "expected an object of route entries to paths");
  return manifest as Record<string, string>;
}

export function compiledRouteFile(distDir: string, entry: string): string {
  const file = path.join(distDir, "server", "app", `${entry}.js`);
  if (!existsSync(file)) throw new NextInternalChanged("compiledPath", `${file} does not exist`);
  return file;
}

type RouteModule = { ensureUserland?: unknown; userland?: unknown };

// The exports of one compiled route file, loaded through the build's own
// Turbopack runtime (so the process holds one copy of lib).
export async function routeFileExports(file: string): Promise<Record<string, unknown>> {
  const compiled = createRequire(import.meta.url)(file) as { routeModule?: RouteModule };
  const routeModule = compiled.routeModule;
  if (typeof routeModule?.ensureUserland !== "function") throw new NextInternalChanged("ensureUserland", `${file} has no routeModule.ensureUserland`);
  await (routeModule.ensureUserland as () => Promise<void>).call(routeModule);
  const userland = routeModule.userland;
  if (typeof userland !== "object" || userland === null) throw new NextInternalChanged("userland", `${file} has no routeModule.userland after ensureUserland()`);
  return userland as Record<string, unknown>;
}
