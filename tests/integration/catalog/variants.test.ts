import { describe, expect, it } from "vitest";
import { call, errorOf, type ApiResponse } from "../../support/http";
import { createOrg, type TestOrg } from "../../support/fixtures";
import { createProduct, readyImage, scoreOf } from "../../support/catalog";
import { db } from "../../../lib/db/client";

const post = (org: TestOrg, body: Record<string, unknown>) => call("POST", "/api/v1/products", { token: org.token, body });
const patch = (org: TestOrg, id: string, body: Record<string, unknown>) => call("PATCH", `/api/v1/products/${id}`, { token: org.token, body });
const get = (org: TestOrg, path: string) => call("GET", path, { token: org.token });
const paths = (res: ApiResponse) => errorOf(res).error.details?.map((d) => d.path);
const sku = (tag: string) => `${tag}-${Math.random().toString(36).slice(2, 8)}`;

// A supplier with color (select) and length (metric) as the axes of "shirts",
// material and gtin (text) as other attributes, gtin required.
async function shirtSupplier() {
  const org = await createOrg("supplier");
  const attributes = [
    { code: "color", type: "select", labels: { en: "Colour" }, options: [{ code: "red", labels: { en: "Red" } }, { code: "blue", labels: { en: "Blue" } }] },
    { code: "length", type: "metric", unit: "length" },
    { code: "material", type: "text" },
    { code: "gtin", type: "text" },
  ];
  for (const body of attributes) expect((await call("POST", "/api/v1/attributes", { token: org.token, body })).status).toBe(201);
  const family = { code: "shirts", attributes: ["color", "length", "material", "gtin"], requiredAttributes: ["gtin"], variantAxes: ["color", "length"] };
  expect((await call("POST", "/api/v1/families", { token: org.token, body: family })).status).toBe(201);
  expect((await call("POST", "/api/v1/families", { token: org.token, body: { code: "plain", attributes: ["material"], requiredAttributes: [] } })).status).toBe(201);
  return org;
}

