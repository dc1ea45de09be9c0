import { spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { TEST_ENV } from "../../setup/test-env";
import { createOrg } from "../../support/fixtures";
import { db } from "../../../lib/db/client";
import { serverArgs } from "../../../server/command";

const root = path.resolve(import.meta.dirname, "../../..");

describe("graceful shutdown", () => {
  it("finishes a request in flight when SIGTERM arrives, then exits", async () => {
    const port = Number(process.env.TEST_PORT ?? 3199) + 50;
    const server = spawn(process.execPath, serverArgs(root, port), {
      cwd: root,
      env: { ...process.env, ...TEST_ENV, PORT: String(port), JOB_RUNNER: "on", S3_ENDPOINT: inject("objectStore").endpoint, S3_BUCKET: inject("objectStore").bucket },
      stdio: ["ignore", "ignore", "inherit"],
    });
    const base = `http://localhost:${port}`;
    try {
    await expect.poll(async () => (await fetch(`${base}/api/ready`).catch(() => null))?.status, { timeout: 60_000, interval: 250 }).toBe(200);
    const org = await createOrg("supplier");
    const items = Array.from({ length: 1000 }, (_, i) => ({ sku: `SD-${i}`, name: `Item ${i}`, description: "x".repeat(200) }));
    const inFlight = fetch(`${base}/api/v1/products/bulk`, {
      method: "POST",
      headers: { authorization: `Bearer ${org.token}`, "content-type": "application/json" },
      body: JSON.stringify({ items }),
    });
    await new Promise((r) => setTimeout(r, 30));
    server.kill("SIGTERM");
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(((await res.json()) as { results: unknown[] }).results).toHaveLength(1000);
    const [code, signal] = await once(server, "exit");
    expect(code === 143 || signal === "SIGTERM").toBe(true);
    expect(await db.product.count({ where: { organizationId: org.id } })).toBe(1000);
    } finally {
      if (server.exitCode === null && server.signalCode === null) server.kill("SIGKILL");
    }
  }, 120_000);
});
