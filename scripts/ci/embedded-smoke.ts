// CI's proof of the embedded database (.ci/run): `npm start` with
// DATABASE_URL unset signs up, keeps a product across a restart, refuses a
// second start on the same folder, and recovers from a start killed with
// SIGKILL. Its own data folder and free ports, so it runs beside anything.
//   npx tsx scripts/ci/embedded-smoke.ts
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { parsePostmasterPid } from "../embedded-db/guard";

const root = path.resolve(import.meta.dirname, "../..");
const scratch = mkdtempSync(path.join(os.tmpdir(), "pis-smoke-"));
const dataDir = path.join(scratch, "postgres");
const started = Date.now();

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: String(port),
  S3RVER_PORT: String(await freePort()),
  APP_BASE_URL: `http://localhost:${port}`,
  EMBEDDED_POSTGRES_DIR: dataDir,
  LOG_LEVEL: "warn",
};
delete env.DATABASE_URL;
delete env.S3_ENDPOINT;

interface Start {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

const running = new Set<Start>();

// Each start leads its own process group, so it can be killed whole (the
// embedded PostgreSQL keeps a group of its own, as after a real kill).
function start(label: string): Start {
  const child = spawn(process.execPath, ["scripts/start.mjs"], { cwd: root, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let text = "";
  const echo = (chunk: Buffer) => {
    text += chunk.toString();
    for (const line of chunk.toString().split("\n").filter(Boolean)) console.log(`[${label}] ${line}`);
  };
  child.stdout!.on("data", echo);
  child.stderr!.on("data", echo);
  const handle: Start = { child, output: () => text, exited: new Promise((resolve) => child.once("exit", (code) => resolve(code))) };
  running.add(handle);
  void handle.exited.then(() => running.delete(handle));
  return handle;
}

async function ready(handle: Start): Promise<void> {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (handle.child.exitCode !== null) throw new Error(`npm start exited (${handle.child.exitCode}) before it served`);
    const health = await fetch(`${base}/api/health`).catch(() => null);
    if (health?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("npm start did not serve /api/health within four minutes");
}

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

async function call(method: string, url: string, body?: unknown, token?: string): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json().catch(() => ({}))) as Record<string, unknown> };
}

async function stop(handle: Start): Promise<void> {
  handle.child.kill("SIGTERM");
  const code = await handle.exited;
  check(!existsSync(path.join(dataDir, "postmaster.pid")), `PostgreSQL still runs after npm start stopped (exit ${code})`);
  check(!existsSync(`${dataDir}.lock`), "the lock is left behind after a clean stop");
}

async function product(id: string, token: string): Promise<void> {
  const read = await call("GET", `/api/v1/products/${id}`, undefined, token);
  check(read.status === 200 && read.json.sku === "SMOKE-1", `the product is gone after a restart: ${read.status} ${JSON.stringify(read.json)}`);
}

function step(name: string): void {
  console.log(`\n=== embedded smoke: ${name} (${Math.round((Date.now() - started) / 1000)}s)`);
}

try {
  step("first start on an empty folder");
  const first = start("start 1");
  await ready(first);
  check(first.output().split("\n")[0]!.includes("embedded PostgreSQL"), "the first line does not say the database is embedded");
  check(first.output().includes("The database is empty"), "an empty database is not pointed out");

  const email = `smoke-${Date.now()}@example.test`;
  const password = "smoke-password-123";
  const signup = await call("POST", "/api/v1/public/signup", { organizationName: "Smoke", organizationKind: "supplier", email, password, name: "Smoke" });
  check(signup.status === 201, `sign-up: ${signup.status} ${JSON.stringify(signup.json)}`);
  const login = await call("POST", "/api/v1/auth/login", { email, password });
  check(login.status === 200, `login: ${login.status} ${JSON.stringify(login.json)}`);
  const token = String(login.json.accessToken);
  const created = await call("POST", "/api/v1/products", { sku: "SMOKE-1", name: "Smoke product" }, token);
  check(created.status === 201, `create product: ${created.status} ${JSON.stringify(created.json)}`);
  const id = String(created.json.id);

  step("a second start on the same folder is refused");
  const second = start("start 2");
  const refusedWith = await second.exited;
  check(refusedWith !== 0 && second.output().includes("already in use by another `npm start`"), `the second start was not refused (exit ${refusedWith})`);
  await product(id, token);

  step("stop and start again");
  await stop(first);
  const third = start("start 3");
  await ready(third);
  check(!third.output().includes("The database is empty"), "the restarted database says it is empty");
  await product(id, token);

  step("a start killed with SIGKILL is recovered");
  process.kill(-third.child.pid!, "SIGKILL");
  await third.exited;
  const orphan = parsePostmasterPid(readFileSync(path.join(dataDir, "postmaster.pid"), "utf8"));
  check(orphan, "PostgreSQL did not outlive the killed start, so recovery was not exercised");
  const fourth = start("start 4");
  await ready(fourth);
  check(fourth.output().includes("did not stop cleanly"), "the stale lock was not reported");
  await product(id, token);
  await stop(fourth);
  step("passed");
} catch (err) {
  console.error(`\nembedded smoke FAILED: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  for (const handle of running) {
    try {
      process.kill(-handle.child.pid!, "SIGKILL");
    } catch {
      // Already gone.
    }
  }
  const left = existsSync(path.join(dataDir, "postmaster.pid")) ? parsePostmasterPid(readFileSync(path.join(dataDir, "postmaster.pid"), "utf8")) : null;
  if (left) {
    try {
      process.kill(left.pid, "SIGQUIT");
    } catch {
      // Already gone.
    }
  }
  rmSync(scratch, { recursive: true, force: true });
}