async function modelOf(org: TestOrg, extra: Record<string, unknown> = {}) {
  const res = await post(org, { sku: sku("TEE"), name: "Tee", description: "Cotton tee", kind: "model", familyCode: "shirts", tags: ["summer"], attributes: { material: "cotton" }, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function variantOf(org: TestOrg, parentId: string, color: string, cm: number, extra: Record<string, unknown> = {}) {
  const res = await post(org, { sku: sku(`TEE-${color}`), parentId, attributes: { color, length: { amount: cm, unit: "cm" } }, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe("product models and variants", () => {
  it("a variant shows its model's values where it sets none, and says which it inherits", async () => {
    const org = await shirtSupplier();
    const model = await modelOf(org);
    expect(model).toMatchObject({ kind: "model", parentId: null, inherited: [], familyCode: "shirts" });
    const res = await post(org, { sku: sku("TEE-R"), parentId: model.id, status: "active", attributes: { color: "red", length: { amount: 70, unit: "cm" }, gtin: "400" } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      kind: "variant",
      parentId: model.id,
      familyCode: "shirts",
      name: "Tee",
      description: "Cotton tee",
      tags: ["summer"],
      status: "active",
      attributes: { material: "cotton", color: "red", length: { amount: 70, unit: "cm" }, gtin: "400" },
      inherited: ["attributes.material", "description", "name", "tags"],
    });
    // The same document on a read, in the list and in the search (but for
    // the score, which the background scoring may have set in between).
    const unscored = (doc: Record<string, unknown>) => Object.fromEntries(Object.entries(doc).filter(([key]) => key !== "qualityScore" && key !== "qualityBand"));
    expect(unscored((await get(org, `/api/v1/products/${res.body.id}`)).body)).toEqual(unscored(res.body));
    const listed = await get(org, `/api/v1/products?parentId=${model.id}`);
    expect(listed.body.items.map(unscored)).toEqual([{ ...unscored(res.body), updatedAt: expect.any(String) }]);

    // A value of its own wins and is no longer inherited.
    const own = await patch(org, res.body.id, { name: "Tee red", attributes: { material: "linen" } });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body).toMatchObject({ name: "Tee red", attributes: { material: "linen" }, inherited: ["description", "tags"] });
    // null gives it back to the model.
    const back = await patch(org, res.body.id, { attributes: { material: null }, tags: [] });
    expect(back.body).toMatchObject({ name: "Tee red", attributes: { material: "cotton" }, tags: ["summer"], inherited: ["attributes.material", "description", "tags"] });
    const named = await patch(org, res.body.id, { name: null });
    expect(named.body).toMatchObject({ name: "Tee", inherited: ["attributes.material", "description", "name", "tags"] });
    // Only a variant's name can be cleared.
    const cleared = await patch(org, model.id, { name: null });
    expect(cleared.status).toBe(422);
    expect(paths(cleared)).toEqual(["name"]);
  });

  it("every variant has a value for each axis, and no two variants of a model share their axis values", async () => {
    const org = await shirtSupplier();
    const model = await modelOf(org);
    const missing = await post(org, { sku: sku("V"), parentId: model.id, attributes: { color: "red" } });
    expect(missing.status).toBe(422);
    expect(paths(missing)).toEqual(["attributes.length"]);

    const first = await variantOf(org, model.id, "red", 70);
    // 0.7 m is 70 cm: the same combination.
    const same = await post(org, { sku: sku("V"), parentId: model.id, attributes: { color: "red", length: { amount: 0.7, unit: "m" } } });
    expect(same.status).toBe(409);
    expect(errorOf(same).error.code).toBe("CONFLICT");
    expect(errorOf(same).error.message).toContain(first.sku);
    const other = await variantOf(org, model.id, "blue", 70);
    // Editing a variant into a sibling's combination is refused too, and changes nothing.
    const clash = await patch(org, other.id, { attributes: { color: "red" } });
    expect(clash.status).toBe(409);
    expect((await get(org, `/api/v1/products/${other.id}`)).body.attributes.color).toBe("blue");
    const cleared = await patch(org, other.id, { attributes: { length: null } });
    expect(cleared.status).toBe(422);
    expect(paths(cleared)).toEqual(["attributes.length"]);
    // Another model may hold the same combination.
    const second = await modelOf(org);
    await variantOf(org, second.id, "red", 70);
  });

  it("concurrent writes to one model's variants: one combination, one winner, and no lost model edit", async () => {
    const org = await shirtSupplier();
    const model = await modelOf(org);
    const racers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => post(org, { sku: sku(`R${i}`), parentId: model.id, attributes: { color: "red", length: { amount: 1, unit: "m" } } })),
    );
    expect(racers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    // Variants created while the model is edited all end with the last edit.
    const writes = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => post(org, { sku: sku(`W${i}`), parentId: model.id, attributes: { color: "blue", length: { amount: 10 + i, unit: "cm" } } })),
      patch(org, model.id, { attributes: { material: "hemp" } }),
      patch(org, model.id, { description: "Hemp tee" }),
    ]);
    expect(writes.map((w) => w.status)).toEqual([201, 201, 201, 201, 201, 201, 200, 200]);
    const variants = (await get(org, `/api/v1/products?parentId=${model.id}`)).body.items;
    expect(variants).toHaveLength(7);
    for (const v of variants) expect(v).toMatchObject({ description: "Hemp tee", attributes: { material: "hemp" } });
  });

  it("refuses a model without axes, a parent that is not a model of the organisation, and kind changes that would orphan variants", async () => {
    const org = await shirtSupplier();
    const noFamily = await post(org, { sku: sku("M"), name: "M", kind: "model" });
    expect(noFamily.status).toBe(422);
    expect(paths(noFamily)).toEqual(["kind"]);
    const noAxes = await post(org, { sku: sku("M"), name: "M", kind: "model", familyCode: "plain" });
    expect(paths(noAxes)).toEqual(["kind"]);
    const variantWithoutParent = await post(org, { sku: sku("V"), name: "V", kind: "variant", attributes: {} });
    expect(paths(variantWithoutParent)).toEqual(["parentId"]);
    const noName = await post(org, { sku: sku("S") });
    expect(paths(noName)).toEqual(["name"]);

    const simple = await createProduct(org, { familyCode: "shirts" });
    const underSimple = await post(org, { sku: sku("V"), parentId: simple.id, attributes: { color: "red", length: { amount: 1, unit: "m" } } });
    expect(underSimple.status).toBe(422);
    expect(paths(underSimple)).toEqual(["parentId"]);
    const stranger = await shirtSupplier();
    const foreignModel = await modelOf(stranger);
    const foreign = await post(org, { sku: sku("V"), parentId: foreignModel.id, attributes: { color: "red", length: { amount: 1, unit: "m" } } });
    expect(foreign.status).toBe(422);
    expect(paths(foreign)).toEqual(["parentId"]);
    expect(await db.product.count({ where: { parentId: foreignModel.id } })).toBe(0);

    const model = await modelOf(org);
    const wrongFamily = await post(org, { sku: sku("V"), parentId: model.id, familyCode: "plain", attributes: { color: "red", length: { amount: 1, unit: "m" } } });
    expect(paths(wrongFamily)).toEqual(["familyCode"]);
    const variant = await variantOf(org, model.id, "red", 60);
    expect(paths(await patch(org, variant.id, { kind: "simple" }))).toEqual(["kind"]);
    expect(paths(await patch(org, simple.id, { parentId: model.id }))).toEqual(["parentId"]);
    expect(paths(await patch(org, simple.id, { kind: "variant" }))).toEqual(["kind"]);

    for (const body of [{ kind: "simple" }, { familyCode: "plain" }, { familyCode: null }]) {
      const res = await patch(org, model.id, body);
      expect(res.status, JSON.stringify(body)).toBe(409);
      expect(errorOf(res).error.code).toBe("INVALID_STATE");
    }
    const axes = await call("PATCH", "/api/v1/families/shirts", { token: org.token, body: { variantAxes: ["color"] } });
    expect(axes.status).toBe(409);
    expect((await get(org, "/api/v1/families/shirts")).body.variantAxes).toEqual(["color", "length"]);

    // A simple product becomes a model, and a lone model simple again.
    expect((await patch(org, simple.id, { kind: "model" })).body.kind).toBe("model");
    expect((await patch(org, simple.id, { kind: "simple" })).body.kind).toBe("simple");
  });

  it("editing a model changes and re-scores its variants; deleting it deletes them", async () => {
    const org = await shirtSupplier();
    const model = await modelOf(org);
    const variants = [await variantOf(org, model.id, "red", 60), await variantOf(org, model.id, "blue", 60)];
    const before = await scoreOf(variants[0].id);
    await db.product.update({ where: { id: variants[0].id }, data: { qualityScore: null } });

    const edited = await patch(org, model.id, { name: "Tee classic", attributes: { gtin: "123" } });
    expect(edited.status).toBe(200);
    for (const v of variants) {
      const read = (await get(org, `/api/v1/products/${v.id}`)).body;
      expect(read).toMatchObject({ name: "Tee classic", attributes: { gtin: "123", material: "cotton" } });
      expect(read.inherited).toContain("attributes.gtin");
    }
    // The required gtin now comes from the model: the variant scores higher.
    expect(await scoreOf(variants[0].id)).toBeGreaterThan(before);

    expect((await call("DELETE", `/api/v1/products/${model.id}`, { token: org.token })).status).toBe(204);
    for (const v of variants) expect((await get(org, `/api/v1/products/${v.id}`)).status).toBe(404);
  });

  it("a variant moves to another model of its family", async () => {
    const org = await shirtSupplier();
    const [a, b] = [await modelOf(org), await modelOf(org, { name: "Polo", attributes: { material: "pique" } })];
    const variant = await variantOf(org, a.id, "red", 60);
    const taken = await variantOf(org, b.id, "red", 60);
    expect((await patch(org, variant.id, { parentId: b.id })).status).toBe(409);
    await patch(org, taken.id, { attributes: { color: "blue" } });
    const moved = await patch(org, variant.id, { parentId: b.id });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ parentId: b.id, name: "Polo", attributes: { material: "pique", color: "red" } });
  });

  it("a variant that links no asset shows its model's, until it links its own", async () => {
    const org = await shirtSupplier();
    const model = await modelOf(org);
    const variant = await variantOf(org, model.id, "red", 60);
    const [modelImage, ownImage] = [await readyImage(org), await readyImage(org)];
    expect((await call("PUT", `/api/v1/products/${model.id}/assets`, { token: org.token, body: { assetIds: [modelImage] } })).status).toBe(200);
    expect((await get(org, `/api/v1/products/${variant.id}/assets`)).body.assetIds).toEqual([modelImage]);
    expect((await get(org, `/api/v1/products/${variant.id}`)).body.inherited).toContain("assets");
    // A variant created after the model's links takes them too.
    const later = await variantOf(org, model.id, "blue", 60);
    expect((await get(org, `/api/v1/products/${later.id}/assets`)).body.assetIds).toEqual([modelImage]);

    await call("PUT", `/api/v1/products/${variant.id}/assets`, { token: org.token, body: { assetIds: [ownImage] } });
    expect((await get(org, `/api/v1/products/${variant.id}/assets`)).body.assetIds).toEqual([ownImage]);
    expect((await get(org, `/api/v1/products/${variant.id}`)).body.inherited).not.toContain("assets");
    // The model's next links reach only the variants that link nothing.
    await call("PUT", `/api/v1/products/${model.id}/assets`, { token: org.token, body: { assetIds: [ownImage, modelImage] } });
    expect((await get(org, `/api/v1/products/${variant.id}/assets`)).body.assetIds).toEqual([ownImage]);
    expect((await get(org, `/api/v1/products/${later.id}/assets`)).body.assetIds).toEqual([ownImage, modelImage]);
    await call("PUT", `/api/v1/products/${variant.id}/assets`, { token: org.token, body: { assetIds: [] } });
    expect((await get(org, `/api/v1/products/${variant.id}/assets`)).body.assetIds).toEqual([ownImage, modelImage]);

    // A variant whose only image is deleted shows its model's again.
    const lastImage = await readyImage(org);
    await call("PUT", `/api/v1/products/${later.id}/assets`, { token: org.token, body: { assetIds: [lastImage] } });
    expect((await call("DELETE", `/api/v1/assets/${lastImage}`, { token: org.token })).status).toBe(204);
    expect((await get(org, `/api/v1/products/${later.id}/assets`)).body.assetIds).toEqual([ownImage, modelImage]);
    expect((await get(org, `/api/v1/products/${later.id}`)).body.inherited).toContain("assets");
  });

  it("lists and searches filter by kind and parentId, with cursors bound to them", async () => {
    const org = await shirtSupplier();
    const simple = await createProduct(org);
    const model = await modelOf(org);
    const variants = [await variantOf(org, model.id, "red", 60), await variantOf(org, model.id, "blue", 60), await variantOf(org, model.id, "red", 80)];
    const ids = (res: ApiResponse) => res.body.items.map((p: { id: string }) => p.id);

    expect(ids(await get(org, "/api/v1/products?kind=simple,model"))).toEqual([simple.id, model.id]);
    const page = await get(org, `/api/v1/products?kind=variant&limit=2&withTotal=true`);
    expect(page.body).toMatchObject({ total: 3 });
    expect(ids(page)).toEqual(variants.slice(0, 2).map((v) => v.id));
    expect(ids(await get(org, `/api/v1/products?kind=variant&limit=2&cursor=${page.body.nextCursor}`))).toEqual([variants[2].id]);
    // A cursor is bound to its filters.
    expect((await get(org, `/api/v1/products?kind=model&cursor=${page.body.nextCursor}`)).status).toBe(400);

    const search = await get(org, `/api/v1/search/products?parentId=${model.id}&attr.color=red&facetBy=attr.color`);
    expect(search.status, JSON.stringify(search.body)).toBe(200);
    expect(ids(search)).toEqual([variants[0].id, variants[2].id]);
    expect(ids(await get(org, "/api/v1/search/products?kind=model"))).toEqual([model.id]);
    expect((await get(org, "/api/v1/search/products?kind=bundle")).status).toBe(422);
    expect((await get(org, "/api/v1/products?parentId=nope")).status).toBe(422);
  });

  it("a buyer reads a connected supplier's active variants with their merged values", async () => {
    const org = await shirtSupplier();
    const model = await modelOf(org, { status: "active" });
    const variant = await variantOf(org, model.id, "red", 60, { status: "active" });
    await variantOf(org, model.id, "blue", 60);
    const buyer = await createOrg("buyer");
    const invite = await call("POST", "/api/v1/connections/invitations", { token: org.token, body: {} });
    await call("POST", "/api/v1/connections/accept", { token: buyer.token, body: { token: invite.body.token } });
    const res = await call("GET", `/api/v1/search/products?parentId=${model.id}`, { token: buyer.token });
    expect(res.body.items).toMatchObject([{ id: variant.id, name: "Tee", attributes: { material: "cotton" }, parentId: model.id }]);
    // Another supplier's model filters to nothing.
    const stranger = await shirtSupplier();
    expect((await get(stranger, `/api/v1/products?parentId=${model.id}`)).body.items).toEqual([]);
  });

  it("the axes and parentSku sources of attribute maps", async () => {
    const org = await shirtSupplier();
    const model = await modelOf(org, { status: "active" });
    const variant = await variantOf(org, model.id, "red", 60, { status: "active" });
    const channel = await call("POST", "/api/v1/channels", {
      token: org.token,
      body: {
        name: "Shop",
        locale: "en",
        destination: { type: "http", url: "http://127.0.0.1:9/shop" },
        attributeMap: { id: { from: "sku" }, group: { from: "parentSku", required: true }, options: { from: "axes" } },
      },
    });
    expect(channel.status, JSON.stringify(channel.body)).toBe(201);
    const res = await call("POST", `/api/v1/channels/${channel.body.id}/preview`, { token: org.token, body: { productIds: [variant.id, model.id] } });
    expect(res.body.items[0]).toMatchObject({ status: "ready", record: { id: variant.sku, group: model.sku, options: "color: Red, length: 60 cm" } });
    expect(res.body.items[1]).toMatchObject({ status: "would_skip", evaluation: { missingRequired: ["group"] } });
  });
});

