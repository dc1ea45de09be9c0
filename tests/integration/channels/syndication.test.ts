import { afterEach, describe, expect, it } from "vitest";
import { call } from "../../support/http";
import { createOrg, type TestOrg } from "../../support/fixtures";
import { createProduct } from "../../support/catalog";
import { startDestination, type Destination, type DestinationOptions } from "../../support/destination-server";
import { settled } from "../../support/jobs";
import { db } from "../../../lib/db/client";
import { evaluateChannelPage } from "../../../lib/channels/process-page";

const open: Destination[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((d) => d.close()));
});

async function destination(options: DestinationOptions = {}) {
  const d = await startDestination(options);
  open.push(d);
  return d;
}

async function channelFor(org: TestOrg, url: string, map: Record<string, unknown> = { title: { from: "name", required: true }, gtin: { from: "attributes.gtin", required: true } }, locale = "en") {
  const res = await call("POST", "/api/v1/channels", { token: org.token, body: { name: "Shop", locale, destination: { type: "http", url }, attributeMap: map } });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

// The run completes once every record of the sync is delivered or settled;
// passes for the products' own changes may have run beside it, so the
// outcome is read once every pass has ended (nothing of the organisation
// queued or running).
async function syncAndWait(org: TestOrg, channelId: string, timeout = 60_000) {
  const res = await call("POST", `/api/v1/channels/${channelId}/sync`, { token: org.token, body: {} });
  expect(res.status).toBe(202);
  expect(res.body).toEqual({ runId: expect.any(String) });
  await expect.poll(async () => (await db.syncRun.findUniqueOrThrow({ where: { id: res.body.runId } })).status, { timeout, interval: 200 }).toBe("completed");
  await settled(org);
  return res.body.runId as string;
}

async function publications(org: TestOrg, channelId: string) {
  const res = await call("GET", `/api/v1/channels/${channelId}/publications?limit=200`, { token: org.token });
  expect(res.status).toBe(200);
  return res.body.items as any[];
}

describe("syndication to an http destination", () => {
  it("delivers complete products, skips incomplete ones before they reach the destination, and records the evaluation", async () => {
    const dest = await destination();
    const org = await createOrg("supplier");
    const complete = await Promise.all([1, 2, 3].map((i) => createProduct(org, { sku: `OK-${i}`, status: "active", attributes: { gtin: `000${i}` } })));
    const incomplete = await createProduct(org, { sku: "NO-GTIN", status: "active" });
    await createProduct(org, { sku: "DRAFT", status: "draft", attributes: { gtin: "1" } });
    const channelId = await channelFor(org, dest.url);
    await syncAndWait(org, channelId);

    expect([...dest.createdPerSku.keys()].sort()).toEqual(["OK-1", "OK-2", "OK-3"]);
    const pubs = await publications(org, channelId);
    expect(pubs).toHaveLength(4);
    for (const p of pubs.filter((p) => p.sku.startsWith("OK-"))) {
      expect(p).toMatchObject({ status: "delivered", externalRef: expect.any(String), last_error: null });
      expect(p.attempts).toBeGreaterThanOrEqual(1);
      expect(dest.records.get(p.externalRef)?.fields).toEqual({ title: "Widget", gtin: expect.any(String) });
    }
    const skipped = pubs.find((p) => p.sku === "NO-GTIN");
    expect(skipped).toMatchObject({ productId: incomplete.id, status: "skipped", externalRef: null, last_error: "missing required: gtin" });
    expect(skipped.evaluation).toEqual({ missingRequired: ["gtin"], transformErrors: [], warnings: [], localeFallbacks: [] });
    expect(complete).toHaveLength(3);
    const view = await call("GET", `/api/v1/channels/${channelId}`, { token: org.token });
    expect(view.body.readiness).toEqual({ ready: 3, wouldSkip: 1, missingTargets: { gtin: 1 } });
  });

  // A channel is evaluated for readiness when it is created, and a sync may
  // be asked for at once: the readiness pass can then run after the delivery.
  it("leaves a delivered publication delivered when a readiness pass builds the record the destination holds, and pending once the map changes it", async () => {
    const dest = await destination();
    const org = await createOrg("supplier");
    const product = await createProduct(org, { sku: "CUR-1", status: "active", attributes: { gtin: "0001" } });
    const channelId = await channelFor(org, dest.url);
    await syncAndWait(org, channelId);
    const publication = () => db.publication.findFirstOrThrow({ where: { channelId, productId: product.id } });
    const delivered = await publication();
    expect(delivered).toMatchObject({ status: "delivered", deliveredHash: expect.any(String) });

    await evaluateChannelPage({ organizationId: org.id, channelId, runId: null, mode: "evaluate", after: null });
    expect(await publication()).toMatchObject({ status: "delivered", evaluatedHash: delivered.deliveredHash, externalRef: delivered.externalRef });

    const patched = await call("PATCH", `/api/v1/channels/${channelId}`, { token: org.token, body: { attributeMap: { title: { from: "sku", required: true }, gtin: { from: "attributes.gtin", required: true } } } });
    expect(patched.status).toBe(200);
    await settled(org);
    const stale = await publication();
    expect(stale.status).toBe("pending");
    expect(stale.evaluatedHash).not.toBe(stale.deliveredHash);

    await syncAndWait(org, channelId);
    expect(await publication()).toMatchObject({ status: "delivered", deliveredHash: stale.evaluatedHash });
    expect(dest.records.get(delivered.externalRef!)?.fields).toEqual({ title: "CUR-1", gtin: "0001" });
  });

  it("re-delivers with PUT to the externalRef, never a duplicate, on a second sync and after an edit", async () => {
    const dest = await destination();
    const org = await createOrg("supplier");
    const product = await createProduct(org, { sku: "RE-1", status: "active", attributes: { gtin: "1" } });
    await createProduct(org, { sku: "RE-2", status: "active", attributes: { gtin: "2" } });
    const channelId = await channelFor(org, dest.url);
    await syncAndWait(org, channelId);
    const postsAfterFirst = dest.posts;
    const putsAfterFirst = dest.puts;
    await syncAndWait(org, channelId);
    // Everything has an externalRef now: the second sync only PUTs.
    expect(dest.posts).toBe(postsAfterFirst);
    expect(dest.puts).toBeGreaterThanOrEqual(putsAfterFirst + 2);
    await call("PATCH", `/api/v1/products/${product.id}`, { token: org.token, body: { name: "Renamed" } });
    const ref = (await publications(org, channelId)).find((p) => p.sku === "RE-1").externalRef;
    await expect.poll(() => dest.records.get(ref)?.fields.title, { timeout: 15_000 }).toBe("Renamed");
    expect(dest.posts).toBe(postsAfterFirst);
    expect([...dest.createdPerSku.values()]).toEqual([1, 1]);
  });

  it("applies the channel's locale with fallbacks recorded", async () => {
    const dest = await destination();
    const org = await createOrg("supplier");
    await call("PATCH", "/api/v1/organization/settings", { token: org.token, body: { enabledLocales: ["en", "de-DE"] } });
    await createProduct(org, { sku: "LOC-1", name: "Chair", description: "Wooden", status: "active", localized: { "de-DE": { name: "Stuhl" } } });
    const channelId = await channelFor(org, dest.url, { title: { from: "name" }, text: { from: "description" } }, "de-DE");
    await syncAndWait(org, channelId);
    const [pub] = await publications(org, channelId);
    expect(dest.records.get(pub.externalRef)?.fields).toEqual({ title: "Stuhl", text: "Wooden" });
    expect(pub.evaluation.localeFallbacks).toEqual(["description"]);
  });

  it("sends a record the destination asked to retry as a new request each time, never under the key it already answered", async () => {
    // Answered "try later" twice: under the first answer's key a destination
    // that honours Idempotency-Key would only replay it.
    const dest = await destination({ busySkus: { "B-1": 2 } });
    const org = await createOrg("supplier");
    await createProduct(org, { sku: "B-1", name: "Busy", status: "active", attributes: { gtin: "1" } });
    await createProduct(org, { sku: "B-2", name: "Fine", status: "active", attributes: { gtin: "2" } });
    const channelId = await channelFor(org, dest.url);
    await syncAndWait(org, channelId);
    const pubs = await publications(org, channelId);
    expect(pubs.map((p) => [p.sku, p.status]).sort()).toEqual([["B-1", "delivered"], ["B-2", "delivered"]]);
    expect(dest.createdPerSku.get("B-1")).toBe(1);
  });

  it("retries transient failures (503, time-outs, retryable records) and honours per-record refusals, with no duplicates", async () => {
    const dest = await destination({ failRate: 0.3, timeoutRate: 0.1, retryableRate: 0.1, refuseSkus: ["T-7"], hangMs: 2500, seed: 7 });
    const org = await createOrg("supplier");
    const items = Array.from({ length: 250 }, (_, i) => ({ sku: `T-${i}`, name: `Item ${i}`, status: "active", attributes: { gtin: String(i) } }));
    expect((await call("POST", "/api/v1/products/bulk", { token: org.token, body: { items } })).status).toBe(200);
    const channelId = await channelFor(org, dest.url);
    await syncAndWait(org, channelId, 120_000);
    const pubs = await publications(org, channelId);
    const all = [...pubs];
    let cursor = (await call("GET", `/api/v1/channels/${channelId}/publications?limit=200`, { token: org.token })).body.nextCursor;
    while (cursor) {
      const page = await call("GET", `/api/v1/channels/${channelId}/publications?limit=200&cursor=${encodeURIComponent(cursor)}`, { token: org.token });
      all.push(...page.body.items);
      cursor = page.body.nextCursor;
    }
    expect(all).toHaveLength(250);
    const refusedPub = all.find((p) => p.sku === "T-7");
    expect(refusedPub).toMatchObject({ status: "failed", last_error: "rejected: forbidden product" });
    const delivered = all.filter((p) => p.status === "delivered");
    expect(delivered).toHaveLength(249);
    expect(delivered.some((p) => p.attempts > 1)).toBe(true);
    for (const count of dest.createdPerSku.values()) expect(count).toBe(1);
    expect(dest.createdPerSku.size).toBe(249);
    expect(dest.posts).toBeGreaterThan(3);
    // The runner's backoff sets the pace (seconds between attempts), so the
    // test gets the budget its sync wait has, not the 30 s default.
  }, 150_000);
});
