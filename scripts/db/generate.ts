// `npm run db:generate`: `prisma generate`, which itself needs no native
// engine, but the CLI tries to download the schema engine at start unless
// PRISMA_SCHEMA_ENGINE_BINARY names an existing file. Any file will do.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const prismaCli = path.join(path.dirname(require.resolve("prisma/package.json")), "build", "index.js");

const { status, error } = spawnSync(process.execPath, [prismaCli, "generate", ...process.argv.slice(2)], {
  cwd: fileURLToPath(new URL("../..", import.meta.url)), // where prisma.config.ts is
  stdio: "inherit",
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? fileURLToPath(import.meta.url),
  },
});
if (error) throw error;
process.exit(status ?? 1);
