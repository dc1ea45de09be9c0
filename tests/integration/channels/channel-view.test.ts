import { describe, expect, it } from "vitest";
import { call, errorOf } from "../../support/http";
import { createOrg, type TestOrg } from "../../support/fixtures";
import { createProduct } from "../../support/catalog";
import { settled } from "../../support/jobs";
import { db } from "../../../lib/db/client";

// What the channel page reads: the counts by status and the latest run on the
// channel, the publications of one status, the preview's SKUs and the feed's 409.

async function feedChannel(org: TestOrg): Promise<string> {
  const res = await call("POST", "/api/v1/channels", {
    token: org.token,
    body: { name: "Feed", locale: "en", destination: { type: "feed", format: "json" }, attributeMap: { title: { from: "name", required: true }, gtin: { from: "attributes.gtin", required: true } } },
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

async function catalogue(org: TestOrg) {
  await createProduct(org, { sku: "V-1", name: "Ready one", status: "active", attributes: { gtin: "111" } });
  await createProduct(org, { sku: "V-2", name: "Ready two", status: "active", attributes: { gtin: "222" } });
  await createProduct(org, { sku: "V-3", name: "No gtin", status: "active" });
}

describe("the channel page's reads", () => {
  it("counts publications by status and follows the latest sync run", async () => {
    const org = await createOrg("supplier");
    await catalogue(org);
    const channelId = await feedChannel(org);
    await settled(org);
    const before = await call("GET", `/api/v1/channels/${channelId}`, { token: org.token });
    expect(before.status).toBe(200);
    expect(before.body.lastRun).toBeNull();
    // The products' own changes may already have written the feed (delivered) or not (pending).
    expect(before.body.publicationCounts).toMatchObject({ skipped: 1, failed: 0 });
    expect(before.body.publicationCounts.pending + before.body.publicationCounts.delivered).toBe(2);
    expect(before.body.readiness).toMatchObject({ ready: 2, wouldSkip: 1, missingTargets: { gtin: 1 } });

    const sync = await call("POST", `/api/v1/channels/${channelId}/sync`, { token: org.token, body: {} });
    expect(sync.status).toBe(202);
    const running = await call("GET", `/api/v1/channels/${channelId}`, { token: org.token });
    expect(running.body.lastRun).toMatchObject({ id: sync.body.runId, startedAt: expect.any(String) });
    await expect.poll(async () => (await call("GET", `/api/v1/channels/${channelId}`, { token: org.token })).body.lastRun.status, { timeout: 30_000 }).toBe("completed");
    await settled(org);
    const after = await call("GET", `/api/v1/channels/${channelId}`, { token: org.token });
    expect(after.body.lastRun).toEqual({ id: sync.body.runId, status: "completed", startedAt: expect.any(String), finishedAt: expect.any(String) });
    expect(after.body.publicationCounts).toEqual({ pending: 0, delivered: 2, skipped: 1, failed: 0 });
    expect(after.body.readiness.ready).toBe(2);
  });

  it("counts readiness over active products only, and every publication by status", async () => {
    const org = await createOrg("supplier");
    await catalogue(org);
    const channelId = await feedChannel(org);
    await settled(org);
    const products = (await call("GET", "/api/v1/products?limit=10", { token: org.token })).body.items as { id: string; sku: string }[];
    const archived = products.find((p) => p.sku === "V-2")!;
    expect((await call("PATCH", `/api/v1/products/${archived.id}`, { token: org.token, body: { status: "archived" } })).status).toBe(200);
    const missing = products.find((p) => p.sku === "V-3")!;
    expect((await call("PATCH", `/api/v1/products/${missing.id}`, { token: org.token, body: { status: "draft" } })).status).toBe(200);
    await settled(org);
    const view = (await call("GET", `/api/v1/channels/${channelId}`, { token: org.token })).body;
    // Moved out of scope, V-2 and V-3 keep their publications but a sync would send neither.
    expect(view.readiness).toEqual({ ready: 1, wouldSkip: 0, missingTargets: {} });
    expect(view.publicationCounts.skipped).toBe(1);
    expect(view.publicationCounts.pending + view.publicationCounts.delivered + view.publicationCounts.failed).toBe(2);
  });

  it("lists the publications of one status, each status with cursors of its own", async () => {
    const org = await createOrg("supplier");
    await catalogue(org);
    await createProduct(org, { sku: "V-4", name: "No gtin either", status: "active" });
    const channelId = await feedChannel(org);
    await settled(org);
    const list = (status?: string, extra = "") => call("GET", `/api/v1/channels/${channelId}/publications?${status ? `status=${status}&` : ""}${extra}`, { token: org.token });
    const counts = (await call("GET", `/api/v1/channels/${channelId}`, { token: org.token })).body.publicationCounts;
    for (const status of ["pending", "delivered", "skipped", "failed"]) {
      const page = await list(status);
      expect(page.status).toBe(200);
      expect(page.body.items.every((p: { status: string }) => p.status === status), status).toBe(true);
      expect(page.body.items, status).toHaveLength(counts[status]);
    }
    expect((await list(undefined)).body.items).toHaveLength(4);
    const first = await list("skipped", "limit=1");
    const second = await list("skipped", `limit=1&cursor=${encodeURIComponent(first.body.nextCursor)}`);
    expect([...first.body.items, ...second.body.items].map((p: { sku: string }) => p.sku).sort()).toEqual(["V-3", "V-4"]);
    expect(second.body.nextCursor).toBeNull();
    // A cursor of the skipped list does not page another status.
    expect((await list("pending", `cursor=${encodeURIComponent(first.body.nextCursor)}`)).status).toBe(400);
  });

  it("refuses an unknown status with 422 and keeps another organisation's publications hidden", async () => {
    const org = await createOrg("supplier");
    const channelId = await feedChannel(org);
    const bad = await call("GET", `/api/v1/channels/${channelId}/publications?status=lost`, { token: org.token });
    expect(bad.status).toBe(422);
    expect(errorOf(bad).error.details!.map((d) => d.path)).toContain("status");
    const other = await createOrg("supplier");
    expect((await call("GET", `/api/v1/channels/${channelId}/publications?status=pending`, { token: other.token })).status).toBe(404);
    expect((await call("GET", `/api/v1/channels/${channelId}`, { token: other.token })).status).toBe(404);
  });

  it("names the supplier's drafts in a preview by SKU, and nobody else's products", async () => {
    const org = await createOrg("supplier");
    const channelId = await feedChannel(org);
    const draft = await createProduct(org, { sku: "DRAFT-1", name: "Draft", status: "draft" });
    const archived = await createProduct(org, { sku: "OLD-1", name: "Old", status: "archived" });
    const other = await createOrg("supplier");
    const theirs = await createProduct(other, { sku: "THEIRS-1", name: "Theirs", status: "active" });
    const res = await call("POST", `/api/v1/channels/${channelId}/preview`, { token: org.token, body: { productIds: [draft.id, archived.id, theirs.id] } });
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([
      { productId: draft.id, sku: "DRAFT-1", status: "not_in_scope", record: null, evaluation: null, last_error: "A draft product: only active products are sent." },
      { productId: archived.id, sku: "OLD-1", status: "not_in_scope", record: null, evaluation: null, last_error: "An archived product: only active products are sent." },
      { productId: theirs.id, status: "not_in_scope", record: null, evaluation: null, last_error: "Not a product of this supplier." },
    ]);
  });

  it("says in plain words that there is no feed file before the first sync", async () => {
    const org = await createOrg("supplier");
    const channelId = await feedChannel(org);
    const early = await call("GET", `/api/v1/channels/${channelId}/feed`, { token: org.token });
    expect(early.status).toBe(409);
    expect(errorOf(early).error).toMatchObject({ code: "INVALID_STATE", message: "No feed file yet: run Sync now to write the first one.", requestId: expect.any(String) });
    expect(await db.syncRun.count({ where: { channelId } })).toBe(0);
  });
});
