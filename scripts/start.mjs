// `npm start`: everything a fresh checkout needs, then the service on PORT.
// Plain JavaScript so it can run before dependencies are installed.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
process.env.NEXT_TELEMETRY_DISABLED = "1";
// sharp's worker threads fragment glibc's default per-thread arenas; two
// arenas keep the server's memory flat across renditions (docs/benchmarks.md).
process.env.MALLOC_ARENA_MAX ??= "2";
const port = process.env.PORT ?? "3000";

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(" ")} failed (exit ${result.status})`);
    process.exit(result.status ?? 1);
  }
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (["node_modules", ".next", ".git", ".data", "tests", "e2e", "generated"].includes(entry.name)) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

// `npm ci` can refuse the lock on npm 11 (other platforms' optional packages);
// `npm install` then installs the locked versions.
if (!existsSync("node_modules/.package-lock.json")) {
  const clean = spawnSync("npm", ["ci"], { stdio: "inherit" });
  if (clean.status !== 0) run("npm", ["install", "--no-audit", "--no-fund"]);
}
run("npm", ["run", "--silent", "db:generate"]);
run("npm", ["run", "--silent", "db:migrate"]);

const buildId = ".next/BUILD_ID";
if (!existsSync(buildId) || statSync(buildId).mtimeMs < newestMtime(root)) run("npx", ["next", "build"]);

// The local object store; a real S3 is configured with S3_ENDPOINT instead.
const children = [];
if (!process.env.S3_ENDPOINT) {
  children.push(spawn(process.execPath, ["--import", "tsx", "scripts/dev/object-store.ts"], { stdio: "inherit" }));
}
// The production server (server/main.ts; server/command.ts for the other
// launchers). The job runner starts inside it (instrumentation.ts).
const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts", "-p", port], { stdio: "inherit" });
children.push(server);

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => children.forEach((child) => child.kill(signal)));
}
server.on("exit", (code) => {
  children.forEach((child) => child.kill("SIGTERM"));
  process.exit(code ?? 0);
});
