import { describe, expect, it } from "vitest";
import { call } from "../../support/http";
import { createOrg } from "../../support/fixtures";
import { readyAsset } from "../../support/assets";
import { photo, padded, SIGNATURES } from "../../support/images";
import { createProduct } from "../../support/catalog";
import { createPortal, publicGet, publish } from "./support";

const image = async () => ({ filename: "logo.png", mimeType: "image/png", assetType: "image", bytes: await photo(64, 64, "png") });
const pdf = { filename: "sheet.pdf", mimeType: "application/pdf", assetType: "document", bytes: padded(SIGNATURES.pdf, 2048) };

// /brand/{slug}: server-rendered for anyone, only while published.
describe("public brand portal", () => {
  it("is a 404 until published, 200 for anyone after, and 404 again once unpublished", async () => {
    const org = await createOrg();
    const portal = await createPortal(org, { title: "Harbour Outfitters" });
    expect((await publicGet(portal.publicUrl)).status).toBe(404);
    await publish(org, portal.id);
    const page = await publicGet(portal.publicUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get("x-request-id")).toBeTruthy();
    expect(page.body).toContain("Harbour Outfitters");
    expect(page.body).toContain(org.name);
    await call("POST", `/api/v1/brand-portals/${portal.id}/unpublish`, { token: org.token });
    expect((await publicGet(portal.publicUrl)).status).toBe(404);
  });

  it("answers 404 for an unknown slug and for a mangled one", async () => {
    expect((await publicGet("/brand/no-such-portal-anywhere")).status).toBe(404);
    expect((await publicGet("/brand/%E2%80%8B%20x")).status).toBe(404);
    expect((await publicGet("/brand/no-such-portal-anywhere/logo")).status).toBe(404);
  });

  it("shows the active products that match the filter, and nothing else", async () => {
    const org = await createOrg();
    const shoes = (await call("POST", "/api/v1/categories", { token: org.token, body: { name: "Shoes" } })).body;
    const hats = (await call("POST", "/api/v1/categories", { token: org.token, body: { name: "Hats" } })).body;
    await createProduct(org, { name: "Trail Runner", status: "active", categoryId: shoes.id, tags: ["summer", "sale"] });
    await createProduct(org, { name: "Draft Sneaker", status: "draft", categoryId: shoes.id, tags: ["summer"] });
    await createProduct(org, { name: "Winter Boot", status: "active", categoryId: shoes.id, tags: ["winter"] });
    await createProduct(org, { name: "Sun Hat", status: "active", categoryId: hats.id, tags: ["summer"] });
    const portal = await createPortal(org, { productFilter: { categoryIds: [shoes.id], tags: ["summer"] } });
    await publish(org, portal.id);
    const page = await publicGet(portal.publicUrl);
    expect(page.body).toContain("Trail Runner");
    for (const hidden of ["Draft Sneaker", "Winter Boot", "Sun Hat"]) expect(page.body).not.toContain(hidden);
    const tampered = await publicGet(`${portal.publicUrl}?after=forged-cursor`);
    expect(tampered.status).toBe(200);
    expect(tampered.body).toContain("Trail Runner");
  });

  it("serves the logo without a credential only when it is an image of the same organisation", async () => {
    const org = await createOrg();
    const logo = await readyAsset({ token: org.token }, await image());
    const portal = await createPortal(org, { branding: { logoAssetId: logo } });
    expect(portal.logoUrl).toBe(`/brand/${portal.slug}/logo`);
    expect((await publicGet(portal.logoUrl)).status).toBe(404);
    await publish(org, portal.id);

    const redirect = await publicGet(portal.logoUrl);
    expect(redirect.status).toBe(302);
    const stored = await fetch(redirect.headers.get("location")!);
    expect(stored.status).toBe(200);
    expect(stored.headers.get("content-type")).toBe("image/png");
    expect((await publicGet(portal.publicUrl)).body).toContain(`src="/brand/${portal.slug}/logo?w=128"`);
  });

  it("omits a logo that is not an image, or not the organisation's own", async () => {
    const [org, other] = await Promise.all([createOrg(), createOrg()]);
    const document = await readyAsset({ token: org.token }, pdf);
    const foreign = await readyAsset({ token: other.token }, await image());
    for (const logoAssetId of [document, foreign]) {
      const portal = await createPortal(org, { branding: { logoAssetId } });
      expect(portal.logoUrl).toBeNull();
      await publish(org, portal.id);
      expect((await publicGet(`/brand/${portal.slug}/logo`)).status).toBe(404);
      expect((await publicGet(portal.publicUrl)).body).not.toContain("/logo");
    }
  });

  it("serves a shown product's first image, and 404 for products the portal does not show", async () => {
    const org = await createOrg();
    const picture = await readyAsset({ token: org.token }, await image());
    const shown = await createProduct(org, { name: "Shown", status: "active" });
    const draft = await createProduct(org, { name: "Draft", status: "draft" });
    for (const product of [shown, draft]) {
      expect((await call("PUT", `/api/v1/products/${product.id}/assets`, { token: org.token, body: { assetIds: [picture] } })).status).toBe(200);
    }
    const portal = await createPortal(org);
    await publish(org, portal.id);
    expect((await publicGet(portal.publicUrl)).body).toContain(`/brand/${portal.slug}/products/${shown.id}/image`);
    expect((await publicGet(`/brand/${portal.slug}/products/${shown.id}/image`)).status).toBe(302);
    expect((await publicGet(`/brand/${portal.slug}/products/${draft.id}/image`)).status).toBe(404);
    expect((await publicGet(`/brand/${portal.slug}/products/not-a-uuid/image`)).status).toBe(404);
  });

  it("lists a product's associated products that the portal shows, under the type's label, and no others", async () => {
    const org = await createOrg();
    const boots = (await call("POST", "/api/v1/categories", { token: org.token, body: { name: "Boots" } })).body;
    const boot = await createProduct(org, { name: "Hiking Boot", status: "active", categoryId: boots.id });
    const laces = await createProduct(org, { name: "Spare Laces", status: "active", categoryId: boots.id });
    const draft = await createProduct(org, { name: "Secret Insole", status: "draft", categoryId: boots.id });
    const outside = await createProduct(org, { name: "Other Shop Sock", status: "active" });
    expect((await call("POST", "/api/v1/association-types", { token: org.token, body: { code: "spare_part", labels: { en: "Spare parts" }, quantified: true } })).status).toBe(201);
    const links = { spare_part: [{ productId: laces.id, quantity: 2 }, { productId: draft.id, quantity: 1 }, { productId: outside.id, quantity: 3 }] };
    expect((await call("PUT", `/api/v1/products/${boot.id}/associations`, { token: org.token, body: links })).status).toBe(200);
    const portal = await createPortal(org, { productFilter: { categoryIds: [boots.id], tags: [] } });
    await publish(org, portal.id);
    const page = await publicGet(`/brand/${portal.slug}/products/${boot.id}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain("Spare parts");
    expect(page.body).toContain(`/brand/${portal.slug}/products/${laces.id}`);
    expect(page.body).toContain("× 2");
    for (const hidden of ["Secret Insole", "Other Shop Sock", draft.id, outside.id]) expect(page.body).not.toContain(hidden);
  });
});
