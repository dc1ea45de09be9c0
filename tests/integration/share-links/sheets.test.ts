import { describe, expect, it } from "vitest";
import { baseUrl, call } from "../../support/http";
import { clientAddressHeader, createOrg, type TestOrg } from "../../support/fixtures";
import { connect, createProduct } from "../../support/catalog";
import { readyAsset } from "../../support/assets";
import { photo } from "../../support/images";
import { pdfText } from "../../support/pdf";
import { finished } from "../../support/transfer";

async function catalogue(org: TestOrg) {
  await call("PATCH", "/api/v1/organization/settings", { token: org.token, body: { enabledLocales: ["en", "de-DE"] } });
  for (const body of [
    { code: "weight", type: "metric", unit: "weight", labels: { en: "Weight", "de-DE": "Gewicht" }, group: "Dimensions" },
    { code: "colour", type: "select", labels: { en: "Colour", "de-DE": "Farbe" }, options: [{ code: "red", labels: { en: "Red", "de-DE": "Rot" } }, { code: "blue", labels: { en: "Blue", "de-DE": "Blau" } }] },
  ]) expect((await call("POST", "/api/v1/attributes", { token: org.token, body })).status).toBe(201);
  expect((await call("POST", "/api/v1/families", { token: org.token, body: { code: "lamps", attributes: ["colour", "weight"], variantAxes: ["colour"] } })).status).toBe(201);
}

async function pdfOf(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
  return pdfText(bytes);
}

const get = (org: TestOrg, path: string) => fetch(`${baseUrl()}${path}`, { headers: { authorization: `Bearer ${org.token}`, ...clientAddressHeader() } });

describe("product sheets", () => {
  it("are a PDF of the product in the locale asked: name, labels, units, option labels, a model's variants", async () => {
    const org = await createOrg("supplier");
    await catalogue(org);
    const imageId = await readyAsset({ token: org.token }, { filename: "lamp.jpg", mimeType: "image/jpeg", assetType: "image", bytes: await photo(1600, 1200) });
    const model = await call("POST", "/api/v1/products", {
      token: org.token,
      body: { sku: "LAMP", name: "Desk lamp", description: "A lamp for the desk.", status: "active", kind: "model", familyCode: "lamps", attributes: { weight: { amount: 1.5, unit: "kg" } }, localized: { "de-DE": { name: "Schreibtischlampe" } } },
    });
    expect(model.status, JSON.stringify(model.body)).toBe(201);
    await call("PUT", `/api/v1/products/${model.body.id}/assets`, { token: org.token, body: { assetIds: [imageId] } });
    for (const colour of ["red", "blue"]) {
      const v = await call("POST", "/api/v1/products", { token: org.token, body: { sku: `LAMP-${colour.toUpperCase()}`, name: "Desk lamp", status: "active", kind: "variant", parentId: model.body.id, attributes: { colour } } });
      expect(v.status, JSON.stringify(v.body)).toBe(201);
    }

    const de = await pdfOf(await get(org, `/api/v1/products/${model.body.id}/sheet.pdf?locale=de-DE`));
    expect(de.pages).toBe(1);
    for (const text of ["Schreibtischlampe", "LAMP", "Gewicht", "1.5 kg", "Dimensions", "Farbe", "LAMP-RED", "Rot", "Blau"]) expect(de.text).toContain(text);
    const en = await pdfOf(await get(org, `/api/v1/products/${model.body.id}/sheet.pdf`));
    for (const text of ["Desk lamp", "A lamp for the desk.", "Weight", "Colour", "Red"]) expect(en.text).toContain(text);

    const other = await createOrg("supplier");
    expect((await get(other, `/api/v1/products/${model.body.id}/sheet.pdf`)).status).toBe(404);
    const buyer = await createOrg("buyer");
    expect((await get(buyer, `/api/v1/products/${model.body.id}/sheet.pdf`)).status).toBe(404);
    await connect(org, buyer);
    expect((await pdfOf(await get(buyer, `/api/v1/products/${model.body.id}/sheet.pdf`))).text).toContain("Desk lamp");
  });

  it("make a line sheet of many products in the background, for its organisation only", async () => {
    const org = await createOrg("supplier");
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push((await createProduct(org, { sku: `LS-${i}`, name: `Line product ${i}`, status: "active", tags: ["line"] })).id);
    const byIds = await call("POST", "/api/v1/sheets", { token: org.token, body: { productIds: ids.slice(0, 3) } });
    expect(byIds.status).toBe(202);
    const byFilter = await call("POST", "/api/v1/sheets", { token: org.token, body: { filter: { tags: "line" } } });
    expect(byFilter.status).toBe(202);
    const done = await finished(org, `/api/v1/sheets/${byFilter.body.id}`);
    expect(done).toMatchObject({ status: "succeeded", total: 12, downloadUrl: expect.stringMatching(/^http/) });
    const { text } = await pdfOf(await fetch(done.downloadUrl));
    for (let i = 0; i < 12; i++) expect(text).toContain(`LS-${i}`);
    const small = await finished(org, `/api/v1/sheets/${byIds.body.id}`);
    expect((await pdfOf(await fetch(small.downloadUrl))).text).not.toContain("LS-5");

    const other = await createOrg("supplier");
    expect((await call("GET", `/api/v1/sheets/${byIds.body.id}`, { token: other.token })).status).toBe(404);
    const theirs = await call("POST", "/api/v1/sheets", { token: other.token, body: { productIds: ids } });
    expect(theirs.status).toBe(202);
    expect(await finished(other, `/api/v1/sheets/${theirs.body.id}`)).toMatchObject({ status: "succeeded", total: 0 });
    expect((await call("POST", "/api/v1/sheets", { token: org.token, body: {} })).status).toBe(422);
  });

  it("are offered through a share link that includes assets, for the products it shares only", async () => {
    const org = await createOrg("supplier");
    const shared = await createProduct(org, { sku: "SS-1", name: "Shared sheet", status: "active" });
    const hidden = await createProduct(org, { sku: "SS-2", name: "Not shared", status: "active" });
    const withAssets = await call("POST", "/api/v1/share-links", { token: org.token, body: { name: "Sheets", productIds: [shared.id], includeAssets: true } });
    const without = await call("POST", "/api/v1/share-links", { token: org.token, body: { name: "No sheets", productIds: [shared.id], includeAssets: false } });
    const open = (path: string) => fetch(`${baseUrl()}${path}`, { headers: clientAddressHeader() });
    expect((await pdfOf(await open(`/s/${withAssets.body.token}/products/${shared.id}/sheet.pdf`))).text).toContain("Shared sheet");
    expect((await open(`/s/${withAssets.body.token}/products/${hidden.id}/sheet.pdf`)).status).toBe(404);
    expect((await open(`/s/${without.body.token}/products/${shared.id}/sheet.pdf`)).status).toBe(404);
    expect(await (await open(`/s/${withAssets.body.token}`)).text()).toContain(`/s/${withAssets.body.token}/products/${shared.id}/sheet.pdf`);
  });
});
