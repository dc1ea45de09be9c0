import { describe, expect, it } from "vitest";
import { call } from "../../support/http";
import { createOrg } from "../../support/fixtures";
import { readyAsset } from "../../support/assets";
import { photo } from "../../support/images";
import { connect, createProduct } from "../../support/catalog";
import { exportFile, parseCsv } from "../../support/transfer";

const image = async (token: string, name: string) =>
  readyAsset({ token }, { filename: name, mimeType: "image/png", assetType: "image", bytes: await photo(64, 48, "png") });

// What the buyer catalogue reads beyond the product documents: first images
// with renditions, the suppliers' attribute labels, and an export of a chosen set.
describe("buyer catalogue", () => {
  it("gives each readable product's first image with its renditions, and nothing outside the caller's scope", async () => {
    const [supplier, buyer, stranger] = await Promise.all([createOrg(), createOrg("buyer"), createOrg()]);
    const [first, second] = [await image(supplier.token, "front.png"), await image(supplier.token, "back.png")];
    const preset = await call("POST", "/api/v1/rendition-presets", { token: supplier.token, body: { name: "card", ops: [{ op: "resize", width: 32 }] } });
    expect((await call("POST", `/api/v1/assets/${first}/renditions`, { token: supplier.token, body: { presetId: preset.body.id } })).status).toBe(201);
    const shown = await createProduct(supplier, { status: "active" });
    const bare = await createProduct(supplier, { status: "active" });
    const draft = await createProduct(supplier, { status: "draft" });
    for (const p of [shown, draft]) await call("PUT", `/api/v1/products/${p.id}/assets`, { token: supplier.token, body: { assetIds: [first, second] } });
    const foreign = await createProduct(stranger, { status: "active" });
    await call("PUT", `/api/v1/products/${foreign.id}/assets`, { token: stranger.token, body: { assetIds: [await image(stranger.token, "x.png")] } });
    const ids = [shown.id, bare.id, draft.id, foreign.id].join(",");

    const unconnected = await call("GET", `/api/v1/products/images?ids=${ids}`, { token: buyer.token });
    expect(unconnected.status).toBe(200);
    expect(unconnected.body).toEqual({ items: [] });

    await connect(supplier, buyer);
    await expect
      .poll(async () => (await call("GET", `/api/v1/products/images?ids=${ids}`, { token: buyer.token })).body.items[0]?.renditions.length, { timeout: 15_000 })
      .toBe(1);
    const res = await call("GET", `/api/v1/products/images?ids=${ids}`, { token: buyer.token });
    expect(res.body.items).toHaveLength(1);
    const [item] = res.body.items;
    expect(item).toMatchObject({ productId: shown.id, assetId: first, filename: "front.png", mimeType: "image/png" });
    expect(item.renditions[0]).toMatchObject({ presetId: preset.body.id, presetName: "card", width: 32, height: 24 });
    const picture = await fetch(item.renditions[0].url);
    expect(picture.status).toBe(200);
    expect((await fetch(item.url)).status).toBe(200);

    // The supplier reads its drafts' images too; another supplier nothing of it.
    const own = await call("GET", `/api/v1/products/images?ids=${ids}`, { token: supplier.token });
    expect(own.body.items.map((i: { productId: string }) => i.productId)).toEqual([shown.id, draft.id]);
    const other = await call("GET", `/api/v1/products/images?ids=${shown.id}`, { token: stranger.token });
    expect(other.body.items).toEqual([]);
  });

  it("bounds the ids it takes", async () => {
    const buyer = await createOrg("buyer");
    const many = Array.from({ length: 201 }, () => crypto.randomUUID()).join(",");
    for (const query of ["", "?ids=", "?ids=nope", `?ids=${many}`]) {
      const res = await call("GET", `/api/v1/products/images${query}`, { token: buyer.token });
      expect(res.status, query).toBe(422);
      expect(res.body.error.details[0].path).toMatch(/^ids/);
    }
  });

  it("lets a connected buyer read a supplier's attribute labels, and no one else", async () => {
    const [supplier, buyer, stranger, otherBuyer] = await Promise.all([createOrg(), createOrg("buyer"), createOrg(), createOrg("buyer")]);
    const colour = await call("POST", "/api/v1/attributes", {
      token: supplier.token,
      body: { code: "colour", type: "select", labels: { en: "Colour", de: "Farbe" }, options: [{ code: "oak", labels: { en: "Natural oak" } }] },
    });
    expect(colour.status, JSON.stringify(colour.body)).toBe(201);
    await call("POST", "/api/v1/attributes", { token: supplier.token, body: { code: "weight", type: "metric", unit: "weight", labels: { en: "Weight" } } });
    const path = `/api/v1/suppliers/${supplier.id}/attributes`;

    expect((await call("GET", path, { token: buyer.token })).status).toBe(404);
    await connect(supplier, buyer);
    const page = await call("GET", `${path}?limit=1`, { token: buyer.token });
    expect(page.status).toBe(200);
    expect(page.body.items).toEqual([{ code: "colour", type: "select", labels: { en: "Colour", de: "Farbe" }, unit: null, options: [{ code: "oak", labels: { en: "Natural oak" } }] }]);
    const next = await call("GET", `${path}?limit=1&cursor=${encodeURIComponent(page.body.nextCursor)}`, { token: buyer.token });
    expect(next.body.items.map((a: { code: string }) => a.code)).toEqual(["weight"]);
    expect(next.body.items[0].unit).toBe("weight");

    expect((await call("GET", path, { token: supplier.token })).body.items).toHaveLength(2);
    expect((await call("GET", path, { token: stranger.token })).status).toBe(404);
    expect((await call("GET", path, { token: otherBuyer.token })).status).toBe(404);
    expect((await call("GET", `/api/v1/suppliers/${buyer.id}/attributes`, { token: buyer.token })).status).toBe(404);
    // Another caller's cursor is refused.
    expect((await call("GET", `${path}?cursor=${encodeURIComponent(page.body.nextCursor)}`, { token: supplier.token })).status).toBe(400);
  });

  it("searches and exports a chosen set of products, inside the buyer's scope only", async () => {
    const [supplier, buyer, stranger] = await Promise.all([createOrg(), createOrg("buyer"), createOrg()]);
    await connect(supplier, buyer);
    const a = await createProduct(supplier, { sku: "PICK-A", status: "active" });
    await createProduct(supplier, { sku: "PICK-B", status: "active" });
    const c = await createProduct(supplier, { sku: "PICK-C", status: "active" });
    const draft = await createProduct(supplier, { sku: "PICK-D", status: "draft" });
    const foreign = await createProduct(stranger, { sku: "PICK-F", status: "active" });
    const chosen = [a.id, c.id, draft.id, foreign.id];

    const search = await call("GET", `/api/v1/search/products?ids=${chosen.join(",")}&facetBy=status`, { token: buyer.token });
    expect(search.status).toBe(200);
    expect(search.body.items.map((p: { sku: string }) => p.sku)).toEqual(["PICK-A", "PICK-C"]);
    expect(search.body.facets[0].counts).toEqual([{ value: "active", count: 2 }]);

    const { doc, bytes } = await exportFile(buyer, { format: "csv", filter: { ids: chosen } });
    expect(doc).toMatchObject({ total: 2, processed: 2 });
    const rows = await parseCsv(bytes);
    expect(rows.slice(1).map((r) => r[0])).toEqual(["PICK-A", "PICK-C"]);

    const tooMany = await call("POST", "/api/v1/exports", { token: buyer.token, body: { format: "csv", filter: { ids: Array.from({ length: 201 }, () => crypto.randomUUID()) } } });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.error.details[0].path).toBe("filter.ids");
  });
});
