import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { serverArgs } from "../../server/command";

export type Server = { baseUrl: string; pid: number; stop: () => Promise<void> };

const BENCH_ROUTES = ["/api/bench/bare/route", "/api/bench/wrapped/route"];

// The bench measures a production build and never makes one: a build takes
// most of a minute and would compete for the same two cores. NEXT_DIST_DIR
// (next.config.ts) lets it use a build of its own while others rebuild .next.
// The bench routes (app/api/bench) are only in a build made with BENCH_ROUTES=1.
export function requireBuild(root: string, { benchRoutes = false } = {}): void {
  const distDir = process.env.NEXT_DIST_DIR ?? ".next";
  const build = `${benchRoutes ? "BENCH_ROUTES=1 " : ""}${process.env.NEXT_DIST_DIR ? `NEXT_DIST_DIR=${distDir} ` : ""}npm run build`;
  if (!existsSync(path.join(root, distDir, "BUILD_ID"))) throw new Error(`No production build in ${distDir}: run \`${build}\` first.`);
  if (!benchRoutes) return;
  const routes = readFileSync(path.join(root, distDir, "app-path-routes-manifest.json"), "utf8");
  const missing = BENCH_ROUTES.filter((r) => !routes.includes(`"${r}"`));
  if (missing.length > 0) throw new Error(`The build in ${distDir} lacks ${missing.join(", ")}: run \`${build}\`.`);
}

export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function waitUntilHealthy(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}.`);
    const ok = await fetch(`${baseUrl}/api/health`).then((r) => r.ok, () => false);
    if (ok) return;
    await sleep(200);
  }
  throw new Error("the server did not become healthy within 60 s.");
}

// The service's server (server/main.ts), or plain `next start` to show what
// the API server saves. Its own process group, so stopping it also stops
// anything it forked.
export async function startServer(root: string, env: Record<string, string>, kind: "service" | "next start" = "service"): Promise<Server> {
  // BENCH_PORT: a port given to this run on a machine whose ports are shared out.
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  // BENCH_NODE_ARGS: Node flags for the server alone (e.g. `--cpu-prof --cpu-prof-dir=DIR`, which NODE_OPTIONS refuses).
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
  const args = kind === "service" ? [...nodeArgs, ...serverArgs(root, port, "127.0.0.1")] : [path.join(root, "node_modules/next/dist/bin/next"), "start", "-p", String(port), "-H", "127.0.0.1"];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), APP_BASE_URL: `http://127.0.0.1:${port}` },
    stdio: ["ignore", "inherit", "inherit"],
    detached: true,
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error("Could not start the server.");
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    process.kill(-pid, "SIGTERM");
    const killed = await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)]);
    if (!killed) process.kill(-pid, "SIGKILL");
    await exited;
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilHealthy(baseUrl, child);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseUrl, pid, stop };
}
