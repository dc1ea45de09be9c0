// `npm start`: everything a fresh checkout needs, then the service on PORT.
// Plain JavaScript so it can run before dependencies are installed.
import { spawn } from "node:child_process";
import net from "node:net";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { withoutEmpty } from "../lib/config/empty-is-unset.mjs";
import { staleBuild } from "./build-freshness.mjs";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);

// The service's rule, from the same module (lib/config/empty-is-unset.mjs):
// a variable set but empty is unset, here and in every child.
const kept = withoutEmpty(process.env);
for (const name of Object.keys(process.env)) if (!(name in kept)) delete process.env[name];

// `npm start -- --demo` fills the database with the demo catalogue (prisma/seed.ts).
const demo = process.argv.slice(2).includes("--demo");

// Without DATABASE_URL the service brings its own PostgreSQL
// (scripts/embedded-db/postgres.ts), started once dependencies are installed.
const embeddedDir = process.env.EMBEDDED_POSTGRES_DIR ?? ".data/postgres";
const embedded = !process.env.DATABASE_URL;
if (embedded) {
  console.log(`DATABASE_URL is not set: using an embedded PostgreSQL with its data in ${embeddedDir} (set DATABASE_URL to use a server of your own).`);
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

// The embedded database outlives every step but must not outlive us.
let database = null;
async function exit(code) {
  if (database) await database.stop();
  process.exit(code);
}

// A child in the foreground: its output as it comes, and ours every 15 s
// while it says nothing, so a long step never looks stuck.
function spawnStep(command, args, what) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { stdio: "inherit" });
    const ticker = setInterval(() => console.log(`  … ${what}, ${Math.round((Date.now() - started) / 1000)} s`), 15_000);
    child.on("exit", (code, signal) => {
      clearInterval(ticker);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

async function run(command, args, what) {
  const code = await spawnStep(command, args, what);
  if (code !== 0) {
    console.error(`\n${command} ${args.join(" ")} failed (exit ${code})`);
    await exit(code);
  }
}

// Each step of the start says what it does and how long it took.
let stepNumber = 0;
const STEPS = 5;
async function step(title, work) {
  stepNumber++;
  console.log(`\n[${stepNumber}/${STEPS}] ${title}`);
  const started = Date.now();
  await work();
  console.log(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

// `npm ci` can refuse the lock on npm 11 (other platforms' optional packages);
// `npm install` then installs the locked versions.
await step("Dependencies", async () => {
  if (existsSync("node_modules/.package-lock.json")) return console.log("  installed already");
  console.log("  npm ci: about 2 minutes on a fresh checkout (1.6 GB, the browser-test and benchmark tools included)");
  const clean = await spawnStep("npm", ["ci", "--no-audit", "--no-fund"], "installing");
  if (clean !== 0) await run("npm", ["install", "--no-audit", "--no-fund"], "installing");
});

let stopping = false;
const children = [];
// A signal before the server runs (during a build, say) reaches the step in
// the foreground too; whatever it interrupts, the database is stopped.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    stopping = true;
    children.forEach((child) => child.kill(signal));
    if (children.length === 0) void exit(signal === "SIGINT" ? 130 : 143);
  });
}

await step(embedded ? "Database: the embedded PostgreSQL" : "Database: DATABASE_URL", async () => {
  if (!embedded) return console.log("  using the server DATABASE_URL names");
  const { tsImport } = await import("tsx/esm/api");
  const { startEmbeddedPostgres, EmbeddedPostgresRefused } = await tsImport("./embedded-db/postgres.ts", import.meta.url);
  try {
    database = await startEmbeddedPostgres({ dataDir: embeddedDir, durable: true, log: (line) => console.log(line) });
  } catch (err) {
    console.error(`\n${err instanceof EmbeddedPostgresRefused ? err.message : `The embedded PostgreSQL did not start: ${err instanceof Error ? err.message : String(err)}`}\n`);
    process.exit(1);
  }
  process.env.DATABASE_URL = database.url("pis");
  console.log(`  PostgreSQL ${database.version} on 127.0.0.1:${database.port} (log ${database.logFile.startsWith(`${root}${path.sep}`) ? path.relative(root, database.logFile) : database.logFile}); DATABASE_URL=${process.env.DATABASE_URL}`);
});

await step("Prisma client", () => run("npm", ["run", "--silent", "db:generate"], "generating"));
await step(demo ? "Migrations, then the demo catalogue" : "Migrations", async () => {
  await run("npm", ["run", "--silent", "db:migrate"], "migrating");
  if (demo) await run("npm", ["run", "--silent", "db:seed"], "seeding");
});

await step("Build", async () => {
  const stale = staleBuild(root);
  if (!stale) return console.log("  up to date with the sources");
  console.log(`  ${stale} next build: about a minute`);
  await run("npx", ["next", "build"], "building");
});

// A newcomer's first start: where to go, and how to get a filled catalogue.
if (!demo && (await isEmpty(process.env.DATABASE_URL))) {
  console.log(
    [
      "",
      `The database is empty. Open http://localhost:${port}/signup to create an organisation,`,
      "or, for a demo catalogue, stop with Ctrl-C and run `npm start -- --demo`",
      `(or, while this runs, \`DATABASE_URL=${process.env.DATABASE_URL} npm run db:seed\`):`,
      'supplier@demo.test, buyer@demo.test, password "demo-password-123".',
      "",
    ].join("\n"),
  );
}

async function isEmpty(url) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query("SELECT NOT EXISTS (SELECT 1 FROM organizations) AS empty");
    return rows[0].empty;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

// The local object store; a real S3 is configured with S3_ENDPOINT instead.
// The server's exit ends the start; a reason given here decides its code.
let failure = null;
function stopAll(code, message) {
  if (stopping) return;
  stopping = true;
  failure = code;
  if (message) console.error(`\n${message}\n`);
  children.forEach((child) => child.kill("SIGTERM"));
}
// The store's port: S3RVER_PORT when set (a taken one stops the start), else
// 4569, else any free port, so a second checkout started beside the first
// gets its own store instead of stopping.
function portIsFree(candidate) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(candidate, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}
function anyFreePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
}
async function objectStorePort() {
  if (process.env.S3RVER_PORT) return process.env.S3RVER_PORT;
  if (await portIsFree(4569)) return "4569";
  const free = String(await anyFreePort());
  console.log(`Port 4569 is taken (another checkout's object store?): the local object store uses ${free} instead (S3RVER_PORT sets it).`);
  return free;
}
if (!process.env.S3_ENDPOINT) {
  const storePort = await objectStorePort();
  process.env.S3RVER_PORT = storePort;
  // The server talks to the store this start runs, whatever its port.
  process.env.S3_ENDPOINT = `http://127.0.0.1:${storePort}`;
  const store = spawn(process.execPath, ["--import", "tsx", "scripts/dev/object-store.ts"], { stdio: "inherit" });
  children.push(store);
  // Without its store the service would accept uploads it cannot keep.
  store.on("exit", (code) => stopAll(1, `The local object store stopped (exit ${code}); the service cannot run without it. Choose another port with S3RVER_PORT, or set S3_ENDPOINT to another store.`));
}
// The production server (server/main.ts; server/command.ts for the other
// launchers, and for why the young generation is larger). The job runner
// starts inside it (instrumentation.ts).
const server = spawn(process.execPath, ["--max-semi-space-size=32", "--import", "tsx", "server/main.ts", "-p", port], { stdio: "inherit" });
children.push(server);

server.on("exit", (code) => {
  stopping = true;
  children.forEach((child) => child.kill("SIGTERM"));
  void exit(failure ?? code ?? 0);
});