describe("bulk upsert of models and variants", () => {
  const bulk = (org: TestOrg, items: unknown[]) => call("POST", "/api/v1/products/bulk", { token: org.token, body: { items } });

  it("writes models and variants in one request, each failing record alone", async () => {
    const org = await shirtSupplier();
    const model = await modelOf(org);
    const simple = await createProduct(org);
    const axes = (color: string, cm: number) => ({ color, length: { amount: cm, unit: "cm" } });
    const res = await bulk(org, [
      { sku: "B-1", parentId: model.id, attributes: axes("red", 50) },
      { sku: "B-2", parentId: model.id, attributes: axes("red", 50) },
      { sku: "B-3", parentId: model.id, attributes: { color: "blue" } },
      { sku: simple.sku, parentId: model.id, attributes: axes("blue", 50) },
      { sku: "B-5", parentId: simple.id, attributes: axes("blue", 50) },
      { sku: "B-6", name: "Lone model", kind: "model" },
      { sku: model.sku, name: "Tee v2", familyCode: "shirts", attributes: { material: "silk" } },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const results = res.body.results;
    expect(results[0]).toMatchObject({ sku: "B-1", status: "created" });
    expect(results[1]).toMatchObject({ status: "failed", error: expect.stringContaining("B-1") });
    expect(results[2]).toMatchObject({ status: "failed", error: expect.stringContaining("attributes.length") });
    expect(results[3]).toMatchObject({ status: "failed", error: expect.stringContaining("parentId") });
    expect(results[4]).toMatchObject({ status: "failed", error: expect.stringContaining("parentId") });
    expect(results[5]).toMatchObject({ status: "failed", error: expect.stringContaining("kind") });
    // Sent without kind, the model stays a model, and its variant follows its edit.
    expect(results[6]).toMatchObject({ status: "updated", id: model.id });
    expect((await get(org, `/api/v1/products/${model.id}`)).body).toMatchObject({ kind: "model", name: "Tee v2" });
    expect((await get(org, `/api/v1/products/${results[0].id}`)).body).toMatchObject({ kind: "variant", name: "Tee v2", attributes: { material: "silk", color: "red" } });
    expect(await db.product.count({ where: { organizationId: org.id, sku: { in: ["B-2", "B-3", "B-5", "B-6"] } } })).toBe(0);

    // A variant sent again replaces its own values (PUT semantics); the
    // model's bulk update above left it no description or tags to give.
    const again = await bulk(org, [{ sku: "B-1", parentId: model.id, name: "Own name", attributes: axes("red", 50) }]);
    expect(again.body.results[0]).toMatchObject({ status: "updated", id: results[0].id });
    expect((await get(org, `/api/v1/products/${results[0].id}`)).body).toMatchObject({ name: "Own name", inherited: ["attributes.material"] });
    // Sent without its parentId, a variant is refused rather than turned into a simple product.
    const flattened = await bulk(org, [{ sku: "B-1", name: "Flat" }]);
    expect(flattened.body.results[0]).toMatchObject({ status: "failed", error: expect.stringContaining("parentId") });
  });
});
