import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

const TEXT = /\.(ts|tsx|mts|mjs|cjs|js|json|md|sql|sh|yml|yaml|toml|env|txt)$|(^|\/)(run|\.env[^/]*)$/;

// The text files git tracks (and those added but not yet committed).
export function trackedTexts(root: string): string[] {
  const listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { cwd: root, encoding: "utf8" });
  return listed
    .split("\n")
    .filter((file) => TEXT.test(file) && !file.endsWith("package-lock.json"))
    .flatMap((file) => {
      try {
        return [readFileSync(path.join(root, file), "utf8")];
      } catch {
        return [];
      }
    });
}
