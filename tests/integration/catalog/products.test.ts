import { describe, expect, it } from "vitest";
import { call, errorOf } from "../../support/http";
import { addMember, createKey, createOrg } from "../../support/fixtures";
import { connect, createProduct } from "../../support/catalog";

describe("products: create, read, update, delete", () => {
  it("creates a product and answers the product document", async () => {
    const org = await createOrg("supplier");
    const category = await call("POST", "/api/v1/categories", { token: org.token, body: { name: "Coffee", requiredAttributes: ["origin"] } });
    const res = await call("POST", "/api/v1/products", {
      token: org.token,
      body: { sku: "ESP-1", name: "Espresso", description: "Dark.", status: "active", categoryId: category.body.id, tags: ["coffee", "dark", "coffee"], attributes: { origin: "Brazil", weight_g: 250 } },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      sku: "ESP-1",
      name: "Espresso",
      description: "Dark.",
      status: "active",
      categoryId: category.body.id,
      categoryName: "Coffee",
      familyCode: null,
      kind: "simple",
      parentId: null,
      inherited: [],
      tags: ["coffee", "dark"],
      attributes: { origin: "Brazil", weight_g: 250 },
      localized: {},
      supplierId: org.id,
      supplierName: org.name,
      associations: {},
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(res.body).not.toHaveProperty("qualityScore");
    const read = await call("GET", `/api/v1/products/${res.body.id}`, { token: org.token });
    expect(read.status).toBe(200);
    expect(read.body.sku).toBe("ESP-1");
  });

  it("refuses a duplicate sku within a supplier with 409, but not across suppliers", async () => {
    const a = await createOrg("supplier");
    const b = await createOrg("supplier");
    await createProduct(a, { sku: "DUP-1" });
    const again = await call("POST", "/api/v1/products", { token: a.token, body: { sku: "DUP-1", name: "Other" } });
    expect(again.status).toBe(409);
    expect(errorOf(again).error.code).toBe("CONFLICT");
    // Named at the field, so a form can show it at its input; an edit to a taken SKU says the same.
    expect(errorOf(again).error.message).toBe("A product with SKU DUP-1 already exists.");
    expect(errorOf(again).error.details).toEqual([{ path: "sku", message: "Another product has the SKU DUP-1: choose another." }]);
    const second = await createProduct(a, { sku: "DUP-2" });
    const renamed = await call("PATCH", `/api/v1/products/${second.id}`, { token: a.token, body: { sku: "DUP-1" } });
    expect(renamed.status).toBe(409);
    expect(errorOf(renamed).error.details).toEqual([{ path: "sku", message: "Another product has the SKU DUP-1: choose another." }]);
    await createProduct(b, { sku: "DUP-1" });
  });

  it("validates the body: types, unknown fields, locales, foreign categories", async () => {
    const org = await createOrg("supplier");
    const other = await createOrg("supplier");
    const foreign = await call("POST", "/api/v1/categories", { token: other.token, body: { name: "Theirs" } });
    const cases: [Record<string, unknown>, string][] = [
      [{ sku: "A", name: 12 }, "name"],
      [{ sku: "has space", name: "x" }, "sku"],
      [{ sku: "A", name: "x", status: "published" }, "status"],
      [{ sku: "A", name: "x", tags: "one" }, "tags"],
      [{ sku: "A", name: "x", transformRules: [] }, "transformRules"],
      [{ sku: "A", name: "x", localized: { "de-DE": { name: "y" } } }, "localized.de-DE"],
      [{ sku: "A", name: "x", categoryId: foreign.body.id }, "categoryId"],
      [{ sku: "A", name: "x", categoryId: "not-a-uuid" }, "categoryId"],
      [{ sku: "A", name: "x", attributes: { "bad code!": 1 } }, "attributes.bad code!"],
    ];
    for (const [body, path] of cases) {
      const res = await call("POST", "/api/v1/products", { token: org.token, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(errorOf(res).error.details!.map((d) => d.path)).toContain(path);
    }
  });

  it("lets only suppliers' editors and up, or products:write keys, write", async () => {
    const supplier = await createOrg("supplier");
    const buyer = await createOrg("buyer");
    const viewer = await addMember(supplier, "viewer");
    const editor = await addMember(supplier, "editor");
    const reader = await createKey(supplier, ["products:read"]);
    const writer = await createKey(supplier, ["products:write"]);
    const body = () => ({ sku: `S-${Math.random()}`.replace(".", ""), name: "x" });
    expect((await call("POST", "/api/v1/products", { token: buyer.token, body: body() })).status).toBe(403);
    expect((await call("POST", "/api/v1/products", { token: viewer.token, body: body() })).status).toBe(403);
    expect((await call("POST", "/api/v1/products", { apiKey: reader.key, body: body() })).status).toBe(403);
    expect((await call("POST", "/api/v1/products", { token: editor.token, body: body() })).status).toBe(201);
    expect((await call("POST", "/api/v1/products", { apiKey: writer.key, body: body() })).status).toBe(201);
  });

  it("patches with merge semantics for attributes and localized", async () => {
    const org = await createOrg("supplier");
    await call("PATCH", "/api/v1/organization/settings", { token: org.token, body: { enabledLocales: ["en", "de-DE", "fr-FR"] } });
    const product = await createProduct(org, {
      attributes: { a: 1, b: 2 },
      localized: { "de-DE": { name: "Ding" }, "fr-FR": { name: "Chose" } },
    });
    const res = await call("PATCH", `/api/v1/products/${product.id}`, {
      token: org.token,
      body: { name: "Widget 2", attributes: { b: null, c: 3 }, localized: { "fr-FR": null, "de-DE": { name: "Ding 2", description: "Gut" } } },
    });
    expect(res.status).toBe(200);
    expect(res.body.name).toBe("Widget 2");
    expect(res.body.attributes).toEqual({ a: 1, c: 3 });
    expect(res.body.localized).toEqual({ "de-DE": { name: "Ding 2", description: "Gut" } });
    expect(res.body.sku).toBe(product.sku);
    const bad = await call("PATCH", `/api/v1/products/${product.id}`, { token: org.token, body: { localized: { "it-IT": { name: "Cosa" } } } });
    expect(bad.status).toBe(422);
  });

  it("deletes, and keeps every write away from other tenants (404, nothing changed)", async () => {
    const a = await createOrg("supplier");
    const b = await createOrg("supplier");
    const product = await createProduct(a);
    expect((await call("GET", `/api/v1/products/${product.id}`, { token: b.token })).status).toBe(404);
    expect((await call("PATCH", `/api/v1/products/${product.id}`, { token: b.token, body: { name: "Hijacked" } })).status).toBe(404);
    expect((await call("DELETE", `/api/v1/products/${product.id}`, { token: b.token })).status).toBe(404);
    expect((await call("PUT", `/api/v1/products/${product.id}/assets`, { token: b.token, body: { assetIds: [] } })).status).toBe(404);
    const still = await call("GET", `/api/v1/products/${product.id}`, { token: a.token });
    expect(still.body.name).toBe("Widget");
    expect((await call("DELETE", `/api/v1/products/${product.id}`, { token: a.token })).status).toBe(204);
    expect((await call("GET", `/api/v1/products/${product.id}`, { token: a.token })).status).toBe(404);
  });

  it("shows buyers the active products of connected suppliers only", async () => {
    const supplier = await createOrg("supplier");
    const buyer = await createOrg("buyer");
    const stranger = await createOrg("buyer");
    const active = await createProduct(supplier, { status: "active" });
    const draft = await createProduct(supplier, { status: "draft" });
    expect((await call("GET", `/api/v1/products/${active.id}`, { token: buyer.token })).status).toBe(404);
    const connectionId = await connect(supplier, buyer);
    expect((await call("GET", `/api/v1/products/${active.id}`, { token: buyer.token })).status).toBe(200);
    expect((await call("GET", `/api/v1/products/${draft.id}`, { token: buyer.token })).status).toBe(404);
    expect((await call("GET", `/api/v1/products/${active.id}`, { token: stranger.token })).status).toBe(404);
    const list = await call("GET", "/api/v1/products?withTotal=true", { token: buyer.token });
    expect(list.body.items.map((p: { id: string }) => p.id)).toEqual([active.id]);
    expect(list.body.total).toBe(1);
    expect((await call("PATCH", `/api/v1/products/${active.id}`, { token: buyer.token, body: { name: "x" } })).status).toBe(403);
    await call("DELETE", `/api/v1/connections/${connectionId}`, { token: buyer.token });
    expect((await call("GET", `/api/v1/products/${active.id}`, { token: buyer.token })).status).toBe(404);
  });
});
