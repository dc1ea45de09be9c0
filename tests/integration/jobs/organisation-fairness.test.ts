import { createServer, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../support/http";
import { createOrg } from "../../support/fixtures";
import { createProduct } from "../../support/catalog";
import { settled } from "../../support/jobs";
import { db } from "../../../lib/db/client";

// Each of the two test servers runs the job runner with 4 slots. One
// organisation's webhook receiver never answers, so each of its 80
// deliveries holds a slot for the whole delivery timeout (2 s in tests)
// before it is retried. Claimed oldest first with no regard to the
// organisation, those deliveries would fill all 8 slots for about 20 s, and
// another organisation's product change would wait behind them.
const ENDPOINTS = 5;
const PRODUCTS = 16;
const DELIVERIES = ENDPOINTS * PRODUCTS;

let receiver: Server;
let url = "";
const sockets = new Set<Socket>();

beforeAll(async () => {
  receiver = createServer(() => {
    // Reads nothing and never answers.
  });
  receiver.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

const runsOf = (organizationId: string, status: "queued" | "running") =>
  db.jobRun.count({ where: { functionId: "deliver-webhook", status, event: { data: { path: ["organizationId"], equals: organizationId } } } });

describe("job runner fairness between organisations", () => {
  it("runs another organisation's work promptly while one organisation's deliveries hang", async () => {
    const stuck = await createOrg("supplier");
    try {
      for (let i = 0; i < ENDPOINTS; i++) {
        const res = await call("POST", "/api/v1/webhook-endpoints", { token: stuck.token, body: { url: `${url}/hook-${i}`, events: ["product.created"] } });
        expect(res.status).toBe(201);
      }
      const items = Array.from({ length: PRODUCTS }, (_, i) => ({ sku: `STUCK-${i}`, name: `Stuck ${i}` }));
      expect((await call("POST", "/api/v1/products/bulk", { token: stuck.token, body: { items } })).status).toBe(200);
      // The hanging deliveries hold slots, and most of them are still waiting for one.
      await expect.poll(() => runsOf(stuck.id, "running"), { timeout: 15_000, interval: 50 }).toBeGreaterThanOrEqual(2);
      expect(await runsOf(stuck.id, "queued")).toBeGreaterThan(DELIVERIES / 2);

      const other = await createOrg("supplier");
      const started = Date.now();
      const product = await createProduct(other, { sku: "PROMPT-1", name: "Prompt" });
      await settled(other);
      const elapsed = Date.now() - started;
      // Its product change fans out to scoring, syndication and webhooks, all done well within the time it would wait behind the backlog.
      expect(elapsed).toBeLessThan(8_000);
      expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).qualityScore).toEqual(expect.any(Number));
    } finally {
      // The backlog ends quickly: a delivery to a disabled endpoint is skipped.
      await db.webhookEndpoint.updateMany({ where: { organizationId: stuck.id }, data: { enabled: false } });
    }
  }, 60_000);
});
