import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { call, baseUrl } from "../../support/http";
import { createOrg } from "../../support/fixtures";
import { keyOf, readyAsset } from "../../support/assets";
import { photo } from "../../support/images";
import { connect, createProduct } from "../../support/catalog";
import { createPortal, publicGet, publish } from "./support";

const WEBP = "image/avif,image/webp,image/apng,image/*,*/*;q=0.8";
const OLD = "image/png,image/*;q=0.8,*/*;q=0.5";

async function served(path: string, accept: string) {
  const redirect = await call("GET", path, { headers: { accept } });
  expect(redirect.status, path).toBe(302);
  const location = redirect.headers.get("location")!;
  const file = await fetch(location);
  expect(file.status).toBe(200);
  const bytes = Buffer.from(await file.arrayBuffer());
  return { redirect, key: keyOf(location), type: file.headers.get("content-type"), meta: await sharp(bytes).metadata() };
}

// Public and buyer-facing images at the fixed widths (docs/architecture.md,
// "Images at the size shown"): never the original on a card, WebP when the
// browser takes it, no other width.
describe("images at the size shown", () => {
  it("gives cards and product pages a srcset of sized copies only, never the original", async () => {
    const org = await createOrg();
    const big = await readyAsset({ token: org.token }, { filename: "big.jpg", mimeType: "image/jpeg", assetType: "image", bytes: await photo(2000, 1500) });
    const chair = await createProduct(org, { name: "Oak chair", status: "active" });
    await call("PUT", `/api/v1/products/${chair.id}/assets`, { token: org.token, body: { assetIds: [big] } });
    const portal = await createPortal(org);
    await publish(org, portal.id);

    const grid = (await publicGet(portal.publicUrl)).body as string;
    const imgs = [...grid.matchAll(/<img [^>]*>/g)].map((m) => m[0]).filter((tag) => tag.includes(`/products/${chair.id}/image`));
    expect(imgs).toHaveLength(1);
    const urls = [...imgs[0]!.matchAll(/\/brand\/[^" ,]+/g)].map((m) => m[0].replaceAll("&amp;", "&"));
    expect(urls.length).toBeGreaterThan(1);
    for (const url of urls) expect(url).toMatch(/\?w=\d+$/);
    expect(imgs[0]).toMatch(/srcSet="[^"]+ 320w, [^"]+ 480w, [^"]+ 640w"|srcset="[^"]+ 320w, [^"]+ 480w, [^"]+ 640w"/);
    expect(imgs[0]).toMatch(/sizes="[^"]+"/);
    expect(imgs[0]).toContain('width="320"');
    expect(imgs[0]).toContain('height="240"');

    for (const url of urls) {
      const { key, meta } = await served(url, WEBP);
      expect(key).not.toContain("/original/");
      expect(meta.width).toBe(Number(new URL(url, baseUrl()).searchParams.get("w")));
    }
    const page = (await publicGet(`${portal.publicUrl}/products/${chair.id}`)).body as string;
    const main = /<img [^>]*fetchPriority="high"[^>]*>|<img [^>]*fetchpriority="high"[^>]*>/.exec(page)?.[0] ?? "";
    expect(main).toContain(`/products/${chair.id}/images/${big}?w=`);
    expect(main).not.toMatch(new RegExp(`/images/${big}"`));
  });

  it("answers WebP to a browser that takes it and the source's own kind otherwise, varying on Accept", async () => {
    const org = await createOrg();
    const jpeg = await readyAsset({ token: org.token }, { filename: "a.jpg", mimeType: "image/jpeg", assetType: "image", bytes: await photo(800, 600) });
    const png = await readyAsset({ token: org.token }, { filename: "b.png", mimeType: "image/png", assetType: "image", bytes: await photo(300, 200, "png") });
    const product = await createProduct(org, { name: "Lamp", status: "active" });
    await call("PUT", `/api/v1/products/${product.id}/assets`, { token: org.token, body: { assetIds: [jpeg, png] } });
    const portal = await createPortal(org);
    await publish(org, portal.id);
    const path = (assetId: string, w: number) => `${portal.publicUrl}/products/${product.id}/images/${assetId}?w=${w}`;

    const webp = await served(path(jpeg, 320), WEBP);
    expect(webp.redirect.headers.get("vary")).toMatch(/accept/i);
    expect(webp.type).toBe("image/webp");
    expect(webp.meta).toMatchObject({ format: "webp", width: 320, height: 240 });
    const plain = await served(path(jpeg, 320), OLD);
    expect(plain.redirect.headers.get("vary")).toMatch(/accept/i);
    expect(plain.type).toBe("image/jpeg");
    expect(plain.meta).toMatchObject({ format: "jpeg", width: 320 });
    expect((await served(path(png, 128), OLD)).meta).toMatchObject({ format: "png", width: 128 });
    // Never enlarged: a 300 px source asked at 1280 stays 300 px.
    expect((await served(path(png, 1280), WEBP)).meta).toMatchObject({ format: "webp", width: 300 });
  });

  it("serves only the fixed widths, and only images the portal shows", async () => {
    const [org, other] = await Promise.all([createOrg(), createOrg()]);
    const image = await readyAsset({ token: org.token }, { filename: "a.jpg", mimeType: "image/jpeg", assetType: "image", bytes: await photo(400, 300) });
    const shown = await createProduct(org, { name: "Shown", status: "active" });
    const draft = await createProduct(org, { name: "Draft", status: "draft" });
    for (const p of [shown, draft]) await call("PUT", `/api/v1/products/${p.id}/assets`, { token: org.token, body: { assetIds: [image] } });
    const portal = await createPortal(org);
    await publish(org, portal.id);
    const base = `${portal.publicUrl}/products/${shown.id}/images/${image}`;
    for (const w of ["321", "99999", "0", "-1", "320.5", "abc", ""]) expect((await publicGet(`${base}?w=${w}`)).status, w).toBe(404);
    expect((await publicGet(`${portal.publicUrl}/products/${draft.id}/images/${image}?w=320`)).status).toBe(404);
    const otherPortal = await createPortal(other);
    await publish(other, otherPortal.id);
    expect((await publicGet(`${otherPortal.publicUrl}/products/${shown.id}/images/${image}?w=320`)).status).toBe(404);
  });

  it("gives a buyer a sized link per card that works without a credential, a model's from its first variant", async () => {
    const [supplier, buyer] = await Promise.all([createOrg(), createOrg("buyer")]);
    await connect(supplier, buyer);
    const image = await readyAsset({ token: supplier.token }, { filename: "a.jpg", mimeType: "image/jpeg", assetType: "image", bytes: await photo(1000, 750) });
    await call("POST", "/api/v1/attributes", { token: supplier.token, body: { code: "colour", type: "select", labels: { en: "Colour" }, options: [{ code: "red", labels: { en: "Red" } }] } });
    await call("POST", "/api/v1/families", { token: supplier.token, body: { code: "mugs", labels: { en: "Mugs" }, attributes: ["colour"], variantAxes: ["colour"] } });
    const model = await createProduct(supplier, { sku: "MUG", name: "Mug", kind: "model", familyCode: "mugs", status: "active" });
    const variant = await createProduct(supplier, { sku: "MUG-R", parentId: model.id, status: "active", attributes: { colour: "red" } });
    await call("PUT", `/api/v1/products/${variant.id}/assets`, { token: supplier.token, body: { assetIds: [image] } });

    const res = await call("GET", `/api/v1/products/images?ids=${model.id}`, { token: buyer.token });
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(1);
    const { sizedUrl, assetId } = res.body.items[0];
    expect(assetId).toBe(image);
    const path = new URL(sizedUrl).pathname;
    const sized = await served(`${path}?w=480`, WEBP);
    expect(sized.meta).toMatchObject({ format: "webp", width: 480 });
    expect(sized.key).not.toContain("/original/");
    expect((await call("GET", `${path}?w=500`)).status).toBe(404);
    expect((await call("GET", `${path.slice(0, -3)}xyz?w=480`)).status).toBe(404);
  });
});
