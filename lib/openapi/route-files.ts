import { readdirSync } from "node:fs";
import path from "node:path";

// The route files under app/api/v1 and the OpenAPI path each one serves.
// The catch-all answers paths no route claims, so it is not an operation;
// the document describes itself (lib/openapi/document.ts), so it is not
// imported by the list it is built from.
export const NOT_LISTED = ["[...path]", "openapi.json"];

export type RouteFile = { file: string; path: string };

export function openApiPath(segments: string[]): string {
  return "/api/v1/" + segments.map((s) => s.replace(/^\[(\w+)\]$/, "{$1}")).join("/");
}

export function routeFiles(apiRoot: string, segments: string[] = []): RouteFile[] {
  const here = path.join(apiRoot, ...segments);
  const out: RouteFile[] = [];
  for (const entry of readdirSync(here, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.isDirectory()) out.push(...routeFiles(apiRoot, [...segments, entry.name]));
    else if (entry.name === "route.ts" && segments.length > 0) out.push({ file: path.join(...segments, "route.ts"), path: openApiPath(segments) });
  }
  return out;
}
