import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export type RouteFile = { template: string; methods: string[] };

const root = path.resolve(import.meta.dirname, "../../../../app/api/v1");
const METHOD = /export const (GET|POST|PUT|PATCH|DELETE)\b/g;

// Every route file under app/api/v1 and the methods it exports, read from
// the files themselves, so a new route is walked without editing a list.
export function routeFiles(dir = root): RouteFile[] {
  const out: RouteFile[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...routeFiles(full));
    else if (entry.name === "route.ts") {
      const methods = [...readFileSync(full, "utf8").matchAll(METHOD)].map((m) => m[1]!);
      const template = `/api/v1${path.relative(root, dir).split(path.sep).filter((s) => s && !s.startsWith("(")).map((s) => `/${s}`).join("")}`;
      out.push({ template, methods });
    }
  }
  return out.sort((a, b) => a.template.localeCompare(b.template));
}
