import { describe, expect, it } from "vitest";
import { call } from "../../support/http";
import { createOrg } from "../../support/fixtures";
import { connect, createProduct, readyImage, scoreOf } from "../../support/catalog";

async function feedChannel(token: string, name: string, locale: string, attributeMap: Record<string, unknown>) {
  const res = await call("POST", "/api/v1/channels", { token, body: { name, locale, destination: { type: "feed", format: "json" }, attributeMap } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

describe("GET /api/v1/products/{id}/completeness", () => {
  it("says what is missing per enabled locale and what each channel still needs, in the channel's locale", async () => {
    const org = await createOrg("supplier");
    expect((await call("PATCH", "/api/v1/organization/settings", { token: org.token, body: { enabledLocales: ["en", "de-DE"] } })).status).toBe(200);
    const category = await call("POST", "/api/v1/categories", { token: org.token, body: { name: "Chairs", requiredAttributes: ["material", "width"] } });
    const product = await createProduct(org, { name: "Chair", categoryId: category.body.id, attributes: { material: "oak" }, localized: { "de-DE": { name: "Stuhl" } } });
    const german = await feedChannel(org.token, "Händler", "de-DE", { titel: { from: "name", required: true }, text: { from: "description", required: true } });
    const english = await feedChannel(org.token, "Shop", "en", { title: { from: "name", required: true }, width: { from: "attributes.width", op: "number", required: true } });

    const res = await call("GET", `/api/v1/products/${product.id}/completeness`, { token: org.token });
    expect(res.status).toBe(200);
    expect(res.body.locales).toEqual([
      // name, description, two required attributes, an image: 2 of 5 filled in en.
      { locale: "en", percent: 40, missing: ["description", "attributes.width", "image"] },
      { locale: "de-DE", percent: 20, missing: ["description", "attributes.material", "attributes.width", "image"] },
    ]);
    expect(res.body).toMatchObject({ qualityScore: 20, qualityBand: "red" });
    expect(res.body.channels).toEqual([
      { channelId: german, channelName: "Händler", locale: "de-DE", ready: false, missingRequired: ["text"], transformErrors: [] },
      { channelId: english, channelName: "Shop", locale: "en", ready: false, missingRequired: ["width"], transformErrors: [] },
    ]);
    // The explanation and the stored score are the same rule.
    expect(await scoreOf(product.id)).toBe(20);

    const patched = await call("PATCH", `/api/v1/products/${product.id}`, {
      token: org.token,
      body: { description: "Solid oak", attributes: { width: "wide" }, localized: { "de-DE": { name: "Stuhl", description: "Eiche", attributes: { material: "Eiche", width: "breit" } } } },
    });
    expect(patched.status).toBe(200);
    const linked = await call("PUT", `/api/v1/products/${product.id}/assets`, { token: org.token, body: { assetIds: [await readyImage(org)] } });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    const after = await call("GET", `/api/v1/products/${product.id}/completeness`, { token: org.token });
    expect(after.body.locales.map((l: { missing: string[] }) => l.missing)).toEqual([[], []]);
    expect(after.body).toMatchObject({ qualityScore: 100, qualityBand: "green" });
    const [de, en] = after.body.channels;
    expect(de).toMatchObject({ ready: true, missingRequired: [], transformErrors: [] });
    // Filled, but not a number: the channel says so rather than calling it ready.
    expect(en).toMatchObject({ ready: false, missingRequired: [] });
    expect(en.transformErrors).toEqual([{ target: "width", rule: "number", message: expect.any(String) }]);
  });

  it("explains a draft product too, with no channels when there are none", async () => {
    const org = await createOrg("supplier");
    const product = await createProduct(org, { name: "Draft", description: "x", status: "draft" });
    const res = await call("GET", `/api/v1/products/${product.id}/completeness`, { token: org.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ qualityScore: 66, qualityBand: "amber", locales: [{ locale: "en", percent: 66, missing: ["image"] }], channels: [] });
  });

  it("is another organisation's 404, and a buyer's 403, even for a connected supplier's product", async () => {
    const supplier = await createOrg("supplier");
    const other = await createOrg("supplier");
    const buyer = await createOrg("buyer");
    await connect(supplier, buyer);
    const product = await createProduct(supplier, { status: "active" });
    expect((await call("GET", `/api/v1/products/${product.id}/completeness`, { token: other.token })).status).toBe(404);
    expect((await call("GET", `/api/v1/products/${crypto.randomUUID()}/completeness`, { token: supplier.token })).status).toBe(404);
    const asBuyer = await call("GET", `/api/v1/products/${product.id}/completeness`, { token: buyer.token });
    expect(asBuyer.status).toBe(403);
    expect(asBuyer.body.error.code).toBe("FORBIDDEN");
  });
});
