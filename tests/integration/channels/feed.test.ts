import { describe, expect, it } from "vitest";
import { call, errorOf } from "../../support/http";
import { createOrg, type TestOrg } from "../../support/fixtures";
import { createProduct } from "../../support/catalog";
import { settled } from "../../support/jobs";
import { db } from "../../../lib/db/client";
import { beginFeedGeneration, publishFeedGeneration } from "../../../lib/channels/feed/feed-generation";

async function feedChannel(token: string, format: "json" | "csv") {
  const res = await call("POST", "/api/v1/channels", {
    token,
    body: {
      name: "Marketplace",
      locale: "en",
      destination: { type: "feed", format },
      attributeMap: { title: { from: "name", required: true }, gtin: { from: "attributes.gtin", required: true }, tags: { from: "tags", op: "join" } },
    },
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

async function syncAndWait(org: TestOrg, channelId: string) {
  const res = await call("POST", `/api/v1/channels/${channelId}/sync`, { token: org.token, body: {} });
  expect(res.status).toBe(202);
  await expect.poll(async () => (await db.syncRun.findUniqueOrThrow({ where: { id: res.body.runId } })).status, { timeout: 30_000 }).toBe("completed");
  // Passes for the products' own changes may have run beside the sync (they
  // may rewrite the same file): the outcome is read once every one has ended.
  await settled(org);
}

describe("feed destinations", () => {
  it("write a CSV file of the ready records to the store, served by a short-lived link", async () => {
    const org = await createOrg("supplier");
    await createProduct(org, { sku: "F-1", name: 'Chair, "oak"', status: "active", tags: ["wood", "seat"], attributes: { gtin: "111" } });
    await createProduct(org, { sku: "F-2", name: "Table", status: "active", attributes: { gtin: "222" } });
    await createProduct(org, { sku: "F-3", name: "No gtin", status: "active" });
    const channelId = await feedChannel(org.token, "csv");
    await syncAndWait(org, channelId);
    const link = await call("GET", `/api/v1/channels/${channelId}/feed`, { token: org.token });
    expect(link.status).toBe(200);
    expect(link.body).toEqual({ url: expect.stringMatching(/^http/), expiresInSeconds: expect.any(Number) });
    expect(link.body.expiresInSeconds).toBeLessThanOrEqual(300);
    const file = await (await fetch(link.body.url)).text();
    const lines = file.trim().split("\r\n").sort();
    expect(lines).toEqual(['F-1,"Chair, ""oak""",111,"wood, seat"', "F-2,Table,222,", "sku,title,gtin,tags"]);
    const pubs = (await call("GET", `/api/v1/channels/${channelId}/publications`, { token: org.token })).body.items;
    expect(pubs.find((p: { sku: string }) => p.sku === "F-3")).toMatchObject({ status: "skipped", last_error: "missing required: gtin" });
    expect(pubs.filter((p: { status: string }) => p.status === "delivered")).toHaveLength(2);
  });

  it("has no file before anything wrote one (409)", async () => {
    const org = await createOrg("supplier");
    const channelId = await feedChannel(org.token, "csv");
    const early = await call("GET", `/api/v1/channels/${channelId}/feed`, { token: org.token });
    expect(early.status).toBe(409);
    expect(errorOf(early).error.code).toBe("INVALID_STATE");
  });

  it("regenerates a JSON feed after a product changes, and keeps the link to its owner", async () => {
    const org = await createOrg("supplier");
    const other = await createOrg("supplier");
    const product = await createProduct(org, { sku: "J-1", name: "Lamp", status: "active", attributes: { gtin: "9" } });
    const channelId = await feedChannel(org.token, "json");
    await syncAndWait(org, channelId);
    expect((await call("GET", `/api/v1/channels/${channelId}/feed`, { token: other.token })).status).toBe(404);
    await call("PATCH", `/api/v1/products/${product.id}`, { token: org.token, body: { name: "Desk lamp" } });
    await expect
      .poll(async () => {
        const link = await call("GET", `/api/v1/channels/${channelId}/feed`, { token: org.token });
        return ((await (await fetch(link.body.url)).json()) as { records: { fields: { title: string } }[] }).records[0]?.fields.title;
      }, { timeout: 20_000 })
      .toBe("Desk lamp");
  });

  it("keeps the fresher file when a write that started earlier finishes last", async () => {
    const org = await createOrg("supplier");
    const product = await createProduct(org, { sku: "G-1", name: "Old name", status: "active", attributes: { gtin: "1" } });
    const channelId = await feedChannel(org.token, "json");
    await settled(org);
    const channel = { id: channelId, organizationId: org.id };
    const stale = await beginFeedGeneration(channel);
    await call("PATCH", `/api/v1/products/${product.id}`, { token: org.token, body: { name: "New name" } });
    await syncAndWait(org, channelId);
    let staleWrote = false;
    const published = await publishFeedGeneration(channel, stale, async () => {
      staleWrote = true;
    });
    expect(published).toBe(false);
    expect(staleWrote).toBe(false);
    const link = await call("GET", `/api/v1/channels/${channelId}/feed`, { token: org.token });
    const file = (await (await fetch(link.body.url)).json()) as { records: { fields: { title: string } }[] };
    expect(file.records.map((r) => r.fields.title)).toEqual(["New name"]);
  });
});
