import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, errorOf } from "../../support/http";
import { addMember, createOrg } from "../../support/fixtures";
import { createProduct } from "../../support/catalog";
import { startDestination } from "../../support/destination-server";
import { startWebhookReceiver, type WebhookReceiver } from "../../support/webhook-receiver";
import { verifySignature } from "../../../lib/webhooks/signature";
import { sendWebhook } from "../../../lib/webhooks/send";
import { db } from "../../../lib/db/client";

let receiver: WebhookReceiver;
let url = "";

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  url = receiver.url;
});
afterAll(() => receiver.close());

async function endpoint(token: string, path: string, events: string[]) {
  const res = await call("POST", "/api/v1/webhook-endpoints", { token, body: { url: `${url}${path}`, events } });
  expect(res.status).toBe(201);
  return res.body as { id: string; secret: string };
}

const receivedFor = (sku: string, event: string) => receiver.received.filter((r) => r.event === event && r.parsed.data?.sku === sku);

describe("outbound webhooks", () => {
  it("sends signed product.updated, product.quality_band_changed and product.deleted events", async () => {
    const org = await createOrg("supplier");
    const hook = await endpoint(org.token, "/products", ["product.updated", "product.deleted", "product.quality_band_changed"]);
    expect(hook.secret).toMatch(/^whsec_/);
    const product = await createProduct(org, { sku: "WH-1" });
    expect((await call("PATCH", `/api/v1/products/${product.id}`, { token: org.token, body: { name: "Renamed" } })).status).toBe(200);
    // The creation itself is product.created, which this endpoint does not take.
    await expect.poll(() => receivedFor("WH-1", "product.updated").length, { timeout: 15_000 }).toBe(1);
    const update = receivedFor("WH-1", "product.updated")[0]!;
    expect(verifySignature(update.signature, hook.secret, update.body, Math.floor(Date.now() / 1000))).toBe(true);
    expect(verifySignature(update.signature, "whsec_wrong", update.body, Math.floor(Date.now() / 1000))).toBe(false);
    expect(update.parsed).toMatchObject({ id: update.delivery, type: "product.updated", organizationId: org.id, data: { productId: product.id, sku: "WH-1" } });
    await expect.poll(() => receivedFor("WH-1", "product.quality_band_changed").length, { timeout: 15_000 }).toBe(1);
    expect(receivedFor("WH-1", "product.quality_band_changed")[0]!.parsed.data).toMatchObject({ from: null, to: "red" });
    await call("DELETE", `/api/v1/products/${product.id}`, { token: org.token });
    await expect.poll(() => receivedFor("WH-1", "product.deleted").length, { timeout: 15_000 }).toBe(1);
  });

  it("sends publication.delivered and publication.skipped as a sync settles", async () => {
    const dest = await startDestination();
    try {
      const org = await createOrg("supplier");
      await endpoint(org.token, "/publications", ["publication.delivered", "publication.skipped", "publication.failed"]);
      await createProduct(org, { sku: "PUB-OK", status: "active", attributes: { gtin: "1" } });
      await createProduct(org, { sku: "PUB-SKIP", status: "active" });
      const channel = await call("POST", "/api/v1/channels", {
        token: org.token,
        body: { name: "c", locale: "en", destination: { type: "http", url: dest.url }, attributeMap: { gtin: { from: "attributes.gtin", required: true } } },
      });
      await call("POST", `/api/v1/channels/${channel.body.id}/sync`, { token: org.token, body: {} });
      await expect.poll(() => receivedFor("PUB-OK", "publication.delivered").length, { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
      await expect.poll(() => receivedFor("PUB-SKIP", "publication.skipped").length, { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
      expect(receivedFor("PUB-SKIP", "publication.skipped")[0]!.parsed.data).toMatchObject({ channelId: channel.body.id, last_error: "missing required: gtin" });
      expect(receivedFor("PUB-OK", "publication.delivered")[0]!.parsed.data.externalRef).toEqual(expect.any(String));
    } finally {
      await dest.close();
    }
  });

  it("retries a failing receiver with backoff, logs every delivery, and replays on request", async () => {
    const org = await createOrg("supplier");
    receiver.failNext("/flaky", 2);
    const hook = await endpoint(org.token, "/flaky", ["product.created"]);
    await createProduct(org, { sku: "FLAKY-1" });
    await expect.poll(() => receivedFor("FLAKY-1", "product.created").length, { timeout: 30_000, interval: 250 }).toBe(1);
    const log = await call("GET", `/api/v1/webhook-endpoints/${hook.id}/deliveries`, { token: org.token });
    expect(log.status).toBe(200);
    expect(log.body.items[0]).toMatchObject({ eventType: "product.created", status: "delivered", attempts: 3, responseStatus: 204 });
    const replay = await call("POST", `/api/v1/webhook-endpoints/${hook.id}/deliveries/${log.body.items[0].id}/replay`, { token: org.token, body: {} });
    expect(replay.status).toBe(202);
    await expect.poll(() => receivedFor("FLAKY-1", "product.created").length, { timeout: 15_000 }).toBe(2);
    const [first, second] = receivedFor("FLAKY-1", "product.created");
    expect(second!.delivery).toBe(first!.delivery);
  });

  it("records a delivery as failed after the last attempt", async () => {
    const org = await createOrg("supplier");
    const hook = await endpoint(org.token, "/always-down", ["product.updated"]);
    const delivery = await db.webhookDelivery.create({ data: { endpointId: hook.id, eventType: "product.updated", payload: { type: "product.updated", data: {} }, status: "pending" } });
    await expect(sendWebhook(delivery.id, false)).rejects.toThrow("receiver answered 503");
    expect(await db.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } })).toMatchObject({ status: "retrying", attempts: 1 });
    await sendWebhook(delivery.id, true);
    expect(await db.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } })).toMatchObject({ status: "failed", attempts: 2, responseStatus: 503 });
  });

  it("keeps endpoints to owners and admins of their organisation, and secrets out of lists", async () => {
    const org = await createOrg("supplier");
    const other = await createOrg("supplier");
    const hook = await endpoint(org.token, "/x", ["product.updated"]);
    const list = await call("GET", "/api/v1/webhook-endpoints", { token: org.token });
    expect(JSON.stringify(list.body)).not.toContain(hook.secret);
    for (const [method, path] of [["GET", `/api/v1/webhook-endpoints/${hook.id}`], ["PATCH", `/api/v1/webhook-endpoints/${hook.id}`], ["DELETE", `/api/v1/webhook-endpoints/${hook.id}`], ["GET", `/api/v1/webhook-endpoints/${hook.id}/deliveries`]] as const) {
      expect((await call(method, path, { token: other.token, body: method === "PATCH" ? { enabled: false } : undefined })).status, `${method} ${path}`).toBe(404);
    }
    const editor = await addMember(org, "editor");
    expect((await call("GET", "/api/v1/webhook-endpoints", { token: editor.token })).status).toBe(403);
    const bad = await call("POST", "/api/v1/webhook-endpoints", { token: org.token, body: { url: `${url}/x`, events: ["product.exploded"] } });
    expect(bad.status).toBe(422);
    expect(errorOf(bad).error.details![0]!.path).toBe("events.0");
    expect((await call("PATCH", `/api/v1/webhook-endpoints/${hook.id}`, { token: org.token, body: { enabled: false } })).body.enabled).toBe(false);
  });
});
