import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { serverArgs } from "../../server/command";

const root = path.resolve(import.meta.dirname, "../..");

export type ServerProcess = { baseUrl: string; process: ChildProcess; stop(): Promise<void> };

async function waitForHealth(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the test server on ${baseUrl} exited with ${server.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the test server on ${baseUrl} did not become healthy in 90 s`);
}

// One instance of the production server (server/main.ts) as `npm start` runs
// it, with the given environment, healthy before this resolves.
export async function startServerProcess(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, serverArgs(root, port), {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseUrl = `http://localhost:${port}`;
  await waitForHealth(baseUrl, child);
  return {
    baseUrl,
    process: child,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    },
  };
}
