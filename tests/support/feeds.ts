import { expect } from "vitest";
import { call } from "./http";
import type { TestOrg } from "./fixtures";
import { settled } from "./jobs";
import { db } from "../../lib/db/client";

export type FeedRecord = { sku: string; fields: Record<string, unknown> };

// A JSON feed channel with this map, synced once; its records as a
// destination downloading the file would read them.
export async function syncedFeed(org: TestOrg, attributeMap: Record<string, unknown>, locale = "en"): Promise<{ channelId: string; records: FeedRecord[] }> {
  const channel = await call("POST", "/api/v1/channels", { token: org.token, body: { name: "Retailer", locale, destination: { type: "feed", format: "json" }, attributeMap } });
  expect(channel.status, JSON.stringify(channel.body)).toBe(201);
  const run = await call("POST", `/api/v1/channels/${channel.body.id}/sync`, { token: org.token, body: {} });
  expect(run.status).toBe(202);
  await expect.poll(async () => (await db.syncRun.findUniqueOrThrow({ where: { id: run.body.runId } })).status, { timeout: 30_000 }).toBe("completed");
  await settled(org);
  const link = await call("GET", `/api/v1/channels/${channel.body.id}/feed`, { token: org.token });
  expect(link.status).toBe(200);
  const feed = (await (await fetch(link.body.url)).json()) as { records: FeedRecord[] };
  return { channelId: channel.body.id, records: feed.records };
}
