import { spawn } from "node:child_process";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { Server } from "../server";

// The floor server (server.mjs) in its own process group, like the service,
// so its CPU is read the same way; ready once it answers.
export async function startFloor(env: Record<string, string>, port: number): Promise<Server> {
  // BENCH_NODE_ARGS as for the service (scripts/bench/server.ts), so both can be profiled alike.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, path.join(import.meta.dirname, "server.mjs")], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ["ignore", "inherit", "inherit"],
    detached: true,
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error("Could not start the floor.");
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    process.kill(-pid, "SIGTERM");
    await exited;
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await sleep(100)) {
    if (child.exitCode !== null) throw new Error(`the floor exited with code ${child.exitCode}.`);
    if (await fetch(`${baseUrl}/`).then(() => true, () => false)) return { baseUrl, pid, stop };
  }
  await stop();
  throw new Error("the floor did not answer within 10 s.");
}
