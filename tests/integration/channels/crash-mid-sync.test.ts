import { spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pino from "pino";
import { dropDatabase } from "../../support/databases";
import { useFreshDatabase } from "../jobs/support/database";
import { startDestination, type Destination } from "../../support/destination-server";

// A process that dies while its POSTs are in flight (the destination has
// stored the records, the answers never arrive) leaves the run to the next
// runner, which re-sends the same batches under the same Idempotency-Key.
let databaseUrl: string;
let dest: Destination;

beforeAll(async () => {
  databaseUrl = await useFreshDatabase();
  dest = await startDestination({ delayMs: 1500 });
});
afterAll(async () => {
  await dest.close();
  await dropDatabase(databaseUrl);
});

describe("a sync whose process stops mid-delivery", () => {
  it("is completed by a restarted runner with exactly one record per product at the destination", async () => {
    const { db } = await import("../../../lib/db/client");
    const { inngest } = await import("../../../inngest/runtime/client");
    const { functions } = await import("../../../inngest/functions");
    const { createJobRunner } = await import("../../../lib/jobs/job-runner");
    const { enqueueEvent } = await import("../../../lib/jobs/outbox");
    const { channelPageRequested } = await import("../../../lib/events/definitions");

    const org = await db.organization.create({ data: { name: "Crashing supplier", kind: "supplier" } });
    await db.product.createMany({
      data: Array.from({ length: 250 }, (_, i) => ({ organizationId: org.id, sku: `C-${i}`, name: `Item ${i}`, status: "active" as const })),
    });
    const channel = await db.channel.create({
      data: { organizationId: org.id, name: "Shop", locale: "en", destination: { type: "http", url: dest.url }, attributeMap: { title: { from: "name", op: "copy", required: true } } },
    });
    const run = await db.syncRun.create({ data: { organizationId: org.id, channelId: channel.id, status: "running" } });
    await db.$transaction((tx) => enqueueEvent(tx, channelPageRequested.create({ organizationId: org.id, channelId: channel.id, runId: run.id, mode: "deliver", after: null })));

    const leaseMs = 2_000;
    const worker = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", path.join(import.meta.dirname, "support/sync-worker.ts")], {
      env: { ...process.env, SYNC_TEST_LEASE_MS: String(leaseMs) },
      stdio: "inherit",
    });
    try {
      // Kill it once the destination has stored records whose answers are still on their way.
      await expect.poll(() => dest.createdPerSku.size, { timeout: 30_000, interval: 20 }).toBeGreaterThan(0);
    } finally {
      worker.kill("SIGKILL");
      await once(worker, "exit");
    }
    expect(await db.publication.count({ where: { channelId: channel.id, status: "delivered" } })).toBe(0);

    const successor = createJobRunner({ functions, mode: "local", client: inngest, logger: pino({ level: "silent" }), leaseMs });
    const deadline = Date.now() + 60_000;
    while ((await db.syncRun.findUniqueOrThrow({ where: { id: run.id } })).status !== "completed" && Date.now() < deadline) {
      await successor.drain({ timeoutMs: 10_000 });
      await sleep(250);
    }
    expect((await db.syncRun.findUniqueOrThrow({ where: { id: run.id } })).status).toBe("completed");
    expect(await db.publication.count({ where: { channelId: channel.id, status: "delivered" } })).toBe(250);
    expect(dest.createdPerSku.size).toBe(250);
    for (const count of dest.createdPerSku.values()) expect(count).toBe(1);
  });
});
