import { describe, expect, it } from "vitest";
import { call } from "../../support/http";
import { createOrg, createKey, type TestOrg } from "../../support/fixtures";
import { createProduct, scoreOf } from "../../support/catalog";

import { signAccessToken } from "../../../lib/auth/access-token";
import { db } from "../../../lib/db/client";

const history = async (org: TestOrg, id: string, query = "") => {
  const res = await call("GET", `/api/v1/products/${id}/history${query}`, { token: org.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.items as { id: string; version: number; at: string; source: string; actor: { kind: string; id: string | null; name: string | null }; changes: { field: string; before: unknown; after: unknown }[] }[];
};
const fields = (changes: { field: string }[]) => changes.map((c) => c.field);
const restore = (org: TestOrg, id: string, versionId: string, dryRun?: boolean) =>
  call("POST", `/api/v1/products/${id}/history/${versionId}/restore`, { token: org.token, body: dryRun === undefined ? {} : { dryRun } });

describe("product history", () => {
  it("records the creation whole and then only what changed, and nothing for a write that changes nothing", async () => {
    const org = await createOrg("supplier");
    const product = await createProduct(org, { sku: "H-1", name: "First", attributes: { size: 3 }, tags: ["a"] });
    expect((await call("PATCH", `/api/v1/products/${product.id}`, { token: org.token, body: { name: "Second", attributes: { size: 3 } } })).status).toBe(200);
    expect((await call("PATCH", `/api/v1/products/${product.id}`, { token: org.token, body: { name: "Second", tags: ["a"] } })).status).toBe(200);
    // A score is computed, not stored by a writer: no version.
    await scoreOf(product.id);
    const versions = await history(org, product.id);
    expect(versions.map((v) => v.version)).toEqual([2, 1]);
    expect(versions[0]).toMatchObject({ source: "api", actor: { kind: "user", id: org.ownerId, name: "Owner" }, changes: [{ field: "name", before: "First", after: "Second" }] });
    expect(versions[1]!.changes).toEqual([
      { field: "sku", before: null, after: "H-1" },
      { field: "name", before: null, after: "First" },
      { field: "status", before: null, after: "draft" },
      { field: "kind", before: null, after: "simple" },
      { field: "tags", before: null, after: ["a"] },
      { field: "attributes.size", before: null, after: 3 },
    ]);
  });

  it("names the source: a portal session, an API key, and filters by field", async () => {
    const org = await createOrg("supplier");
    const product = await createProduct(org, { sku: "H-2", name: "One" });
    const portal = (await signAccessToken({ userId: org.ownerId, organizationId: org.id, portal: true })).token;
    expect((await call("PATCH", `/api/v1/products/${product.id}`, { token: portal, body: { description: "From the portal" } })).status).toBe(200);
    const key = await createKey(org, ["products:read", "products:write"]);
    expect((await call("PATCH", `/api/v1/products/${product.id}`, { apiKey: key.key, body: { attributes: { colour: "red" } } })).status).toBe(200);
    const versions = await history(org, product.id);
    expect(versions.map((v) => [v.version, v.source, v.actor.kind])).toEqual([[3, "api", "apiKey"], [2, "portal", "user"], [1, "api", "user"]]);
    expect(versions[0]!.actor.id).toBe(key.id);
    expect((await history(org, product.id, "?field=attributes")).map((v) => v.version)).toEqual([3]);
    expect((await history(org, product.id, "?field=description")).map((v) => v.version)).toEqual([2]);
    const first = await call("GET", `/api/v1/products/${product.id}/history?limit=1`, { token: org.token });
    const next = await call("GET", `/api/v1/products/${product.id}/history?limit=1&cursor=${encodeURIComponent(first.body.nextCursor)}`, { token: org.token });
    expect(next.body.items.map((v: { version: number }) => v.version)).toEqual([2]);
  });

  it("records nothing for a bulk upsert of 1,000 unchanged products", async () => {
    const org = await createOrg("supplier");
    const items = Array.from({ length: 1000 }, (_, i) => ({ sku: `NOOP-${i}`, name: `Item ${i}`, attributes: { n: i } }));
    expect((await call("POST", "/api/v1/products/bulk", { token: org.token, body: { items } })).status).toBe(200);
    const count = () => db.productVersion.count({ where: { organizationId: org.id } });
    expect(await count()).toBe(1000);
    expect((await call("POST", "/api/v1/products/bulk", { token: org.token, body: { items } })).status).toBe(200);
    expect(await count()).toBe(1000);
  });

  it("answers the product as it stood at an instant", async () => {
    const org = await createOrg("supplier");
    const before = new Date(Date.now() - 1000).toISOString();
    const product = await createProduct(org, { sku: "H-3", name: "Then", attributes: { size: 1 } });
    const [created] = await history(org, product.id);
    expect((await call("PATCH", `/api/v1/products/${product.id}`, { token: org.token, body: { name: "Now", attributes: { size: null, colour: "blue" } } })).status).toBe(200);
    const then = await call("GET", `/api/v1/products/${product.id}?asOf=${encodeURIComponent(created!.at)}`, { token: org.token });
    expect(then.status).toBe(200);
    expect(then.body).toMatchObject({ id: product.id, sku: "H-3", name: "Then", attributes: { size: 1 } });
    expect(then.body.attributes.colour).toBeUndefined();
    expect((await call("GET", `/api/v1/products/${product.id}?asOf=${encodeURIComponent(new Date().toISOString())}`, { token: org.token })).body).toMatchObject({ name: "Now", attributes: { colour: "blue" } });
    expect((await call("GET", `/api/v1/products/${product.id}?asOf=${encodeURIComponent(before)}`, { token: org.token })).status).toBe(404);
    expect((await call("GET", `/api/v1/products/${product.id}?asOf=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`, { token: org.token })).status).toBe(422);
    expect((await call("GET", `/api/v1/products/${product.id}?asOf=yesterday`, { token: org.token })).status).toBe(422);
  });

  it("answers a deleted product as it stood before its deletion, for as long as its history is kept", async () => {
    const org = await createOrg("supplier");
    const product = await createProduct(org, { sku: "H-3D", name: "First", attributes: { size: 1 } });
    expect((await call("PATCH", `/api/v1/products/${product.id}`, { token: org.token, body: { name: "Last" } })).status).toBe(200);
    const [edited] = await history(org, product.id);
    expect((await call("DELETE", `/api/v1/products/${product.id}`, { token: org.token })).status).toBe(204);
    const asOf = (instant: string) => call("GET", `/api/v1/products/${product.id}?asOf=${encodeURIComponent(instant)}`, { token: org.token });

    const then = await asOf(edited!.at);
    expect(then.status, JSON.stringify(then.body)).toBe(200);
    expect(then.body).toMatchObject({ id: product.id, sku: "H-3D", name: "Last", attributes: { size: 1 }, updatedAt: edited!.at });
    expect((await asOf(new Date().toISOString())).status).toBe(404);

    // Deleted 38 days ago: its history is no longer readable, at any instant;
    // 29 days ago, it still is.
    const DAY = 86_400_000;
    const versions = await db.productVersion.findMany({ where: { productId: product.id }, orderBy: { version: "asc" } });
    for (const [i, v] of versions.entries()) await db.productVersion.update({ where: { id: v.id }, data: { at: new Date(Date.now() - (40 - i) * DAY) } });
    expect((await asOf(new Date(Date.now() - 39 * DAY + 1000).toISOString())).status).toBe(404);
    await db.productVersion.update({ where: { id: versions.at(-1)!.id }, data: { at: new Date(Date.now() - 29 * DAY) } });
    const kept = await asOf(new Date(Date.now() - 39 * DAY + 1000).toISOString());
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body).toMatchObject({ name: "Last", attributes: { size: 1 } });
  });

  it("restores a version through the ordinary write path, after a dry run that writes nothing", async () => {
    const org = await createOrg("supplier");
    const product = await createProduct(org, { sku: "H-4", name: "Original", tags: ["x"], attributes: { size: 1 } });
    const [v1] = await history(org, product.id);
    expect((await call("PATCH", `/api/v1/products/${product.id}`, { token: org.token, body: { name: "Changed", tags: [], attributes: { size: 2, extra: "e" } } })).status).toBe(200);
    const dry = await restore(org, product.id, v1!.id, true);
    expect(dry.status, JSON.stringify(dry.body)).toBe(200);
    expect(dry.body.product).toMatchObject({ name: "Original", tags: ["x"], attributes: { size: 1 } });
    expect(fields(dry.body.changes)).toEqual(["name", "tags", "attributes.extra", "attributes.size"]);
    expect((await history(org, product.id)).length).toBe(2);
    const feedEntries = async () => ((await call("GET", "/api/v1/changes?limit=200", { token: org.token })).body.items as { productId: string }[]).filter((c) => c.productId === product.id).length;
    const entriesBefore = await feedEntries();
    const done = await restore(org, product.id, v1!.id);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.product).toMatchObject({ name: "Original", tags: ["x"], attributes: { size: 1 } });
    const [latest] = await history(org, product.id);
    expect(latest).toMatchObject({ version: 3, source: "restore" });
    expect(fields(latest!.changes)).toEqual(["name", "tags", "attributes.extra", "attributes.size"]);
    // The change feed follows a restore as it follows any write.
    expect(await feedEntries()).toBe(entriesBefore + 1);
    // Nothing left to change: 200, no changes, no version.
    const again = await restore(org, product.id, v1!.id);
    expect(again.status).toBe(200);
    expect(again.body.changes).toEqual([]);
    expect((await history(org, product.id)).length).toBe(3);
  });

  it("refuses to restore a value the dictionary now refuses, naming the field", async () => {
    const org = await createOrg("supplier");
    expect((await call("POST", "/api/v1/attributes", { token: org.token, body: { code: "weight", type: "number" } })).status).toBe(201);
    const product = await createProduct(org, { sku: "H-5", name: "Heavy", attributes: { weight: 50 } });
    const [v1] = await history(org, product.id);
    expect((await call("PATCH", `/api/v1/attributes/weight`, { token: org.token, body: { validation: { max: 10 } } })).status).toBe(200);
    expect((await call("PATCH", `/api/v1/products/${product.id}`, { token: org.token, body: { attributes: { weight: 5 } } })).status).toBe(200);
    const refused = await restore(org, product.id, v1!.id);
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body.error.details)).toContain("weight");
  });

  it("keeps a deleted product's history, lists it as recently deleted and restores it under the same id", async () => {
    const org = await createOrg("supplier");
    const product = await createProduct(org, { sku: "H-6", name: "Gone" });
    expect((await call("DELETE", `/api/v1/products/${product.id}`, { token: org.token })).status).toBe(204);
    const versions = await history(org, product.id);
    expect(versions[0]!.changes.every((c) => c.after === null)).toBe(true);
    const deleted = await call("GET", "/api/v1/deleted-products", { token: org.token });
    expect(deleted.body.items).toEqual([expect.objectContaining({ id: product.id, sku: "H-6", name: "Gone", restoreVersionId: versions[1]!.id })]);
    expect((await restore(org, product.id, versions[0]!.id)).status).toBe(422);
    const back = await restore(org, product.id, versions[1]!.id);
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.product).toMatchObject({ id: product.id, sku: "H-6", name: "Gone" });
    expect((await call("GET", `/api/v1/products/${product.id}`, { token: org.token })).status).toBe(200);
    expect((await call("GET", "/api/v1/deleted-products", { token: org.token })).body.items).toEqual([]);
    // Deleted again, and its SKU taken by another product since: 409.
    expect((await call("DELETE", `/api/v1/products/${product.id}`, { token: org.token })).status).toBe(204);
    await createProduct(org, { sku: "H-6", name: "Newcomer" });
    expect((await restore(org, product.id, versions[1]!.id)).status).toBe(409);
  });

  it("undoes a bulk action, leaving a product changed since alone", async () => {
    const org = await createOrg("supplier");
    const products = [];
    for (const n of [1, 2, 3]) products.push(await createProduct(org, { sku: `BU-${n}`, name: `Bulk ${n}`, status: "draft" }));
    const ids = products.map((p) => p.id);
    const action = await call("POST", "/api/v1/products/bulk-actions", { token: org.token, body: { action: "setStatus", productIds: ids, status: "active" } });
    expect(action.status).toBe(202);
    await expect.poll(async () => (await call("GET", `/api/v1/products/bulk-actions/${action.body.id}`, { token: org.token })).body.status, { timeout: 30_000 }).toBe("succeeded");
    expect((await history(org, ids[0]!))[0]).toMatchObject({ source: "bulkAction", actor: { kind: "user", id: org.ownerId } });
    expect((await call("PATCH", `/api/v1/products/${ids[2]}`, { token: org.token, body: { name: "Edited since" } })).status).toBe(200);
    const undo = await call("POST", `/api/v1/products/bulk-actions/${action.body.id}/undo`, { token: org.token });
    expect(undo.status, JSON.stringify(undo.body)).toBe(202);
    expect(undo.body).toMatchObject({ action: "undo", total: 3 });
    await expect.poll(async () => (await call("GET", `/api/v1/products/bulk-actions/${undo.body.id}`, { token: org.token })).body.status, { timeout: 30_000 }).toBe("succeeded");
    const done = await call("GET", `/api/v1/products/bulk-actions/${undo.body.id}`, { token: org.token });
    expect(done.body).toMatchObject({ processed: 3, failed: 1, errors: [{ productId: ids[2], message: "Changed since the bulk action." }] });
    const statuses = await Promise.all(ids.map(async (id) => (await call("GET", `/api/v1/products/${id}`, { token: org.token })).body.status));
    expect(statuses).toEqual(["draft", "draft", "active"]);
    expect((await history(org, ids[0]!))[0]).toMatchObject({ source: "bulkAction", changes: [{ field: "status", before: "active", after: "draft" }] });
  });

  it("shows nothing of another organisation's products", async () => {
    const owner = await createOrg("supplier");
    const other = await createOrg("supplier");
    const product = await createProduct(owner, { sku: "T-1", name: "Mine" });
    const [v1] = await history(owner, product.id);
    expect((await call("GET", `/api/v1/products/${product.id}/history`, { token: other.token })).status).toBe(404);
    expect((await call("GET", `/api/v1/products/${product.id}?asOf=${encodeURIComponent(new Date().toISOString())}`, { token: other.token })).status).toBe(404);
    expect((await restore(other, product.id, v1!.id, true)).status).toBe(404);
    expect((await restore(other, product.id, v1!.id)).status).toBe(404);
    const action = await call("POST", "/api/v1/products/bulk-actions", { token: owner.token, body: { action: "setStatus", productIds: [product.id], status: "active" } });
    await expect.poll(async () => (await call("GET", `/api/v1/products/bulk-actions/${action.body.id}`, { token: owner.token })).body.status, { timeout: 30_000 }).toBe("succeeded");
    expect((await call("POST", `/api/v1/products/bulk-actions/${action.body.id}/undo`, { token: other.token })).status).toBe(404);
    expect((await call("DELETE", `/api/v1/products/${product.id}`, { token: owner.token })).status).toBe(204);
    expect((await call("GET", "/api/v1/deleted-products", { token: other.token })).body.items).toEqual([]);
    expect((await call("GET", `/api/v1/products/${product.id}/history`, { token: other.token })).status).toBe(404);
  });
});
