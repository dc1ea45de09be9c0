import { describe, expect, it } from "vitest";
import { call, errorOf } from "../../support/http";
import { createOrg, type TestOrg } from "../../support/fixtures";
import { createProduct, readyImage } from "../../support/catalog";

const put = (org: TestOrg, productId: string, body: unknown) => call("PUT", `/api/v1/products/${productId}/assets`, { token: org.token, body });
const read = async (org: TestOrg, productId: string) => (await call("GET", `/api/v1/products/${productId}/assets`, { token: org.token })).body;

describe("alt texts of a product's images", () => {
  it("keeps them per link and locale, through a reorder, and replaces only the ones a PUT names", async () => {
    const org = await createOrg("supplier");
    const product = await createProduct(org);
    const [front, back] = [await readyImage(org), await readyImage(org)];
    const first = await put(org, product.id, { assetIds: [front, back], altText: { [front]: { en: "A blue mug, front", "de-ch": "Eine blaue Tasse" } } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ productId: product.id, assetIds: [front, back], altText: { [front]: { en: "A blue mug, front", "de-CH": "Eine blaue Tasse" }, [back]: {} } });

    // A client that only reorders loses nothing.
    await put(org, product.id, { assetIds: [back, front] });
    expect((await read(org, product.id)).altText).toEqual({ [back]: {}, [front]: { en: "A blue mug, front", "de-CH": "Eine blaue Tasse" } });
    await put(org, product.id, { assetIds: [back, front], altText: { [back]: { en: "The handle" }, [front]: {} } });
    expect((await read(org, product.id)).altText).toEqual({ [back]: { en: "The handle" }, [front]: {} });
    // An unlinked image takes its alt texts with it.
    await put(org, product.id, { assetIds: [front] });
    await put(org, product.id, { assetIds: [front, back] });
    expect((await read(org, product.id)).altText[back]).toEqual({});

    // A duplicate links the same images with the same alt texts.
    await put(org, product.id, { assetIds: [front], altText: { [front]: { en: "Front" } } });
    const copy = await call("POST", `/api/v1/products/${product.id}/duplicate`, { token: org.token, body: { sku: `COPY-${Date.now()}` } });
    expect(copy.status).toBe(201);
    expect((await read(org, copy.body.id)).altText).toEqual({ [front]: { en: "Front" } });
  });

  it("refuses alt texts of images not linked, bad locales and empty or long texts", async () => {
    const org = await createOrg("supplier");
    const product = await createProduct(org);
    const [image, stray] = [await readyImage(org), await readyImage(org)];
    const cases: [unknown, string][] = [
      [{ [stray]: { en: "x" } }, `altText.${stray}`],
      [{ [image]: { "not a tag": "x" } }, `altText.${image}.not a tag`],
      [{ [image]: { en: "  " } }, `altText.${image}.en`],
      [{ [image]: { en: "x".repeat(251) } }, `altText.${image}.en`],
      [{ "not-a-uuid": {} }, "altText.not-a-uuid"],
    ];
    for (const [altText, path] of cases) {
      const res = await put(org, product.id, { assetIds: [image], altText });
      expect(res.status, path).toBe(422);
      expect(errorOf(res).error.details?.map((d) => d.path), path).toContain(path);
    }
    expect((await read(org, product.id)).assetIds).toEqual([]);
  });

  it("reach a variant with its model's images, and stay the supplier's own", async () => {
    const org = await createOrg("supplier");
    const colour = { code: "colour", type: "select", options: [{ code: "red" }, { code: "blue" }] };
    expect((await call("POST", "/api/v1/attributes", { token: org.token, body: colour })).status).toBe(201);
    expect((await call("POST", "/api/v1/families", { token: org.token, body: { code: "mugs", attributes: ["colour"], variantAxes: ["colour"] } })).status).toBe(201);
    const model = (await call("POST", "/api/v1/products", { token: org.token, body: { sku: `MUG-${Date.now()}`, name: "Mug", kind: "model", familyCode: "mugs" } })).body;
    const variant = (await call("POST", "/api/v1/products", { token: org.token, body: { sku: `MUG-R-${Date.now()}`, parentId: model.id, attributes: { colour: "red" } } })).body;
    const image = await readyImage(org);
    await put(org, model.id, { assetIds: [image], altText: { [image]: { en: "A mug" } } });
    expect((await read(org, variant.id)).altText).toEqual({ [image]: { en: "A mug" } });

    const other = await createOrg("supplier");
    expect((await put(other, model.id, { assetIds: [], altText: {} })).status).toBe(404);
    expect((await call("GET", `/api/v1/products/${model.id}/assets`, { token: other.token })).status).toBe(404);
    expect((await read(org, model.id)).altText).toEqual({ [image]: { en: "A mug" } });
  });
});
