import { describe, expect, it } from "vitest";
import { call, errorOf, type ApiResponse } from "../../support/http";
import { addMember, createKey, createOrg, type TestOrg } from "../../support/fixtures";
import { createProduct, scoreOf } from "../../support/catalog";
import { db } from "../../../lib/db/client";

const defineFamily = (org: TestOrg, body: Record<string, unknown>) => call("POST", "/api/v1/families", { token: org.token, body });
const patchFamily = (org: TestOrg, code: string, body: Record<string, unknown>) => call("PATCH", `/api/v1/families/${code}`, { token: org.token, body });
const paths = (res: ApiResponse) => errorOf(res).error.details?.map((d) => d.path);

// color (select), size (select), weight (metric), organic (boolean), gtin (text), notes (textarea).
async function dictionary(org: TestOrg) {
  const attributes = [
    { code: "color", type: "select", options: [{ code: "red" }, { code: "blue" }] },
    { code: "size", type: "select", options: [{ code: "s" }, { code: "m" }] },
    { code: "weight", type: "metric", unit: "weight" },
    { code: "organic", type: "boolean" },
    { code: "gtin", type: "text" },
    { code: "notes", type: "textarea" },
  ];
  for (const body of attributes) expect((await call("POST", "/api/v1/attributes", { token: org.token, body })).status).toBe(201);
}

async function supplierWithDictionary() {
  const org = await createOrg("supplier");
  await dictionary(org);
  return org;
}

