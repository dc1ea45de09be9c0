import { describe, expect, it } from "vitest";
import { call, errorOf, type ApiResponse } from "../../support/http";
import { addMember, createOrg, type TestOrg } from "../../support/fixtures";
import { createProduct, readyImage } from "../../support/catalog";

const duplicate = (token: string, id: string, body: unknown) => call("POST", `/api/v1/products/${id}/duplicate`, { token, body });
const sku = (tag: string) => `${tag}-${Math.random().toString(36).slice(2, 8)}`;
const codeOf = (res: ApiResponse) => errorOf(res).error.code;

// A supplier writing English and German, whose "mugs" family varies by
// colour, with a category to copy.
async function mugSupplier() {
  const org = await createOrg("supplier");
  expect((await call("PATCH", "/api/v1/organization/settings", { token: org.token, body: { enabledLocales: ["en", "de"] } })).status).toBe(200);
  const attributes = [
    { code: "colour", type: "select", options: [{ code: "red" }, { code: "blue" }] },
    { code: "claim", type: "text", localizable: true },
  ];
  for (const body of attributes) expect((await call("POST", "/api/v1/attributes", { token: org.token, body })).status).toBe(201);
  expect((await call("POST", "/api/v1/families", { token: org.token, body: { code: "mugs", attributes: ["colour", "claim"], variantAxes: ["colour"] } })).status).toBe(201);
  const category = await call("POST", "/api/v1/categories", { token: org.token, body: { name: "Kitchen" } });
  expect(category.status).toBe(201);
  return { org, categoryId: category.body.id as string };
}

async function linkedSource(org: TestOrg, categoryId: string, extra: Record<string, unknown> = {}) {
  const source = await createProduct(org, {
    sku: sku("MUG"),
    name: "Mug",
    description: "Stoneware",
    status: "active",
    categoryId,
    familyCode: "mugs",
    tags: ["kitchen", "gift"],
    attributes: { claim: "Sturdy", legacy: 7 },
    localized: { de: { name: "Becher", attributes: { claim: "Robust" } } },
    ...extra,
  });
  const image = await readyImage(org);
  expect((await call("PUT", `/api/v1/products/${source.id}/assets`, { token: org.token, body: { assetIds: [image] } })).status).toBe(200);
  return { source, image };
}

describe("POST /api/v1/products/{id}/duplicate", () => {
  it("copies a product's values and media as a draft under the new SKU, without its associations, and announces it", async () => {
    const { org, categoryId } = await mugSupplier();
    const { source, image } = await linkedSource(org, categoryId);
    const other = await createProduct(org);
    expect((await call("POST", "/api/v1/association-types", { token: org.token, body: { code: "accessory" } })).status).toBe(201);
    expect((await call("PUT", `/api/v1/products/${source.id}/associations`, { token: org.token, body: { accessory: [{ productId: other.id }] } })).status).toBe(200);
    const feed = await call("GET", "/api/v1/changes?limit=200", { token: org.token });

    const res = await duplicate(org.token, source.id, { sku: "MUG-COPY" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      sku: "MUG-COPY",
      name: "Mug",
      description: "Stoneware",
      status: "draft",
      kind: "simple",
      parentId: null,
      categoryId,
      categoryName: "Kitchen",
      familyCode: "mugs",
      tags: ["kitchen", "gift"],
      attributes: { claim: "Sturdy", legacy: 7 },
      localized: { de: { name: "Becher", attributes: { claim: "Robust" } } },
      associations: {},
    });
    expect(res.body.id).not.toBe(source.id);
    expect((await call("GET", `/api/v1/products/${res.body.id}/assets`, { token: org.token })).body.assetIds).toEqual([image]);
    // The original is unchanged.
    expect((await call("GET", `/api/v1/products/${source.id}`, { token: org.token })).body).toMatchObject({ sku: source.sku, status: "active", associations: { accessory: [{ productId: other.id }] } });
    // The change feed has the copy, as for any created product.
    const after = await call("GET", `/api/v1/changes?cursor=${encodeURIComponent(feed.body.nextCursor)}`, { token: org.token });
    expect(after.body.items).toEqual([expect.objectContaining({ type: "product.upserted", productId: res.body.id, sku: "MUG-COPY" })]);
  });

  it("copies a model without its variants, and refuses a variant with 409 INVALID_STATE", async () => {
    const { org, categoryId } = await mugSupplier();
    const { source: model } = await linkedSource(org, categoryId, { kind: "model", attributes: { claim: "Sturdy" } });
    const variant = await createProduct(org, { sku: sku("MUG-RED"), parentId: model.id, attributes: { colour: "red" } });
    const copy = await duplicate(org.token, model.id, { sku: sku("MODEL-COPY") });
    expect(copy.status, JSON.stringify(copy.body)).toBe(201);
    expect(copy.body).toMatchObject({ kind: "model", status: "draft", familyCode: "mugs" });
    expect((await call("GET", `/api/v1/products?parentId=${copy.body.id}`, { token: org.token })).body.items).toEqual([]);

    const refused = await duplicate(org.token, variant.id, { sku: sku("VARIANT-COPY") });
    expect(refused.status).toBe(409);
    expect(codeOf(refused)).toBe("INVALID_STATE");
  });

  it("answers a taken SKU with 409 at sku, a bad body with 422, and another organisation's product with 404", async () => {
    const { org, categoryId } = await mugSupplier();
    const { source } = await linkedSource(org, categoryId);
    const taken = await duplicate(org.token, source.id, { sku: source.sku });
    expect(taken.status).toBe(409);
    expect(codeOf(taken)).toBe("CONFLICT");
    expect(errorOf(taken).error.details?.map((d) => d.path)).toEqual(["sku"]);
    for (const body of [{}, { sku: "has space" }, { sku: "OK-1", name: "extra" }]) expect((await duplicate(org.token, source.id, body)).status, JSON.stringify(body)).toBe(422);

    const stranger = await createOrg("supplier");
    const foreign = await duplicate(stranger.token, source.id, { sku: sku("STOLEN") });
    expect(foreign.status).toBe(404);
    expect((await duplicate(org.token, crypto.randomUUID(), { sku: sku("NONE") })).status).toBe(404);
  });

  it("is refused to buyers and viewers (403) and counts against the plan", async () => {
    const { org, categoryId } = await mugSupplier();
    const { source } = await linkedSource(org, categoryId);
    const buyer = await createOrg("buyer");
    expect((await duplicate(buyer.token, source.id, { sku: sku("B") })).status).toBe(403);
    const viewer = await addMember(org, "viewer");
    expect((await duplicate(viewer.token, source.id, { sku: sku("V") })).status).toBe(403);

    // The free plan's 1,000 products: the source and 999 more fill it.
    const items = Array.from({ length: 999 }, (_, i) => ({ sku: `FILL-${i}`, name: `Fill ${i}` }));
    expect((await call("POST", "/api/v1/products/bulk", { token: org.token, body: { items } })).status).toBe(200);
    const over = await duplicate(org.token, source.id, { sku: sku("OVER") });
    expect(over.status).toBe(403);
    expect(codeOf(over)).toBe("PLAN_LIMIT_REACHED");
  });
});
