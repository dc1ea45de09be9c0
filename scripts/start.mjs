// `npm start`: everything a fresh checkout needs, then the service on PORT.
// Plain JavaScript so it can run before dependencies are installed.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);

// The service's rule (lib/config/env.ts): a variable set but empty is unset.
for (const [name, value] of Object.entries(process.env)) {
  if (typeof value === "string" && value.trim() === "") delete process.env[name];
}

// The server runs with NODE_ENV=production, which refuses missing secrets.
// A newcomer has none: generate them once and keep them with the local data,
// so sessions and signed cursors survive a restart.
function localSecrets() {
  const file = ".data/secrets.json";
  mkdirSync(".data", { recursive: true });
  let secrets = {};
  if (existsSync(file)) secrets = JSON.parse(readFileSync(file, "utf8"));
  let changed = false;
  for (const [name, make] of [["AUTH_SECRET", () => randomBytes(32).toString("base64url")], ["STRIPE_WEBHOOK_SECRET", () => `whsec_${randomBytes(24).toString("base64url")}`]]) {
    if (!secrets[name]) {
      secrets[name] = make();
      changed = true;
    }
  }
  if (changed) writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
const generated = localSecrets();
for (const name of ["AUTH_SECRET", "STRIPE_WEBHOOK_SECRET"]) {
  if (!process.env[name]) {
    process.env[name] = generated[name];
    console.log(`${name} is not set: using the one generated in .data/secrets.json (set it yourself in production).`);
  }
}
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
let stopping = false;
function stopAll(code, message) {
  if (stopping) return;
  stopping = true;
  if (message) console.error(`\n${message}\n`);
  children.forEach((child) => child.kill("SIGTERM"));
  process.exit(code);
}
if (!process.env.S3_ENDPOINT) {
  const store = spawn(process.execPath, ["--import", "tsx", "scripts/dev/object-store.ts"], { stdio: "inherit" });
  children.push(store);
  // Without its store the service would accept uploads it cannot keep.
  store.on("exit", (code) => stopAll(1, `The local object store stopped (exit ${code}); the service cannot run without it. Free its port (S3RVER_PORT, default 4569) or set S3_ENDPOINT to another store.`));
}
// The production server (server/main.ts; server/command.ts for the other
// launchers). The job runner starts inside it (instrumentation.ts).
const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts", "-p", port], { stdio: "inherit" });
children.push(server);

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    stopping = true;
    children.forEach((child) => child.kill(signal));
  });
}
server.on("exit", (code) => {
  stopping = true;
  children.forEach((child) => child.kill("SIGTERM"));
  process.exit(code ?? 0);
});