describe("families", () => {
  it("creates, reads, lists, updates and deletes a family", async () => {
    const org = await supplierWithDictionary();
    const created = await defineFamily(org, { code: "shirts", labels: { en: "Shirts" }, attributes: ["gtin", "color", "size"], requiredAttributes: ["gtin"], variantAxes: ["color", "size"] });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toEqual({
      code: "shirts", labels: { en: "Shirts" }, attributes: ["gtin", "color", "size"], requiredAttributes: ["gtin"], variantAxes: ["color", "size"],
      createdAt: expect.any(String), updatedAt: expect.any(String),
    });
    expect((await call("GET", "/api/v1/families/shirts", { token: org.token })).body).toEqual(created.body);
    // variantAxes defaults to none; the order of attributes is kept.
    const mugs = await defineFamily(org, { code: "mugs", attributes: ["weight", "gtin"], requiredAttributes: [] });
    expect(mugs.body).toMatchObject({ attributes: ["weight", "gtin"], variantAxes: [], labels: {} });

    const first = await call("GET", "/api/v1/families?limit=1", { token: org.token });
    expect(first.body.items.map((f: { code: string }) => f.code)).toEqual(["shirts"]);
    const second = await call("GET", `/api/v1/families?limit=1&cursor=${first.body.nextCursor}`, { token: org.token });
    expect(second.body).toMatchObject({ items: [{ code: "mugs" }], nextCursor: null });

    const updated = await patchFamily(org, "shirts", { code: "shirts", labels: { de: "Hemden" }, attributes: ["gtin", "color"], variantAxes: ["color"] });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({ labels: { de: "Hemden" }, attributes: ["gtin", "color"], requiredAttributes: ["gtin"], variantAxes: ["color"] });
    expect((await call("DELETE", "/api/v1/families/shirts", { token: org.token })).status).toBe(204);
    expect((await call("GET", "/api/v1/families/shirts", { token: org.token })).status).toBe(404);
  });

  it("refuses undefined and repeated attributes, lists that are not subsets, and axes of the wrong type", async () => {
    const org = await supplierWithDictionary();
    const cases: [Record<string, unknown>, string[]][] = [
      [{ attributes: ["gtin", "nope"] }, ["attributes.1"]],
      [{ attributes: ["gtin", "color", "gtin"] }, ["attributes.2"]],
      [{ attributes: ["gtin"], requiredAttributes: ["color"] }, ["requiredAttributes.0"]],
      [{ attributes: ["gtin", "color"], variantAxes: ["size"] }, ["variantAxes.0"]],
      [{ attributes: ["gtin", "notes", "color"], variantAxes: ["color", "notes"] }, ["variantAxes.1"]],
      [{ attributes: ["gtin"], variantAxes: ["gtin"] }, ["variantAxes.0"]],
    ];
    for (const [lists, expected] of cases) {
      const res = await defineFamily(org, { code: "bad", requiredAttributes: [], ...lists });
      expect(res.status, JSON.stringify(lists)).toBe(422);
      expect(errorOf(res).error.code).toBe("VALIDATION_FAILED");
      expect(paths(res), JSON.stringify(lists)).toEqual(expected);
    }
    for (const code of ["Shirts", "1abc", "a-b", "", "x".repeat(101)]) {
      const res = await defineFamily(org, { code, attributes: [] });
      expect(res.status, code).toBe(422);
      expect(paths(res)).toEqual(["code"]);
    }
    expect((await defineFamily(org, { code: "shirts", attributes: ["weight", "organic"], variantAxes: ["weight", "organic"] })).status).toBe(201);
    const dup = await defineFamily(org, { code: "shirts", attributes: [] });
    expect(dup.status).toBe(409);
    expect(errorOf(dup).error.code).toBe("CONFLICT");

    // PATCH checks the merged family: dropping a listed axis leaves it dangling.
    const dangling = await patchFamily(org, "shirts", { attributes: ["organic"] });
    expect(dangling.status).toBe(422);
    expect(paths(dangling)).toEqual(["variantAxes.0"]);
    const renamed = await patchFamily(org, "shirts", { code: "tops" });
    expect(renamed.status).toBe(422);
    expect(paths(renamed)).toEqual(["code"]);
    expect((await call("GET", "/api/v1/families/shirts", { token: org.token })).body.attributes).toEqual(["weight", "organic"]);
  });

  it("keeps another organisation's families out of sight and out of its products", async () => {
    const org = await supplierWithDictionary();
    const other = await supplierWithDictionary();
    expect((await defineFamily(org, { code: "shirts", attributes: ["gtin"] })).status).toBe(201);
    expect((await call("GET", "/api/v1/families/shirts", { token: other.token })).status).toBe(404);
    expect((await patchFamily(other, "shirts", { labels: { en: "x" } })).status).toBe(404);
    expect((await call("DELETE", "/api/v1/families/shirts", { token: other.token })).status).toBe(404);
    expect((await call("GET", "/api/v1/families", { token: other.token })).body.items).toEqual([]);
    const taken = await call("POST", "/api/v1/products", { token: other.token, body: { sku: "X-1", name: "X", familyCode: "shirts" } });
    expect(taken.status).toBe(422);
    expect(paths(taken)).toEqual(["familyCode"]);
    // Codes are unique per organisation, not globally.
    expect((await defineFamily(other, { code: "shirts", attributes: [] })).status).toBe(201);
  });

  it("reads with products:read, writes with products:write, for suppliers only", async () => {
    const org = await supplierWithDictionary();
    const reader = await createKey(org, ["products:read"]);
    const writer = await createKey(org, ["products:write"]);
    const viewer = await addMember(org, "viewer");
    expect((await call("POST", "/api/v1/families", { apiKey: writer.key, body: { code: "shirts", attributes: [] } })).status).toBe(201);
    expect((await call("GET", "/api/v1/families/shirts", { apiKey: reader.key })).status).toBe(200);
    expect((await call("POST", "/api/v1/families", { apiKey: reader.key, body: { code: "mugs", attributes: [] } })).status).toBe(403);
    expect((await call("DELETE", "/api/v1/families/shirts", { token: viewer.token })).status).toBe(403);
    expect((await defineFamily(await createOrg("buyer"), { code: "shirts", attributes: [] })).status).toBe(403);
  });

  it("gives products a familyCode on create, PATCH and bulk, in every document", async () => {
    const org = await supplierWithDictionary();
    await defineFamily(org, { code: "shirts", attributes: ["gtin"] });
    await defineFamily(org, { code: "mugs", attributes: ["weight"] });
    const plain = await createProduct(org, { sku: "PLAIN-1" });
    expect(plain.familyCode).toBeNull();
    const shirt = await createProduct(org, { sku: "SHIRT-1", name: "Trail shirt", familyCode: "shirts" });
    expect(shirt.familyCode).toBe("shirts");
    expect((await call("GET", `/api/v1/products/${shirt.id}`, { token: org.token })).body.familyCode).toBe("shirts");

    const moved = await call("PATCH", `/api/v1/products/${plain.id}`, { token: org.token, body: { familyCode: "mugs" } });
    expect(moved.body.familyCode).toBe("mugs");
    const unknown = await call("PATCH", `/api/v1/products/${plain.id}`, { token: org.token, body: { familyCode: "nope" } });
    expect(unknown.status).toBe(422);
    expect(paths(unknown)).toEqual(["familyCode"]);
    // Other fields leave the family alone; null clears it.
    expect((await call("PATCH", `/api/v1/products/${plain.id}`, { token: org.token, body: { name: "Mug" } })).body.familyCode).toBe("mugs");
    expect((await call("PATCH", `/api/v1/products/${plain.id}`, { token: org.token, body: { familyCode: null } })).body.familyCode).toBeNull();

    const bulk = await call("POST", "/api/v1/products/bulk", {
      token: org.token,
      body: { items: [{ sku: "MUG-1", name: "Mug", familyCode: "mugs" }, { sku: "MUG-2", name: "Mug", familyCode: "nope" }, { sku: "SHIRT-1", name: "Trail shirt" }] },
    });
    expect(bulk.status).toBe(200);
    expect(bulk.body.results).toMatchObject([
      { sku: "MUG-1", status: "created" },
      { sku: "MUG-2", status: "failed", error: expect.stringContaining("familyCode") },
      // Bulk replaces the writable fields: no familyCode is none.
      { sku: "SHIRT-1", status: "updated" },
    ]);
    const mug = bulk.body.results[0].id;
    expect((await call("GET", `/api/v1/products/${mug}`, { token: org.token })).body.familyCode).toBe("mugs");

    const list = await call("GET", "/api/v1/products", { token: org.token });
    const codes = Object.fromEntries(list.body.items.map((p: { sku: string; familyCode: string | null }) => [p.sku, p.familyCode]));
    expect(codes).toEqual({ "PLAIN-1": null, "SHIRT-1": null, "MUG-1": "mugs" });
    const found = await call("GET", "/api/v1/search/products?q=mug", { token: org.token });
    expect(found.status).toBe(200);
    expect(Object.fromEntries(found.body.items.map((p: { sku: string; familyCode: string | null }) => [p.sku, p.familyCode]))).toEqual({ "PLAIN-1": null, "MUG-1": "mugs" });
  });

  it("requires the family's required attributes for completeness, and rescores when they change", async () => {
    const org = await supplierWithDictionary();
    const category = (await call("POST", "/api/v1/categories", { token: org.token, body: { name: "Tops", requiredAttributes: ["color", "gtin"] } })).body;
    await defineFamily(org, { code: "shirts", attributes: ["gtin", "color", "size", "weight"], requiredAttributes: ["size", "gtin"] });
    const product = await createProduct(org, { name: "Shirt", description: "Cotton.", categoryId: category.id, familyCode: "shirts", attributes: { gtin: "0123" } });

    const explained = await call("GET", `/api/v1/products/${product.id}/completeness`, { token: org.token });
    expect(explained.status).toBe(200);
    // name, description, color, gtin, size, image: the category's codes first, gtin once; 3 of 6 filled.
    expect(explained.body.locales).toEqual([{ locale: "en", percent: 50, missing: ["attributes.color", "attributes.size", "image"] }]);
    expect(await scoreOf(product.id)).toBe(50);

    // A family change rescores its products: weight is now required too (3 of 7).
    expect((await patchFamily(org, "shirts", { requiredAttributes: ["size", "gtin", "weight"] })).status).toBe(200);
    await expect.poll(async () => (await db.product.findUniqueOrThrow({ where: { id: product.id } })).qualityScore).toBe(42);

    // Leaving the family drops its requirements at once (3 of 5).
    expect((await call("PATCH", `/api/v1/products/${product.id}`, { token: org.token, body: { familyCode: null } })).status).toBe(200);
    await expect.poll(async () => (await db.product.findUniqueOrThrow({ where: { id: product.id } })).qualityScore).toBe(60);
  });

  it("refuses deleting a family in use and an attribute a family lists", async () => {
    const org = await supplierWithDictionary();
    await defineFamily(org, { code: "shirts", attributes: ["gtin", "color"], variantAxes: ["color"] });
    const product = await createProduct(org, { familyCode: "shirts" });
    const inUse = await call("DELETE", "/api/v1/families/shirts", { token: org.token });
    expect(inUse.status).toBe(409);
    expect(errorOf(inUse).error.code).toBe("INVALID_STATE");

    for (const code of ["color", "gtin"]) {
      const listed = await call("DELETE", `/api/v1/attributes/${code}`, { token: org.token });
      expect(listed.status, code).toBe(409);
      expect(errorOf(listed).error.code).toBe("INVALID_STATE");
    }
    // An axis keeps an axis type while a family uses it as one.
    const retyped = await call("PATCH", "/api/v1/attributes/color", { token: org.token, body: { type: "text", options: [] } });
    expect(retyped.status).toBe(409);
    expect(errorOf(retyped).error.code).toBe("INVALID_STATE");
    // An attribute no family lists still goes.
    expect((await call("DELETE", "/api/v1/attributes/notes", { token: org.token })).status).toBe(204);

    expect((await call("PATCH", `/api/v1/products/${product.id}`, { token: org.token, body: { familyCode: null } })).status).toBe(200);
    expect((await call("DELETE", "/api/v1/families/shirts", { token: org.token })).status).toBe(204);
    expect((await call("DELETE", "/api/v1/attributes/color", { token: org.token })).status).toBe(204);
  });
});
