import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../support/http";
import { createOrg, type TestOrg } from "../../support/fixtures";
import { createProduct } from "../../support/catalog";
import { settled } from "../../support/jobs";
import { startDestination } from "../../support/destination-server";
import { uploadAndConfirm, confirm } from "../../support/assets";
import { photo } from "../../support/images";
import { importFile, csv } from "../../support/transfer";
import { startWebhookReceiver, type Received, type WebhookReceiver } from "../../support/webhook-receiver";
import { verifySignature } from "../../../lib/webhooks/signature";
import { webhookEventBody } from "../../../lib/webhooks/documents";
import { WEBHOOK_EVENTS, type WebhookEventType } from "../../../lib/webhooks/schemas";

// product.created, asset.confirmed and channel.synced at the HTTP boundary:
// each arrives once, signed, with the documented body; an endpoint that did
// not subscribe to it, and another organisation's endpoint, get nothing.
let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());

type Setup = { org: TestOrg; secret: string; path: string; otherPaths: string[] };

// An organisation with an endpoint taking `events`, a second endpoint of its
// own taking only product.deleted (which none of these tests causes), and
// another organisation's endpoint taking everything.
async function setUp(tag: string, events: WebhookEventType[]): Promise<Setup> {
  const org = await createOrg("supplier");
  const other = await createOrg("supplier");
  const subscribe = async (who: TestOrg, path: string, types: readonly string[]) => {
    const res = await call("POST", "/api/v1/webhook-endpoints", { token: who.token, body: { url: `${receiver.url}${path}`, events: types } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.secret as string;
  };
  const secret = await subscribe(org, `/${tag}`, events);
  await subscribe(org, `/${tag}-unsubscribed`, ["product.deleted"]);
  await subscribe(other, `/${tag}-other-org`, WEBHOOK_EVENTS);
  return { org, secret, path: `/${tag}`, otherPaths: [`/${tag}-unsubscribed`, `/${tag}-other-org`] };
}

const at = (path: string, type?: string) => receiver.received.filter((r) => r.path === path && (!type || r.event === type));

// The one delivery of `type` at the endpoint, checked against its signature and documented body.
function only(setup: Setup, type: WebhookEventType, match: (r: Received) => boolean = () => true) {
  const found = at(setup.path, type).filter(match);
  expect(found, `${type} at ${setup.path}`).toHaveLength(1);
  const delivery = found[0]!;
  expect(verifySignature(delivery.signature, setup.secret, delivery.body, Math.floor(Date.now() / 1000))).toBe(true);
  const body = webhookEventBody(type).strict().parse(delivery.parsed);
  expect(body).toMatchObject({ id: delivery.delivery, type, organizationId: setup.org.id });
  return body.data as Record<string, unknown>;
}

function nothingElse(setup: Setup) {
  for (const path of setup.otherPaths) expect(at(path), path).toEqual([]);
}

describe("product.created", () => {
  it("is sent once for a product made with POST /products, instead of product.updated, and not for a refused one", async () => {
    const setup = await setUp("created-post", ["product.created", "product.updated"]);
    const product = await createProduct(setup.org, { sku: "NEW-1" });
    const refused = await call("POST", "/api/v1/products", { token: setup.org.token, body: { sku: "NEW-2", name: "Widget", status: "exploded" } });
    expect(refused.status).toBe(422);
    await settled(setup.org);
    expect(only(setup, "product.created")).toEqual({ productId: product.id, sku: "NEW-1" });
    expect(at(setup.path, "product.updated")).toEqual([]);
    expect(at(setup.path).filter((r) => r.parsed.data.sku === "NEW-2")).toEqual([]);
    nothingElse(setup);
  });

  it("tells created from updated products in a bulk upsert, and nothing is sent for a refused bulk request", async () => {
    const setup = await setUp("created-bulk", ["product.created", "product.updated"]);
    const existing = await createProduct(setup.org, { sku: "OLD-1" });
    const bulk = await call("POST", "/api/v1/products/bulk", { token: setup.org.token, body: { items: [{ sku: "OLD-1", name: "Old, renamed" }, { sku: "BULK-1", name: "New" }] } });
    expect(bulk.status).toBe(200);
    const created = bulk.body.results.find((r: { status: string }) => r.status === "created");
    // Over the free plan's product ceiling: refused whole, nothing written or sent.
    const refused = await call("POST", "/api/v1/products/bulk", { token: setup.org.token, body: { items: Array.from({ length: 1000 }, (_, i) => ({ sku: `MANY-${i}`, name: "Many" })) } });
    expect(refused.status).toBe(403);
    await settled(setup.org);
    expect(only(setup, "product.created", (r) => r.parsed.data.sku === "BULK-1")).toEqual({ productId: created.id, sku: "BULK-1" });
    expect(only(setup, "product.updated")).toEqual({ productId: existing.id, sku: "OLD-1" });
    expect(at(setup.path, "product.created").map((r) => r.parsed.data.sku).sort()).toEqual(["BULK-1", "OLD-1"]);
    nothingElse(setup);
  });

  it("is sent for each product an import creates", async () => {
    const setup = await setUp("created-import", ["product.created", "product.updated"]);
    const done = await importFile(setup.org, csv([["sku", "name"], ["IMP-1", "Imported one"], ["IMP-2", "Imported two"]]));
    expect(done).toMatchObject({ status: "succeeded", created: 2, failed: 0 });
    await settled(setup.org);
    const skus = at(setup.path, "product.created").map((r) => r.parsed.data.sku).sort();
    expect(skus).toEqual(["IMP-1", "IMP-2"]);
    expect(only(setup, "product.created", (r) => r.parsed.data.sku === "IMP-1")).toMatchObject({ sku: "IMP-1", productId: expect.any(String) });
    expect(at(setup.path, "product.updated")).toEqual([]);
    nothingElse(setup);
  });
});

describe("asset.confirmed", () => {
  it("is sent once when an upload is confirmed, not again on a repeated confirm, and not for a refused upload", async () => {
    const setup = await setUp("asset", ["asset.confirmed"]);
    const { upload, res } = await uploadAndConfirm({ token: setup.org.token }, { filename: "front.png", mimeType: "image/png", assetType: "image", bytes: await photo(8, 8, "png") });
    expect(res.status).toBe(200);
    expect((await confirm({ token: setup.org.token }, upload.assetId)).status).toBe(200);
    const refused = await uploadAndConfirm({ token: setup.org.token }, { filename: "fake.png", mimeType: "image/png", assetType: "image", bytes: Buffer.from("not a picture at all") });
    expect(refused.res.status).toBe(422);
    await settled(setup.org);
    expect(only(setup, "asset.confirmed")).toEqual({ assetId: upload.assetId, filename: "front.png", assetType: "image", mimeType: "image/png", sizeBytes: res.body.sizeBytes });
    nothingElse(setup);
  });
});

describe("channel.synced", () => {
  it("is sent once when a sync run of an http channel completes, with the publications by status", async () => {
    const dest = await startDestination();
    try {
      const setup = await setUp("synced-http", ["channel.synced"]);
      await createProduct(setup.org, { sku: "SYNC-OK", status: "active", attributes: { gtin: "1" } });
      await createProduct(setup.org, { sku: "SYNC-SKIP", status: "active" });
      const channel = await call("POST", "/api/v1/channels", {
        token: setup.org.token,
        body: { name: "c", locale: "en", destination: { type: "http", url: dest.url }, attributeMap: { gtin: { from: "attributes.gtin", required: true } } },
      });
      await settled(setup.org);
      const sync = await call("POST", `/api/v1/channels/${channel.body.id}/sync`, { token: setup.org.token, body: {} });
      expect(sync.status).toBe(202);
      await settled(setup.org);
      expect(only(setup, "channel.synced")).toEqual({
        channelId: channel.body.id,
        runId: sync.body.runId,
        destinationType: "http",
        publications: { pending: 0, delivered: 1, skipped: 1, failed: 0 },
      });
      nothingElse(setup);
    } finally {
      await dest.close();
    }
  });

  it("is sent once when a feed channel's sync writes its file", async () => {
    const setup = await setUp("synced-feed", ["channel.synced"]);
    await createProduct(setup.org, { sku: "FEED-1", status: "active" });
    const channel = await call("POST", "/api/v1/channels", {
      token: setup.org.token,
      body: { name: "f", locale: "en", destination: { type: "feed", format: "json" }, attributeMap: { title: { from: "name" } } },
    });
    await settled(setup.org);
    const sync = await call("POST", `/api/v1/channels/${channel.body.id}/sync`, { token: setup.org.token, body: {} });
    await settled(setup.org);
    expect(only(setup, "channel.synced")).toEqual({
      channelId: channel.body.id,
      runId: sync.body.runId,
      destinationType: "feed",
      publications: { pending: 0, delivered: 1, skipped: 0, failed: 0 },
    });
    nothingElse(setup);
  });
});
