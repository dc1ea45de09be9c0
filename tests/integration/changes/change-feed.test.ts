import { describe, expect, it } from "vitest";
import { call, errorOf } from "../../support/http";
import { createKey, createOrg, type TestOrg } from "../../support/fixtures";
import { createProduct, readyImage } from "../../support/catalog";
import { db } from "../../../lib/db/client";
import { pruneChanges } from "../../../lib/changes/prune-changes";

type Change = { seq: number; type: string; productId: string; sku: string; at: string };

const feed = (org: TestOrg, cursor?: string, limit = 100) =>
  call("GET", `/api/v1/changes?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, { token: org.token });

// Follows the feed to its end; answers the changes and the cursor to poll from.
async function follow(org: TestOrg, cursor?: string): Promise<{ changes: Change[]; cursor: string }> {
  const changes: Change[] = [];
  for (;;) {
    const res = await feed(org, cursor, 50);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    changes.push(...res.body.items);
    cursor = res.body.nextCursor;
    if (res.body.items.length < 50) return { changes, cursor: cursor! };
  }
}

describe("change feed", () => {
  it("lists creations, edits and deletions in commit order, once each, and an empty page keeps a cursor", async () => {
    const org = await createOrg("supplier");
    const empty = await feed(org);
    expect(empty.body).toEqual({ items: [], nextCursor: expect.any(String) });

    const a = await createProduct(org, { sku: "A-1" });
    const b = await createProduct(org, { sku: "B-1" });
    await call("PATCH", `/api/v1/products/${a.id}`, { token: org.token, body: { name: "Renamed" } });
    await call("DELETE", `/api/v1/products/${b.id}`, { token: org.token });
    const { changes, cursor } = await follow(org, empty.body.nextCursor);
    expect(changes.map((c) => [c.type, c.sku])).toEqual([
      ["product.upserted", "A-1"],
      ["product.upserted", "B-1"],
      ["product.upserted", "A-1"],
      ["product.deleted", "B-1"],
    ]);
    expect(changes[3]).toMatchObject({ productId: b.id, at: expect.any(String) });
    const seqs = changes.map((c) => c.seq);
    expect([...seqs].sort((x, y) => x - y)).toEqual(seqs);

    // Nothing new: an empty page and the same position.
    const idle = await feed(org, cursor);
    expect(idle.body.items).toEqual([]);
    // A score is not a change (written as the scoring job writes it: no edit time).
    await db.$executeRaw`UPDATE products SET "qualityScore" = 17, "scoredAt" = now() WHERE id = ${a.id}::uuid`;
    expect((await feed(org, idle.body.nextCursor)).body.items).toEqual([]);
  });

  it("numbers each organisation's changes on its own, so a seq says nothing of other tenants' commits", async () => {
    const org = await createOrg("supplier");
    const other = await createOrg("supplier");
    await createProduct(org, { sku: "OWN-1" });
    const first = (await follow(org)).changes;
    expect(first.map((c) => c.seq)).toEqual([1]);
    for (let i = 0; i < 5; i++) await createProduct(other, { sku: `OTHER-${i}` });
    await call("POST", "/api/v1/products/bulk", { token: other.token, body: { items: [{ sku: "OTHER-B1", name: "b" }, { sku: "OTHER-B2", name: "b" }] } });
    await createProduct(org, { sku: "OWN-2" });
    await call("POST", "/api/v1/products/bulk", { token: org.token, body: { items: [{ sku: "OWN-3", name: "b" }, { sku: "OWN-4", name: "b" }] } });
    const own = (await follow(org)).changes;
    expect(own.map((c) => c.seq)).toEqual([1, 2, 3, 4]);
    // The bulk's two changes share a commit, so their order between them is not defined.
    expect(own.map((c) => c.sku).slice(0, 2)).toEqual(["OWN-1", "OWN-2"]);
    expect(own.map((c) => c.sku).slice(2).sort()).toEqual(["OWN-3", "OWN-4"]);
    expect((await follow(other)).changes.map((c) => c.seq)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("a change that reaches a product through its links appears as that product's", async () => {
    const org = await createOrg("supplier");
    const category = (await call("POST", "/api/v1/categories", { token: org.token, body: { name: "Mugs" } })).body;
    const inCategory = await createProduct(org, { sku: "MUG", categoryId: category.id });
    const other = await createProduct(org, { sku: "PLATE" });
    const start = (await follow(org)).cursor;

    await call("PATCH", `/api/v1/categories/${category.id}`, { token: org.token, body: { name: "Cups" } });
    expect((await follow(org, start)).changes.map((c) => c.sku)).toEqual(["MUG"]);
    const afterRename = (await follow(org, start)).cursor;

    const image = await readyImage(org);
    await call("PUT", `/api/v1/products/${other.id}/assets`, { token: org.token, body: { assetIds: [image] } });
    const relinked = await follow(org, afterRename);
    // One change per product and transaction, however many rows it touched.
    expect(relinked.changes.map((c) => c.sku)).toEqual(["PLATE"]);
    await call("DELETE", `/api/v1/categories/${category.id}`, { token: org.token });
    expect((await follow(org, relinked.cursor)).changes.map((c) => c.productId)).toEqual([inCategory.id]);
  });

  it("a model's edit reaches its variants", async () => {
    const org = await createOrg("supplier");
    await call("POST", "/api/v1/attributes", { token: org.token, body: { code: "size", type: "select", options: [{ code: "s" }, { code: "m" }] } });
    await call("POST", "/api/v1/families", { token: org.token, body: { code: "tees", attributes: ["size"], variantAxes: ["size"] } });
    const model = await createProduct(org, { sku: "TEE", kind: "model", familyCode: "tees" });
    await createProduct(org, { sku: "TEE-S", name: undefined, parentId: model.id, attributes: { size: "s" } });
    const start = (await follow(org)).cursor;
    await call("PATCH", `/api/v1/products/${model.id}`, { token: org.token, body: { description: "Cotton" } });
    expect((await follow(org, start)).changes.map((c) => c.sku).sort()).toEqual(["TEE", "TEE-S"]);
  });

  it("a reader racing concurrent writers sees every change exactly once", async () => {
    const org = await createOrg("supplier");
    const seen: Change[] = [];
    let cursor = (await feed(org)).body.nextCursor as string;
    let writing = true;
    const reader = (async () => {
      // Polls while the writers run, then once more after they finish.
      for (let last = false; ; ) {
        const page = await feed(org, cursor, 37);
        seen.push(...page.body.items);
        cursor = page.body.nextCursor;
        if (last && page.body.items.length === 0) return;
        if (!writing) last = true;
      }
    })();
    const writers = Array.from({ length: 6 }, async (_, w) => {
      for (let i = 0; i < 5; i++) {
        const items = Array.from({ length: 20 }, (_, j) => ({ sku: `W${w}-${j}`, name: `Round ${i}` }));
        expect((await call("POST", "/api/v1/products/bulk", { token: org.token, body: { items } })).status).toBe(200);
      }
    });
    await Promise.all(writers);
    writing = false;
    await reader;

    const recorded = await db.productChange.findMany({ where: { organizationId: org.id }, orderBy: { seq: "asc" }, select: { seq: true } });
    expect(recorded).toHaveLength(6 * 5 * 20);
    // Exactly the recorded changes, in their order: none skipped, none twice.
    expect(seen.map((c) => c.seq)).toEqual(recorded.map((r) => Number(r.seq)));
  });

  it("is the organisation's own: another's cursor is refused, buyers get 403, API keys need products:read", async () => {
    const org = await createOrg("supplier");
    const stranger = await createOrg("supplier");
    await createProduct(org);
    expect((await feed(stranger)).body.items).toEqual([]);
    const cursor = (await feed(org)).body.nextCursor;
    expect((await feed(stranger, cursor)).status).toBe(400);
    expect((await feed(await createOrg("buyer"))).status).toBe(403);
    const key = await createKey(org, ["products:read"]);
    const byKey = await call("GET", "/api/v1/changes", { apiKey: key.key });
    expect(byKey.status).toBe(200);
    expect(byKey.body.items).toHaveLength(1);
    const noScope = await createKey(org, ["assets:read"]);
    expect((await call("GET", "/api/v1/changes", { apiKey: noScope.key })).status).toBe(403);
  });

  it("keeps 30 days: a cursor from before what was pruned is 409, a newer one goes on", async () => {
    const org = await createOrg("supplier");
    await createProduct(org, { sku: "OLD-1" });
    const early = (await feed(org)).body.nextCursor;
    await createProduct(org, { sku: "OLD-2" });
    const afterOld = (await follow(org)).cursor;
    await createProduct(org, { sku: "NEW" });
    const start = (await feed(org)).body;
    expect(start.items.map((c: Change) => c.sku)).toEqual(["OLD-1", "OLD-2", "NEW"]);

    await db.productChange.updateMany({ where: { organizationId: org.id, sku: { in: ["OLD-1", "OLD-2"] } }, data: { changedAt: new Date(Date.now() - 31 * 86_400_000) } });
    expect(await pruneChanges(new Date(Date.now() - 30 * 86_400_000))).toBeGreaterThanOrEqual(2);
    const stale = await feed(org, early);
    expect(stale.status).toBe(409);
    expect(errorOf(stale).error.code).toBe("INVALID_STATE");
    expect((await feed(org, afterOld)).body.items.map((c: Change) => c.sku)).toEqual(["NEW"]);
    // Without a cursor the feed starts at what is kept.
    expect((await feed(org)).body.items.map((c: Change) => c.sku)).toEqual(["NEW"]);
  });
});
