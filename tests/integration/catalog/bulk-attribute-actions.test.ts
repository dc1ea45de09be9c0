import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, errorOf } from "../../support/http";
import { createOrg, type TestOrg } from "../../support/fixtures";
import { createProduct } from "../../support/catalog";
import { finished } from "../../support/transfer";
import { settled } from "../../support/jobs";
import { startWebhookReceiver, type WebhookReceiver } from "../../support/webhook-receiver";
import { db } from "../../../lib/db/client";

// setAttribute and clearAttribute: one attribute on many products, through
// the rules of PATCH /products/{id}.
const PATH = "/api/v1/products/bulk-actions";
const read = async (org: TestOrg, id: string) => (await call("GET", `/api/v1/products/${id}`, { token: org.token })).body;

async function run(org: TestOrg, body: Record<string, unknown>) {
  const res = await call("POST", PATH, { token: org.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return finished(org, `${PATH}/${res.body.id}`);
}

async function define(org: TestOrg, path: string, body: Record<string, unknown>) {
  const res = await call("POST", `/api/v1/${path}`, { token: org.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver?.close();
});

describe("bulk attribute edits", () => {
  let org: TestOrg;

  beforeAll(async () => {
    org = await createOrg("supplier", "pro");
    await define(org, "attributes", { code: "colour", type: "select", options: [{ code: "red" }, { code: "blue" }] });
    await define(org, "attributes", { code: "size", type: "select", options: [{ code: "s" }, { code: "m" }] });
    await define(org, "attributes", { code: "material", type: "text", localizable: true });
    await define(org, "attributes", { code: "manual", type: "asset" });
    await define(org, "families", { code: "shirts", attributes: ["colour", "size", "material"], requiredAttributes: ["material"], variantAxes: ["size"] });
  });

  it("sets one attribute on every chosen product through the write path: values, variants, scores, change feed, facets and webhooks", async () => {
    const hook = await define(org, "webhook-endpoints", { url: `${receiver.url}/bulk-${org.id}`, events: ["product.updated"] });
    expect(hook.id).toEqual(expect.any(String));
    const plain = await createProduct(org, { sku: "P-1", name: "Plain", description: "A shirt", familyCode: "shirts" });
    const model = await createProduct(org, { sku: "M-1", name: "Model", description: "A model", kind: "model", familyCode: "shirts", attributes: { colour: "blue" } });
    const inheriting = await createProduct(org, { sku: "M-1-S", parentId: model.id, attributes: { size: "s" } });
    const own = await createProduct(org, { sku: "M-1-M", parentId: model.id, attributes: { size: "m", material: "linen" } });
    await settled(org);
    const scoreBefore = (await read(org, plain.id)).qualityScore;
    const feed = await call("GET", "/api/v1/changes?limit=200", { token: org.token });
    let cursor = feed.body.nextCursor as string;

    const done = await run(org, { action: "setAttribute", code: "material", value: "cotton", productIds: [plain.id, model.id, own.id] });
    expect(done).toMatchObject({ action: "setAttribute", status: "succeeded", total: 3, processed: 3, failed: 0, errors: [] });
    expect((await read(org, plain.id)).attributes).toEqual({ material: "cotton" });
    expect((await read(org, model.id)).attributes).toEqual({ colour: "blue", material: "cotton" });
    // The model's value reaches the variant that sets none; the other sets its own.
    const child = await read(org, inheriting.id);
    expect(child.attributes).toEqual({ colour: "blue", material: "cotton", size: "s" });
    expect(child.inherited).toContain("attributes.material");
    const mine = await read(org, own.id);
    expect(mine.attributes).toEqual({ colour: "blue", material: "cotton", size: "m" });
    expect(mine.inherited).not.toContain("attributes.material");

    await settled(org);
    // Scored again: the family requires material.
    expect((await read(org, plain.id)).qualityScore).toBeGreaterThan(scoreBefore);
    const changed: string[] = [];
    for (;;) {
      const page = await call("GET", `/api/v1/changes?limit=200&cursor=${encodeURIComponent(cursor)}`, { token: org.token });
      changed.push(...page.body.items.map((c: { sku: string }) => c.sku));
      cursor = page.body.nextCursor;
      if (page.body.items.length < 200) break;
    }
    expect([...new Set(changed)].sort()).toEqual(["M-1", "M-1-M", "M-1-S", "P-1"]);
    await expect
      .poll(() => [...new Set(receiver.received.filter((r) => r.path === `/bulk-${org.id}` && r.event === "product.updated").map((r) => r.parsed.data.sku))].sort(), { timeout: 30_000 })
      .toEqual(["M-1", "M-1-M", "M-1-S", "P-1"]);

    // Clearing a variant's own value gives it its model's again.
    const cleared = await run(org, { action: "clearAttribute", code: "material", productIds: [own.id, plain.id] });
    expect(cleared).toMatchObject({ status: "succeeded", processed: 2, failed: 0 });
    expect((await read(org, own.id)).inherited).toContain("attributes.material");
    expect((await read(org, own.id)).attributes.material).toBe("cotton");
    expect((await read(org, plain.id)).attributes).toEqual({});
  });

  it("sets a value in one locale and keeps the locale's other values", async () => {
    expect((await call("PATCH", "/api/v1/organization/settings", { token: org.token, body: { enabledLocales: ["en", "de"] } })).status).toBe(200);
    const product = await createProduct(org, { sku: "L-1", name: "Lamp", localized: { de: { name: "Lampe", attributes: { material: "Holz" } } } });
    await run(org, { action: "setAttribute", code: "material", value: "Glas", locale: "de", productIds: [product.id] });
    expect((await read(org, product.id)).localized).toEqual({ de: { name: "Lampe", attributes: { material: "Glas" } } });
    await run(org, { action: "clearAttribute", code: "material", locale: "de", productIds: [product.id] });
    expect((await read(org, product.id)).localized).toEqual({ de: { name: "Lampe" } });
  });

  it("refuses a value the dictionary refuses with 422 before anything runs", async () => {
    const product = await createProduct(org, { sku: "R-1", attributes: { colour: "red" } });
    const foreignAsset = await db.asset.create({
      data: { organizationId: (await createOrg()).id, filename: "x.png", assetType: "image", mimeType: "image/png", status: "ready", storageKey: `x/${crypto.randomUUID()}` },
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ action: "setAttribute", code: "colour", value: "green" }, "value"],
      [{ action: "setAttribute", code: "colour", value: null }, "value"],
      [{ action: "setAttribute", code: "manual", value: foreignAsset.id }, "value"],
      [{ action: "setAttribute", code: "material", value: "x", locale: "fr" }, "locale"],
      [{ action: "setAttribute", code: "colour", value: "red", locale: "de" }, "locale"],
      [{ action: "setAttribute", code: "bad code", value: "x" }, "code"],
      [{ action: "clearAttribute", code: "colour", value: "x" }, "value"],
    ];
    const before = await db.bulkAction.count({ where: { organizationId: org.id } });
    for (const [body, path] of cases) {
      const res = await call("POST", PATH, { token: org.token, body: { ...body, productIds: [product.id] } });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(errorOf(res).error.details?.map((d) => d.path), JSON.stringify(res.body)).toContain(path);
    }
    expect(await db.bulkAction.count({ where: { organizationId: org.id } })).toBe(before);
    expect((await read(org, product.id)).attributes).toEqual({ colour: "red" });

    const strict = await createOrg("supplier");
    await call("PATCH", "/api/v1/organization/settings", { token: strict.token, body: { strictAttributes: true } });
    const theirs = await createProduct(strict, {});
    const undefinedCode = await call("POST", PATH, { token: strict.token, body: { action: "setAttribute", code: "origin", value: "Brazil", productIds: [theirs.id] } });
    expect(errorOf(undefinedCode).error.details?.[0]?.path).toBe("code");
  });

  it("counts the products that refuse the edit in failed, with their reasons, and changes the others", async () => {
    const model = await createProduct(org, { sku: "AX-M", name: "Axis model", kind: "model", familyCode: "shirts" });
    const small = await createProduct(org, { sku: "AX-S", parentId: model.id, attributes: { size: "s" } });
    const medium = await createProduct(org, { sku: "AX-M2", parentId: model.id, attributes: { size: "m" } });
    const plain = await createProduct(org, { sku: "AX-P" });
    const stranger = await createProduct(await createOrg("supplier"), {});

    // The small variant would take the medium one's axis values; the other org's product is not ours.
    const set = await run(org, { action: "setAttribute", code: "size", value: "m", productIds: [small.id, medium.id, plain.id, stranger.id] });
    expect(set).toMatchObject({ status: "succeeded", total: 4, processed: 4, failed: 2 });
    const reasons = Object.fromEntries(set.errors.map((e: { productId: string; message: string }) => [e.productId, e.message]));
    expect(reasons[small.id]).toContain("AX-M2");
    expect(reasons[stranger.id]).toBe("Product not found.");
    expect((await read(org, small.id)).attributes.size).toBe("s");
    expect((await read(org, plain.id)).attributes.size).toBe("m");

    // A variant cannot lose an axis value.
    const clear = await run(org, { action: "clearAttribute", code: "size", productIds: [medium.id, plain.id] });
    expect(clear).toMatchObject({ failed: 1, errors: [{ productId: medium.id, message: expect.stringContaining("attributes.size") }] });
    expect((await read(org, medium.id)).attributes.size).toBe("m");
    expect((await read(org, plain.id)).attributes).not.toHaveProperty("size");
  });
});

describe("bulk actions on a selection", () => {
  it("changes every product the filter matches when the action is accepted, as many as the search counts", async () => {
    const org = await createOrg("supplier", "pro");
    await define(org, "attributes", { code: "colour", type: "select", options: [{ code: "red" }, { code: "blue" }] });
    await define(org, "families", { code: "lamps", attributes: ["colour"] });
    for (let i = 0; i < 5; i++) await createProduct(org, { sku: `LAMP-${i}`, familyCode: "lamps", attributes: { colour: i < 3 ? "red" : "blue" } });
    await createProduct(org, { sku: "CHAIR-1", attributes: { colour: "red" } });
    const filter = { familyCode: "lamps", "attr.colour": "red" };
    const counted = await call("GET", `/api/v1/search/products?${new URLSearchParams(filter)}&withTotal=true&limit=1`, { token: org.token });
    expect(counted.body.total).toBe(3);

    const res = await call("POST", PATH, { token: org.token, body: { action: "addTags", tags: ["sale"], selection: { filter } } });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body.total).toBe(counted.body.total);
    // Matching after the action was accepted: not in it.
    const late = await createProduct(org, { sku: "LAMP-LATE", familyCode: "lamps", attributes: { colour: "red" } });
    const done = await finished(org, `${PATH}/${res.body.id}`);
    expect(done).toMatchObject({ status: "succeeded", total: 3, processed: 3, failed: 0 });
    const tagged = await call("GET", "/api/v1/search/products?tags=sale&limit=200", { token: org.token });
    expect(tagged.body.items.map((p: { sku: string }) => p.sku).sort()).toEqual(["LAMP-0", "LAMP-1", "LAMP-2"]);
    expect((await read(org, late.id)).tags).toEqual([]);

    const recoloured = await run(org, { action: "setAttribute", code: "colour", value: "blue", selection: { filter: { q: "LAMP-", tags: ["sale"] } } });
    expect(recoloured).toMatchObject({ total: 3, failed: 0 });
    expect((await call("GET", "/api/v1/search/products?attr.colour=blue&withTotal=true&limit=1", { token: org.token })).body.total).toBe(5);
    const nothing = await run(org, { action: "delete", selection: { filter: { q: "NO-SUCH-SKU" } } });
    expect(nothing).toMatchObject({ status: "succeeded", total: 0, processed: 0 });
  });

  it("checks the filter as the search does and wants products chosen one way", async () => {
    const org = await createOrg("supplier");
    const [id] = [(await createProduct(org, {})).id];
    const cases: [Record<string, unknown>, string][] = [
      [{ selection: { filter: { status: "gone" } } }, "selection.filter.status"],
      [{ selection: { filter: { "attr.nothing": "x" } } }, "selection.filter.attr.nothing"],
      [{ selection: { filter: { limit: "10" } } }, "selection.filter.limit"],
      [{ selection: { filter: { sort: "name" } } }, "selection.filter.sort"],
      [{ selection: {} }, "selection.filter"],
      [{ selection: { filter: {} }, productIds: [id] }, "productIds"],
      [{}, "productIds"],
    ];
    for (const [choice, path] of cases) {
      const res = await call("POST", PATH, { token: org.token, body: { action: "setStatus", status: "active", ...choice } });
      expect(res.status, JSON.stringify(choice)).toBe(422);
      expect(errorOf(res).error.details?.map((d) => d.path), JSON.stringify(res.body)).toContain(path);
    }
  });

  it("refuses a selection over 100,000 products with the count, before anything runs", { timeout: 180_000 }, async () => {
    const org = await createOrg("supplier", "enterprise");
    // Rows written as a restore would write them: the ceiling is about the count, not the write path.
    await db.$executeRaw`
      INSERT INTO products (id, "organizationId", sku, name, tags, "updatedAt")
      SELECT gen_random_uuid(), ${org.id}::uuid, 'MANY-' || g, 'Many ' || g, CASE WHEN g <= 10 THEN ARRAY['few'] ELSE ARRAY[]::text[] END, now()
      FROM generate_series(1, 100001) AS g`;
    const counted = await call("GET", "/api/v1/search/products?withTotal=true&limit=1", { token: org.token });
    expect(counted.body.total).toBe(100_001);
    const res = await call("POST", PATH, { token: org.token, body: { action: "setStatus", status: "active", selection: { filter: {} } } });
    expect(res.status).toBe(422);
    expect(errorOf(res).error.message).toContain("100,001");
    expect(errorOf(res).error.details).toEqual([{ path: "selection", message: expect.stringContaining("at most 100,000") }]);
    expect(await db.bulkAction.count({ where: { organizationId: org.id } })).toBe(0);
    const few = await call("POST", PATH, { token: org.token, body: { action: "setStatus", status: "active", selection: { filter: { tags: "few" } } } });
    expect(few.status).toBe(202);
    expect(few.body.total).toBe(10);
    expect(await finished(org, `${PATH}/${few.body.id}`)).toMatchObject({ status: "succeeded", processed: 10, failed: 0 });
  });
});
