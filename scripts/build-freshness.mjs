// Whether the production build is older than the sources it is built from.
// Plain JavaScript: `npm start` uses it before dependencies are installed, and
// the integration tests' setup uses it to refuse a stale build.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

// What a build, a test run or the docs write is not a source of the build
// (a rebuild after every `npm test` would be).
const NOT_SOURCES = new Set(["node_modules", ".git", ".data", "tests", "e2e", "scripts", "docs", "generated", "test-results", "playwright-report", "coverage", "public"]);

function isSource(name) {
  if (NOT_SOURCES.has(name)) return false;
  return !(name.startsWith(".next") || name.startsWith(".scratch") || name.endsWith(".tsbuildinfo") || name.endsWith(".md") || name.endsWith(".test.ts"));
}

function newestSource(dir) {
  let newest = { file: null, mtimeMs: 0 };
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!isSource(entry.name)) continue;
    const full = path.join(dir, entry.name);
    const found = entry.isDirectory() ? newestSource(full) : { file: full, mtimeMs: statSync(full).mtimeMs };
    if (found.mtimeMs > newest.mtimeMs) newest = found;
  }
  return newest;
}

// null when the build in distDir is current; else why not, in one sentence.
export function staleBuild(root, distDir = ".next") {
  const buildId = path.join(root, distDir, "BUILD_ID");
  if (!existsSync(buildId)) return `There is no production build in ${distDir}.`;
  const newest = newestSource(root);
  if (newest.mtimeMs <= statSync(buildId).mtimeMs) return null;
  return `The production build in ${distDir} is older than ${path.relative(root, newest.file)}.`;
}
