import { describe, expect, it } from "vitest";
import { call } from "../../support/http";
import { createOrg, type TestOrg } from "../../support/fixtures";
import { settled } from "../../support/jobs";
import { db } from "../../../lib/db/client";
import { releaseFeedWriter } from "../../../lib/channels/feed/feed-schedule";

// Work that finds a feed channel's writer busy pauses, looking again after
// up to 15 s; a writer that finishes hands the channel over at once. Here a
// writer's lease is held by hand, the waiting request's next look is put ten
// minutes off, and the writer is released as a finished writer releases it:
// the waiting work must be done long before that look, and the paused
// request must then find nothing left to write.

const generations = async (channelId: string) => Number((await db.channel.findUniqueOrThrow({ where: { id: channelId } })).feedStarted);

async function feedChannel(): Promise<{ org: TestOrg; channelId: string; productId: string }> {
  const org = await createOrg("supplier");
  const items = Array.from({ length: 5 }, (_, i) => ({ sku: `HO-${i}`, name: `Item ${i}`, status: "active" }));
  expect((await call("POST", "/api/v1/products/bulk", { token: org.token, body: { items } })).status).toBe(200);
  const channel = await call("POST", "/api/v1/channels", {
    token: org.token,
    body: { name: "Handed over", locale: "en", destination: { type: "feed", format: "json", refreshSeconds: 1 }, attributeMap: { title: { from: "name" } } },
  });
  expect(channel.status, JSON.stringify(channel.body)).toBe(201);
  await settled(org);
  const product = await db.product.findFirstOrThrow({ where: { organizationId: org.id, sku: "HO-0" } });
  return { org, channelId: channel.body.id as string, productId: product.id };
}

async function holdWriter(channelId: string): Promise<void> {
  await db.$executeRaw`UPDATE channels SET "feedWriterUntil" = now() + interval '5 minutes' WHERE id = ${channelId}::uuid`;
}

// The write request of this event, once it has found the writer busy and
// paused, with its next look moved ten minutes off. A paused run is queued
// with a later runAt and a step that answered busyUntil; the update only
// takes while it still is.
async function pauseLong(dedupeKey: string): Promise<string> {
  let runId: string | undefined;
  await expect
    .poll(
      async () => {
        const run = await db.jobRun.findFirst({ where: { functionId: "write-channel-feed", event: { dedupeKey } } });
        if (!run) return 0;
        runId = run.id;
        return db.$executeRaw`
          UPDATE job_runs SET "runAt" = now() + interval '10 minutes'
          WHERE id = ${run.id}::uuid AND status = 'queued' AND "runAt" > now() AND steps::text LIKE '%busyUntil%'`;
      },
      { timeout: 30_000, interval: 100 },
    )
    .toBe(1);
  return runId!;
}

async function wakeAndSettle(org: TestOrg, runId: string): Promise<unknown> {
  await db.jobRun.update({ where: { id: runId }, data: { runAt: new Date() } });
  await settled(org);
  const run = await db.jobRun.findUniqueOrThrow({ where: { id: runId } });
  expect(run.status).toBe("completed");
  return run.output;
}

describe("a feed writer that finishes", () => {
  it("hands the channel to a sync that waits for it, and the sync's file is written once", async () => {
    const { org, channelId } = await feedChannel();
    const before = await generations(channelId);
    await holdWriter(channelId);
    const sync = await call("POST", `/api/v1/channels/${channelId}/sync`, { token: org.token, body: {} });
    expect(sync.status).toBe(202);
    const paused = await pauseLong(`channel-feed:${sync.body.runId}`);

    await releaseFeedWriter({ id: channelId, organizationId: org.id }, true);
    await expect.poll(async () => (await db.syncRun.findUniqueOrThrow({ where: { id: sync.body.runId } })).status, { timeout: 30_000 }).toBe("completed");
    expect(await generations(channelId)).toBe(before + 1);

    // The paused request finds its sync written and writes nothing.
    expect(await wakeAndSettle(org, paused)).toEqual({ nothingDue: true });
    expect(await generations(channelId)).toBe(before + 1);
  }, 90_000);

  it("hands the channel to a rewrite that fell due while it wrote", async () => {
    const { org, channelId, productId } = await feedChannel();
    await holdWriter(channelId);
    expect((await call("PATCH", `/api/v1/products/${productId}`, { token: org.token, body: { name: "Renamed" } })).status).toBe(200);
    await expect.poll(async () => (await db.channel.findUniqueOrThrow({ where: { id: channelId } })).feedDueAt, { timeout: 30_000 }).not.toBeNull();
    const { feedDueAt } = await db.channel.findUniqueOrThrow({ where: { id: channelId } });
    const paused = await pauseLong(`channel-feed:${channelId}:${feedDueAt!.toISOString()}`);
    const before = await generations(channelId);

    await releaseFeedWriter({ id: channelId, organizationId: org.id }, true);
    await expect
      .poll(
        async () => {
          const link = await call("GET", `/api/v1/channels/${channelId}/feed`, { token: org.token });
          const records = ((await (await fetch(link.body.url)).json()) as { records: { fields: { title: string } }[] }).records;
          return records.map((r) => r.fields.title).includes("Renamed");
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    expect(await generations(channelId)).toBe(before + 1);

    // The paused request finds the rewrite done and writes nothing.
    expect(await wakeAndSettle(org, paused)).toEqual({ nothingDue: true });
    expect(await generations(channelId)).toBe(before + 1);
  }, 90_000);

  it("hands a sync over once, not again and again, when the channel is no longer a feed", async () => {
    const { org, channelId } = await feedChannel();
    await holdWriter(channelId);
    const sync = await call("POST", `/api/v1/channels/${channelId}/sync`, { token: org.token, body: {} });
    const paused = await pauseLong(`channel-feed:${sync.body.runId}`);
    const patched = await call("PATCH", `/api/v1/channels/${channelId}`, { token: org.token, body: { destination: { type: "http", url: "http://127.0.0.1:9/unused" } } });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);

    await releaseFeedWriter({ id: channelId, organizationId: org.id }, true);
    expect(await wakeAndSettle(org, paused)).toEqual({ records: 0, skipped: 0 });
    const handedOver = await db.outboxEvent.findMany({ where: { name: "channel.feed-requested", dedupeKey: { startsWith: `channel-feed:${sync.body.runId}:after:` } } });
    expect(handedOver).toHaveLength(1);
  }, 90_000);
});
