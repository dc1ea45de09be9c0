import { describe, expect, it } from "vitest";
import { call } from "../../support/http";
import { createOrg } from "../../support/fixtures";
import { readyAsset } from "../../support/assets";
import { photo } from "../../support/images";
import { connect, createProduct } from "../../support/catalog";

// GET /api/v1/products/{id}/assets: the editor's media and the buyer's product detail.
describe("product media", () => {
  it("lists linked assets in order wherever the product is readable, 404 elsewhere", async () => {
    const [supplier, buyer, stranger] = await Promise.all([createOrg(), createOrg("buyer"), createOrg()]);
    const bytes = await photo(32, 32, "png");
    const first = await readyAsset({ token: supplier.token }, { filename: "a.png", mimeType: "image/png", assetType: "image", bytes });
    const second = await readyAsset({ token: supplier.token }, { filename: "b.png", mimeType: "image/png", assetType: "image", bytes });
    const product = await createProduct(supplier, { status: "active" });
    await call("PUT", `/api/v1/products/${product.id}/assets`, { token: supplier.token, body: { assetIds: [second, first] } });

    const own = await call("GET", `/api/v1/products/${product.id}/assets`, { token: supplier.token });
    expect(own.status).toBe(200);
    expect(own.body.assetIds).toEqual([second, first]);
    expect(own.body.assets[0]).toMatchObject({ id: second, filename: "b.png", assetType: "image", status: "ready" });
    expect(own.body.assets[0].downloadUrl).toMatch(/^http/);

    expect((await call("GET", `/api/v1/products/${product.id}/assets`, { token: buyer.token })).status).toBe(404);
    await connect(supplier, buyer);
    expect((await call("GET", `/api/v1/products/${product.id}/assets`, { token: buyer.token })).body.assetIds).toEqual([second, first]);
    expect((await call("GET", `/api/v1/products/${product.id}/assets`, { token: stranger.token })).status).toBe(404);
  });
});
