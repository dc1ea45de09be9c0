import { afterEach, describe, expect, it } from "vitest";
import { call, errorOf } from "../../support/http";
import { createOrg, type TestOrg } from "../../support/fixtures";
import { createProduct } from "../../support/catalog";
import { startDestination, type Destination } from "../../support/destination-server";
import { settled } from "../../support/jobs";
import { db } from "../../../lib/db/client";

const open: Destination[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((d) => d.close()));
});

const MAP = { title: { from: "name", required: true }, gtin: { from: "attributes.gtin", required: true } };

// Products first, their own background passes over, then the channel: its
// readiness pass records publications without delivering anything.
async function channelOver(org: TestOrg, destination: Record<string, unknown>) {
  await settled(org);
  const res = await call("POST", "/api/v1/channels", { token: org.token, body: { name: "Shop", locale: "en", destination, attributeMap: MAP } });
  expect(res.status).toBe(201);
  await settled(org);
  return res.body.id as string;
}

async function syncAndWait(org: TestOrg, channelId: string) {
  const res = await call("POST", `/api/v1/channels/${channelId}/sync`, { token: org.token, body: {} });
  expect(res.status).toBe(202);
  await expect.poll(async () => (await db.syncRun.findUniqueOrThrow({ where: { id: res.body.runId } })).status, { timeout: 60_000, interval: 200 }).toBe("completed");
  await settled(org);
}

async function publication(org: TestOrg, channelId: string, productId: string) {
  const res = await call("GET", `/api/v1/channels/${channelId}/publications/${productId}`, { token: org.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

describe("what a channel received", () => {
  it("is null before the first delivery, then the record an http destination accepted, through POST and PUT", async () => {
    const dest = await startDestination();
    open.push(dest);
    const org = await createOrg("supplier");
    const product = await createProduct(org, { sku: "SENT-1", name: "Lamp", status: "active", attributes: { gtin: "0001" } });
    const channelId = await channelOver(org, { type: "http", url: dest.url });

    const before = await publication(org, channelId, product.id);
    expect(before).toMatchObject({ channelId, productId: product.id, sku: "SENT-1", status: "pending", deliveredRecord: null, deliveredAt: null });

    await syncAndWait(org, channelId);
    const first = await publication(org, channelId, product.id);
    expect(first.status).toBe("delivered");
    expect(first.deliveredAt).toEqual(expect.any(String));
    expect(first.deliveredRecord).toEqual({ sku: "SENT-1", fields: { title: "Lamp", gtin: "0001" } });
    expect(first.deliveredRecord).toEqual(dest.records.get(first.externalRef));

    // The edit's own pass updates the record in place (a PUT).
    const edit = await call("PATCH", `/api/v1/products/${product.id}`, { token: org.token, body: { name: "Desk lamp" } });
    expect(edit.status).toBe(200);
    await expect.poll(async () => (await publication(org, channelId, product.id)).deliveredRecord?.fields.title, { timeout: 60_000, interval: 300 }).toBe("Desk lamp");
    await settled(org);
    const second = await publication(org, channelId, product.id);
    expect(dest.puts).toBeGreaterThanOrEqual(1);
    expect(second.deliveredRecord).toEqual(dest.records.get(second.externalRef));
    expect(second.deliveredRecord).toEqual({ sku: "SENT-1", fields: { title: "Desk lamp", gtin: "0001" } });
  });

  it("is the record a feed's file held before formatting, and stays the last one held once the product leaves the file", async () => {
    const org = await createOrg("supplier");
    const kept = await createProduct(org, { sku: "FEED-1", name: "Chair", status: "active", attributes: { gtin: "111" } });
    const leaving = await createProduct(org, { sku: "FEED-2", name: "Table", status: "active", attributes: { gtin: "222" } });
    const channelId = await channelOver(org, { type: "feed", format: "json" });
    expect((await publication(org, channelId, kept.id)).deliveredRecord).toBeNull();

    await syncAndWait(org, channelId);
    const link = await call("GET", `/api/v1/channels/${channelId}/feed`, { token: org.token });
    const file = (await (await fetch(link.body.url)).json()) as { records: { sku: string; fields: Record<string, unknown> }[] };
    for (const product of [kept, leaving]) {
      const held = await publication(org, channelId, product.id);
      expect(held.deliveredAt).toEqual(expect.any(String));
      expect(held.deliveredRecord).toEqual(file.records.find((r) => r.sku === product.sku));
    }
    expect((await publication(org, channelId, kept.id)).deliveredRecord).toEqual({ sku: "FEED-1", fields: { title: "Chair", gtin: "111" } });

    // An incremental rewrite drops the archived product and copies the other record.
    expect((await call("PATCH", `/api/v1/products/${leaving.id}`, { token: org.token, body: { status: "archived" } })).status).toBe(200);
    await expect
      .poll(async () => {
        const url = (await call("GET", `/api/v1/channels/${channelId}/feed`, { token: org.token })).body.url;
        return ((await (await fetch(url)).json()) as typeof file).records.map((r) => r.sku);
      }, { timeout: 60_000, interval: 500 })
      .toEqual(["FEED-1"]);
    await settled(org);
    expect((await publication(org, channelId, kept.id)).deliveredRecord).toEqual({ sku: "FEED-1", fields: { title: "Chair", gtin: "111" } });
    expect((await publication(org, channelId, leaving.id)).deliveredRecord).toEqual({ sku: "FEED-2", fields: { title: "Table", gtin: "222" } });
  });

  it("is 404 for another organisation's channel or product, and for a product the channel has no publication of", async () => {
    const a = await createOrg("supplier");
    const b = await createOrg("supplier");
    const product = await createProduct(a, { sku: "MINE-1", status: "active", attributes: { gtin: "1" } });
    const draft = await createProduct(a, { sku: "MINE-2", status: "draft" });
    const channelId = await channelOver(a, { type: "feed", format: "json" });
    await publication(a, channelId, product.id);
    const theirs = await channelOver(b, { type: "feed", format: "json" });

    const attempts = [
      [b, channelId, product.id],
      [b, theirs, product.id],
      [a, theirs, product.id],
      [a, channelId, draft.id],
      [a, channelId, "8d5c4d0e-7f4e-4a7e-9a55-2a1b6f3c9d10"],
    ] as const;
    for (const [org, channel, productId] of attempts) {
      const res = await call("GET", `/api/v1/channels/${channel}/publications/${productId}`, { token: org.token });
      expect(res.status, `${channel}/${productId}`).toBe(404);
      expect(errorOf(res).error.code).toBe("NOT_FOUND");
    }
  });
});
