import { spawnSync } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { describe, expect, it } from "vitest";

const script = path.resolve(import.meta.dirname, "object-store.ts");

describe("the local object store of npm start", () => {
  it("stops with exit code 1 and one clear line when its port is taken", async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const port = (taken.address() as net.AddressInfo).port;
    try {
      const run = spawnSync(process.execPath, ["--import", "tsx", script], { env: { ...process.env, S3RVER_PORT: String(port) }, encoding: "utf8", timeout: 20_000 });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(`The local object store could not listen on 127.0.0.1:${port}: the port is already in use`);
      expect(run.stderr).not.toContain("Unhandled 'error' event");
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  }, 30_000);
});
