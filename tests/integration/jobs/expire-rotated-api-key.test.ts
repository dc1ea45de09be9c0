import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dropDatabase } from "../../support/databases";
import { useFreshDatabase } from "./support/database";
import { sleep } from "./support/wait";

// The app's own function through the app's runner: a rotated key is revoked
// for the record once its grace period is over.

let databaseUrl: string;
let db: typeof import("../../../lib/db/client").db;
let enqueueEvent: typeof import("../../../lib/jobs/outbox").enqueueEvent;
let drainJobs: typeof import("../../../inngest/runtime/runner").drainJobs;
let apiKeyRotated: typeof import("../../../lib/events/definitions").apiKeyRotated;

beforeAll(async () => {
  databaseUrl = await useFreshDatabase();
  ({ db } = await import("../../../lib/db/client"));
  ({ enqueueEvent } = await import("../../../lib/jobs/outbox"));
  ({ drainJobs } = await import("../../../inngest/runtime/runner"));
  ({ apiKeyRotated } = await import("../../../lib/events/definitions"));
});

afterAll(async () => {
  await db?.$disconnect();
  if (databaseUrl) await dropDatabase(databaseUrl);
});

// A key rotated just now whose grace period ends in `graceMs`, the way
// rotation records it: the expiry and the event in one transaction.
async function rotatedKey(graceMs: number) {
  const org = await db.organization.create({ data: { name: `org ${randomUUID()}`, kind: "supplier" } });
  const key = await db.apiKey.create({ data: { organizationId: org.id, name: "old", prefix: "pis_test", keyHash: randomUUID(), scopes: [] } });
  const expiresAt = new Date(Date.now() + graceMs);
  const eventId = await db.$transaction(async (tx) => {
    await tx.apiKey.update({ where: { id: key.id }, data: { expiresAt } });
    return enqueueEvent(tx, apiKeyRotated.create({ apiKeyId: key.id, organizationId: org.id, expiresAt: expiresAt.toISOString() }));
  });
  return { orgId: org.id, keyId: key.id, expiresAt, eventId: eventId! };
}

const runOf = (eventId: string) => db.jobRun.findFirstOrThrow({ where: { eventId } });

describe("expire-rotated-api-key", () => {
  it("revokes the old key at its expiry, after the grace period, and records it", async () => {
    const { orgId, keyId, expiresAt, eventId } = await rotatedKey(3_000);

    await drainJobs();
    expect(await runOf(eventId)).toMatchObject({ functionId: "expire-rotated-api-key", status: "queued", runAt: expiresAt });
    expect((await db.apiKey.findUniqueOrThrow({ where: { id: keyId } })).revokedAt).toBeNull();

    await sleep(expiresAt.getTime() - Date.now() + 50);
    await drainJobs();

    expect(await runOf(eventId)).toMatchObject({ status: "completed", output: { revoked: true } });
    expect((await db.apiKey.findUniqueOrThrow({ where: { id: keyId } })).revokedAt).toEqual(expiresAt);
    expect(await db.auditEvent.findMany({ where: { targetId: keyId } })).toEqual([
      expect.objectContaining({ action: "api_key.expired", organizationId: orgId, targetType: "api_key" }),
    ]);
  });

  it("leaves a key alone that was revoked in the meantime", async () => {
    const { keyId, expiresAt, eventId } = await rotatedKey(300);
    const revokedAt = new Date(Date.now() - 1_000);
    await db.apiKey.update({ where: { id: keyId }, data: { revokedAt } });

    await sleep(expiresAt.getTime() - Date.now() + 50);
    await drainJobs();

    expect(await runOf(eventId)).toMatchObject({ status: "completed", output: { revoked: false } });
    expect((await db.apiKey.findUniqueOrThrow({ where: { id: keyId } })).revokedAt).toEqual(revokedAt);
    expect(await db.auditEvent.count({ where: { targetId: keyId } })).toBe(0);
  });

  it("refuses to enqueue data that does not match the schema, failing the writer's transaction", async () => {
    const bad = { apiKeyId: "not-a-uuid" } as unknown as Parameters<typeof apiKeyRotated.create>[0];
    const before = await db.outboxEvent.count();

    await expect(db.$transaction((tx) => enqueueEvent(tx, apiKeyRotated.create(bad)))).rejects.toThrow(/"api-key.rotated" does not match its schema: apiKeyId/);

    expect(await db.outboxEvent.count()).toBe(before);
  });

  it("fails at once on an outbox row whose data does not match the schema", async () => {
    // Written past enqueueEvent, as a row from before a schema change would be.
    const { id: eventId } = await db.outboxEvent.create({ data: { name: apiKeyRotated.name, data: { apiKeyId: "not-a-uuid" } } });

    await drainJobs();

    const run = await runOf(eventId);
    expect(run.status).toBe("failed");
    expect(run.lastError).toMatch(/EventValidationError/);
  });
});
