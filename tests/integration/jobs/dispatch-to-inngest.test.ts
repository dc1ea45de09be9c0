import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Inngest } from "inngest";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dropDatabase } from "../../support/databases";
import { useFreshDatabase } from "./support/database";

// With Inngest configured, the runner only forwards the outbox: each event is
// sent once with its outbox id as the Inngest event id (Inngest's dedupe),
// and a failed send leaves it in the outbox for a later try. A local HTTP
// server stands in for Inngest's event API.

let databaseUrl: string;
let db: typeof import("../../../lib/db/client").db;
let createJobRunner: typeof import("../../../lib/jobs/job-runner").createJobRunner;
let enqueue: typeof import("./support/test-functions").enqueue;
let server: Server;
let client: Inngest;
let failing = false;
const received: { id: string; name: string; data: unknown }[] = [];

beforeAll(async () => {
  databaseUrl = await useFreshDatabase();
  ({ db } = await import("../../../lib/db/client"));
  ({ createJobRunner } = await import("../../../lib/jobs/job-runner"));
  ({ enqueue } = await import("./support/test-functions"));
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      res.setHeader("content-type", "application/json");
      if (failing) {
        res.statusCode = 500;
        res.end(JSON.stringify({ status: 500, error: "event API down" }));
        return;
      }
      const events = JSON.parse(body) as { id: string; name: string; data: unknown }[];
      received.push(...events);
      res.end(JSON.stringify({ status: 200, ids: events.map((event) => event.id) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  client = new Inngest({ id: "pis-dispatch-test", eventKey: "test-event-key", baseUrl: `http://127.0.0.1:${port}/`, logger: pino({ level: "silent" }) });
});

afterAll(async () => {
  server?.close();
  await db?.$disconnect();
  if (databaseUrl) await dropDatabase(databaseUrl);
});

const forwardingRunner = () => createJobRunner({ functions: [], mode: "inngest", client, logger: pino({ level: "silent" }) });

describe("dispatch to Inngest", () => {
  it("sends each outbox event once, under its outbox id, and marks it dispatched", async () => {
    const first = await enqueue("test/touch", { tag: "to-inngest" });
    const second = await enqueue("test/touch", { tag: "to-inngest-too" }, "dedupe-key");

    await forwardingRunner().drain();
    await forwardingRunner().drain();

    expect(received).toEqual([
      expect.objectContaining({ id: first, name: "test/touch", data: { tag: "to-inngest" } }),
      expect.objectContaining({ id: second, name: "test/touch", data: { tag: "to-inngest-too" } }),
    ]);
    const events = await db.outboxEvent.findMany({ where: { id: { in: [first, second] } } });
    expect(events.every((event) => event.dispatchedAt !== null && event.lastError === null)).toBe(true);
    expect(await db.jobRun.count()).toBe(0);
  });

  it("keeps an event whose send failed, with the error, and sends it later", async () => {
    received.length = 0;
    const eventId = await enqueue("test/touch", { tag: "retry-send" });

    failing = true;
    await forwardingRunner().drain();
    const kept = await db.outboxEvent.findUniqueOrThrow({ where: { id: eventId } });
    expect(kept).toMatchObject({ dispatchedAt: null, attempts: 1 });
    expect(kept.lastError).toMatch(/event API down|500/);

    failing = false;
    await forwardingRunner().drain();
    expect(received).toEqual([expect.objectContaining({ id: eventId })]);
    expect(await db.outboxEvent.findUniqueOrThrow({ where: { id: eventId } })).toMatchObject({ attempts: 2, lastError: null });
  });
});
