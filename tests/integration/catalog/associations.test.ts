import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { call, errorOf } from "../../support/http";
import { addMember, createOrg, type TestOrg } from "../../support/fixtures";
import { connect, createProduct } from "../../support/catalog";
import { db } from "../../../lib/db/client";

async function createType(org: TestOrg, body: Record<string, unknown>) {
  const res = await call("POST", "/api/v1/association-types", { token: org.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const put = (org: TestOrg, productId: string, body: unknown) => call("PUT", `/api/v1/products/${productId}/associations`, { token: org.token, body });
const read = async (org: TestOrg, productId: string) => (await call("GET", `/api/v1/products/${productId}`, { token: org.token })).body.associations;
const pathsOf = (res: Awaited<ReturnType<typeof call>>) => errorOf(res).error.details!.map((d) => d.path);

describe("association types", () => {
  it("creates, reads, lists, relabels and deletes within the organisation only", async () => {
    const org = await createOrg("supplier");
    const other = await createOrg("supplier");
    const created = await createType(org, { code: "spare_part", labels: { "en-gb": "Spare part" }, quantified: true });
    expect(created).toEqual({ code: "spare_part", labels: { "en-GB": "Spare part" }, quantified: true, twoWay: false, createdAt: expect.any(String), updatedAt: expect.any(String) });
    await createType(org, { code: "cross_sell", twoWay: true });
    expect((await call("GET", "/api/v1/association-types/spare_part", { token: org.token })).body).toEqual(created);
    expect((await call("GET", "/api/v1/association-types/spare_part", { token: other.token })).status).toBe(404);
    expect((await call("GET", "/api/v1/association-types/unknown", { token: org.token })).status).toBe(404);

    const first = await call("GET", "/api/v1/association-types?limit=1", { token: org.token });
    expect(first.body.items.map((t: { code: string }) => t.code)).toEqual(["spare_part"]);
    const second = await call("GET", `/api/v1/association-types?limit=1&cursor=${encodeURIComponent(first.body.nextCursor)}`, { token: org.token });
    expect(second.body).toMatchObject({ items: [{ code: "cross_sell" }], nextCursor: null });
    expect((await call("GET", "/api/v1/association-types", { token: other.token })).body.items).toEqual([]);
    const foreignCursor = await call("GET", `/api/v1/association-types?cursor=${encodeURIComponent(first.body.nextCursor)}`, { token: other.token });
    expect(foreignCursor.status).toBe(400);

    const relabelled = await call("PATCH", "/api/v1/association-types/spare_part", { token: org.token, body: { labels: { de: "Ersatzteil", "en-GB": null } } });
    expect(relabelled.status).toBe(200);
    expect(relabelled.body).toMatchObject({ code: "spare_part", labels: { de: "Ersatzteil" }, quantified: true });
    expect((await call("PATCH", "/api/v1/association-types/spare_part", { token: org.token, body: { quantified: false } })).status).toBe(422);
    expect((await call("PATCH", "/api/v1/association-types/spare_part", { token: other.token, body: { labels: {} } })).status).toBe(404);
    expect((await call("DELETE", "/api/v1/association-types/spare_part", { token: other.token })).status).toBe(404);
    expect((await call("DELETE", "/api/v1/association-types/spare_part", { token: org.token })).status).toBe(204);
    expect((await call("GET", "/api/v1/association-types/spare_part", { token: org.token })).status).toBe(404);
  });

  it("refuses a duplicate code (409), a bad body (422), buyers and readers (403)", async () => {
    const org = await createOrg("supplier");
    await createType(org, { code: "bundle", quantified: true });
    const again = await call("POST", "/api/v1/association-types", { token: org.token, body: { code: "bundle" } });
    expect(again.status).toBe(409);
    expect(errorOf(again).error.code).toBe("CONFLICT");
    // Codes are per organisation.
    await createType(await createOrg("supplier"), { code: "bundle" });
    const cases: [Record<string, unknown>, string][] = [
      [{ code: "Bundle" }, "code"],
      [{ code: "9lives" }, "code"],
      [{ code: "a".repeat(101) }, "code"],
      [{ code: "ok", labels: { "not a locale!": "x" } }, "labels.not a locale!"],
      [{ code: "ok", labels: { en: "" } }, "labels.en"],
      [{ code: "ok", quantified: "yes" }, "quantified"],
      [{ code: "ok", extra: 1 }, "extra"],
    ];
    for (const [body, path] of cases) {
      const res = await call("POST", "/api/v1/association-types", { token: org.token, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(pathsOf(res), JSON.stringify(body)).toContain(path);
    }
    const buyer = await createOrg("buyer");
    expect((await call("POST", "/api/v1/association-types", { token: buyer.token, body: { code: "x" } })).status).toBe(403);
    expect((await call("GET", "/api/v1/association-types", { token: buyer.token })).status).toBe(403);
    const viewer = await addMember(org, "viewer");
    expect((await call("POST", "/api/v1/association-types", { token: viewer.token, body: { code: "x" } })).status).toBe(403);
    expect((await call("GET", "/api/v1/association-types", { token: viewer.token })).status).toBe(200);
  });

  it("refuses to delete a type in use with 409 INVALID_STATE", async () => {
    const org = await createOrg("supplier");
    await createType(org, { code: "accessory" });
    const [a, b] = [await createProduct(org), await createProduct(org)];
    expect((await put(org, a.id, { accessory: [{ productId: b.id }] })).status).toBe(200);
    const refused = await call("DELETE", "/api/v1/association-types/accessory", { token: org.token });
    expect(refused.status).toBe(409);
    expect(errorOf(refused).error.code).toBe("INVALID_STATE");
    expect((await put(org, a.id, {})).status).toBe(200);
    expect((await call("DELETE", "/api/v1/association-types/accessory", { token: org.token })).status).toBe(204);
  });
});

describe("PUT /products/{id}/associations", () => {
  it("replaces all of a product's links and answers them in the same shape", async () => {
    const org = await createOrg("supplier");
    await createType(org, { code: "accessory" });
    await createType(org, { code: "bundle", quantified: true });
    const [a, b, c] = [await createProduct(org), await createProduct(org), await createProduct(org)];
    const body = { bundle: [{ productId: c.id, quantity: 2 }, { productId: b.id, quantity: 1 }], accessory: [{ productId: b.id }] };
    const res = await put(org, a.id, body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ accessory: [{ productId: b.id }], bundle: [{ productId: c.id, quantity: 2 }, { productId: b.id, quantity: 1 }] });
    expect(await read(org, a.id)).toEqual(res.body);
    expect((await call("GET", `/api/v1/products/${a.id}/associations`, { token: org.token })).body).toEqual(res.body);
    // One-way: b knows nothing of a.
    expect(await read(org, b.id)).toEqual({});

    // A type left out of the body ends with no links.
    const replaced = await put(org, a.id, { bundle: [{ productId: b.id, quantity: 5 }] });
    expect(replaced.body).toEqual({ bundle: [{ productId: b.id, quantity: 5 }] });
    expect((await put(org, a.id, {})).body).toEqual({});
    expect(await read(org, a.id)).toEqual({});
  });

  it("refuses each broken rule with 422 and the path of the link", async () => {
    const org = await createOrg("supplier");
    const other = await createOrg("supplier");
    await createType(org, { code: "accessory" });
    await createType(org, { code: "bundle", quantified: true });
    await createType(other, { code: "theirs" });
    const [a, b] = [await createProduct(org), await createProduct(org)];
    const foreign = await createProduct(other);
    const cases: [unknown, string][] = [
      [{ nope: [{ productId: b.id }] }, "nope"],
      [{ theirs: [{ productId: b.id }] }, "theirs"],
      [{ accessory: [{ productId: foreign.id }] }, "accessory.0.productId"],
      [{ accessory: [{ productId: randomUUID() }] }, "accessory.0.productId"],
      [{ accessory: [{ productId: "not-a-uuid" }] }, "accessory.0.productId"],
      [{ accessory: [{ productId: a.id }] }, "accessory.0.productId"],
      [{ accessory: [{ productId: b.id }, { productId: b.id }] }, "accessory.1.productId"],
      [{ accessory: [{ productId: b.id, quantity: 1 }] }, "accessory.0.quantity"],
      [{ bundle: [{ productId: b.id }] }, "bundle.0.quantity"],
      [{ bundle: [{ productId: b.id, quantity: 0 }] }, "bundle.0.quantity"],
      [{ bundle: [{ productId: b.id, quantity: 1.5 }] }, "bundle.0.quantity"],
      [{ bundle: [{ productId: b.id, quantity: 2 ** 31 }] }, "bundle.0.quantity"],
      [{ bundle: [{ productId: b.id, quantity: 1, note: "x" }] }, "bundle.0.note"],
      [{ Bad: [] }, "Bad"],
      [{ accessory: { productId: b.id } }, "accessory"],
    ];
    for (const [body, path] of cases) {
      const res = await put(org, a.id, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(errorOf(res).error.code).toBe("VALIDATION_FAILED");
      expect(pathsOf(res), JSON.stringify(body)).toContain(path);
    }
    // Nothing was written by any refused body.
    expect(await read(org, a.id)).toEqual({});

    // At most 1,000 links in one body.
    const many = await Promise.all(Array.from({ length: 3 }, () => createProduct(org)));
    const links = Array.from({ length: 1001 }, (_, i) => ({ productId: many[i % 3]!.id }));
    const tooMany = await put(org, a.id, { accessory: links });
    expect(tooMany.status).toBe(422);
  });

  it("mirrors two-way links with their quantity, and removes the mirror with the link", async () => {
    const org = await createOrg("supplier");
    await createType(org, { code: "compatible", twoWay: true });
    await createType(org, { code: "pack", twoWay: true, quantified: true });
    const [a, b, c] = [await createProduct(org), await createProduct(org), await createProduct(org)];
    expect((await put(org, c.id, { compatible: [{ productId: b.id }] })).status).toBe(200);
    expect(await read(org, b.id)).toEqual({ compatible: [{ productId: c.id }] });

    const res = await put(org, a.id, { compatible: [{ productId: b.id }], pack: [{ productId: c.id, quantity: 6 }] });
    expect(res.status).toBe(200);
    // A new mirror goes last in the other product's list.
    expect(await read(org, b.id)).toEqual({ compatible: [{ productId: c.id }, { productId: a.id }] });
    expect(await read(org, c.id)).toEqual({ compatible: [{ productId: b.id }], pack: [{ productId: a.id, quantity: 6 }] });
    // One event names the three products the PUT changed; the creations'
    // event may name them too (creations gather into one pending event).
    const changed = await db.outboxEvent.findMany({ where: { name: "product.changed", data: { path: ["productIds"], array_contains: [a.id, b.id, c.id] } } });
    expect(changed.filter((e) => !((e.data as { createdIds?: string[] }).createdIds ?? []).includes(a.id))).toHaveLength(1);

    // The mirror's quantity follows the link's.
    await put(org, a.id, { compatible: [{ productId: b.id }], pack: [{ productId: c.id, quantity: 12 }] });
    expect((await read(org, c.id)).pack).toEqual([{ productId: a.id, quantity: 12 }]);

    // Removing a → c removes c → a; the other links stay.
    await put(org, a.id, { compatible: [{ productId: b.id }] });
    expect(await read(org, c.id)).toEqual({ compatible: [{ productId: b.id }] });
    // Editing from the other side removes a → b too.
    await put(org, b.id, { compatible: [{ productId: c.id }] });
    expect(await read(org, a.id)).toEqual({});
    expect(await read(org, c.id)).toEqual({ compatible: [{ productId: b.id }] });
  });

  it("drops links to a deleted product", async () => {
    const org = await createOrg("supplier");
    await createType(org, { code: "accessory" });
    await createType(org, { code: "compatible", twoWay: true });
    const [a, b, c] = [await createProduct(org), await createProduct(org), await createProduct(org)];
    await put(org, a.id, { accessory: [{ productId: b.id }, { productId: c.id }], compatible: [{ productId: b.id }] });
    expect((await call("DELETE", `/api/v1/products/${b.id}`, { token: org.token })).status).toBe(204);
    expect(await read(org, a.id)).toEqual({ accessory: [{ productId: c.id }] });
    expect(await db.productAssociation.count({ where: { OR: [{ productId: b.id }, { targetId: b.id }] } })).toBe(0);
  });

  it("keeps mirrors whole when PUTs on linked products race", async () => {
    const org = await createOrg("supplier");
    await createType(org, { code: "compatible", twoWay: true });
    const ids = (await Promise.all(Array.from({ length: 5 }, () => createProduct(org)))).map((p) => p.id as string);
    // Each round, three products each name a different pair of the others,
    // so every PUT adds and removes mirrors on products the others lock.
    for (let round = 0; round < 16; round++) {
      const results = await Promise.all(
        [0, 1, 2].map((k) => {
          const others = ids.filter((_, i) => i !== k);
          const pick = [others[(round + k) % others.length]!, others[(round + k + 1) % others.length]!];
          return put(org, ids[k]!, { compatible: pick.map((productId) => ({ productId })) });
        }),
      );
      expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
      const rows = await db.productAssociation.findMany({ where: { productId: { in: ids } }, select: { productId: true, targetId: true } });
      const pairs = new Set(rows.map((r) => `${r.productId}>${r.targetId}`));
      for (const r of rows) expect(pairs.has(`${r.targetId}>${r.productId}`), `round ${round}: mirror of ${r.productId}>${r.targetId}`).toBe(true);
    }
  });

  it("is the supplier's own: another organisation gets 404, buyers 403", async () => {
    const org = await createOrg("supplier");
    const other = await createOrg("supplier");
    await createType(org, { code: "accessory" });
    await createType(other, { code: "accessory" });
    const [a, b] = [await createProduct(org), await createProduct(org)];
    await put(org, a.id, { accessory: [{ productId: b.id }] });
    expect((await put(other, a.id, { accessory: [] })).status).toBe(404);
    expect((await call("GET", `/api/v1/products/${a.id}/associations`, { token: other.token })).status).toBe(404);
    expect((await put(org, randomUUID(), {})).status).toBe(404);
    const buyer = await createOrg("buyer");
    await connect(org, buyer);
    expect((await put(buyer, a.id, {})).status).toBe(403);
    expect(await read(org, a.id)).toEqual({ accessory: [{ productId: b.id }] });
  });
});

describe("product documents carry associations", () => {
  it("in GET, PATCH, the list and the search; a buyer sees only links to products it can read", async () => {
    const org = await createOrg("supplier");
    await createType(org, { code: "accessory" });
    const tag = `assoc-${randomUUID().slice(0, 8)}`;
    const a = await createProduct(org, { status: "active", tags: [tag] });
    const active = await createProduct(org, { status: "active" });
    const draft = await createProduct(org, { status: "draft" });
    expect(a.associations).toEqual({});
    const links = { accessory: [{ productId: draft.id }, { productId: active.id }] };
    await put(org, a.id, links);

    const patched = await call("PATCH", `/api/v1/products/${a.id}`, { token: org.token, body: { name: "Renamed" } });
    expect(patched.body.associations).toEqual(links);
    const list = await call("GET", "/api/v1/products?limit=200", { token: org.token });
    const inList = list.body.items.find((p: { id: string }) => p.id === a.id);
    expect(inList.associations).toEqual(links);
    expect(list.body.items.find((p: { id: string }) => p.id === active.id).associations).toEqual({});
    const search = await call("GET", `/api/v1/search/products?tags=${tag}`, { token: org.token });
    expect(search.body.items.map((p: { associations: unknown }) => p.associations)).toEqual([links]);

    const buyer = await createOrg("buyer");
    await connect(org, buyer);
    const visible = { accessory: [{ productId: active.id }] };
    expect(await read(buyer, a.id)).toEqual(visible);
    expect((await call("GET", `/api/v1/products/${a.id}/associations`, { token: buyer.token })).body).toEqual(visible);
    const buyerList = await call("GET", "/api/v1/products?limit=200", { token: buyer.token });
    expect(buyerList.body.items.find((p: { id: string }) => p.id === a.id).associations).toEqual(visible);
    const buyerSearch = await call("GET", `/api/v1/search/products?tags=${tag}`, { token: buyer.token });
    expect(buyerSearch.body.items.map((p: { associations: unknown }) => p.associations)).toEqual([visible]);
    expect(JSON.stringify(buyerList.body)).not.toContain(draft.id);
    // The draft itself is not readable by the buyer either.
    expect((await call("GET", `/api/v1/products/${draft.id}/associations`, { token: buyer.token })).status).toBe(404);
  });
});
