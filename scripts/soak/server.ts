import { spawn } from "node:child_process";
import net from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { serverArgs } from "../../server/command";

// The production server (server/main.ts) on a free port; the soak watches its pid's memory.
export async function startSoakServer(root: string, env: Record<string, string>) {
  const probe = net.createServer();
  await new Promise<void>((r) => probe.listen(0, "127.0.0.1", r));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((r) => probe.close(() => r()));
  const child = spawn(process.execPath, serverArgs(root, port, "127.0.0.1"), {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), APP_BASE_URL: `http://127.0.0.1:${port}` },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (!(await fetch(`${baseUrl}/api/ready`).then((r) => r.ok, () => false))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error("the server did not become ready");
    await sleep(250);
  }
  const exited = new Promise((r) => child.once("exit", r));
  return {
    baseUrl,
    pid: child.pid!,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}
