import { describe, expect, it } from "vitest";
import { call } from "../../support/http";
import { createOrg, type TestOrg } from "../../support/fixtures";
import { connect, createProduct, readyImage } from "../../support/catalog";
import { exportFile, importFile, parseCsv, productsOf, readXlsx } from "../../support/transfer";

// A dictionary with every attribute type (docs/api.md, "Attributes"), two
// locales, a category and a family.
async function catalogue(org: TestOrg) {
  expect((await call("PATCH", "/api/v1/organization/settings", { token: org.token, body: { enabledLocales: ["en", "de-DE"] } })).status).toBe(200);
  const options = (...codes: string[]) => codes.map((code) => ({ code, labels: { en: code } }));
  const attributes = [
    { code: "title", type: "text", labels: {}, localizable: true },
    { code: "blurb", type: "textarea", labels: {}, localizable: true },
    { code: "count", type: "number", labels: {} },
    { code: "weight", type: "metric", labels: {}, unit: "weight" },
    { code: "waterproof", type: "boolean", labels: {} },
    { code: "launch", type: "date", labels: {} },
    { code: "color", type: "select", labels: {}, options: options("red", "blue") },
    { code: "sizes", type: "multiselect", labels: {}, options: options("s", "m", "l") },
    { code: "price", type: "price", labels: {} },
    { code: "site", type: "url", labels: {} },
    { code: "manual", type: "asset", labels: {} },
  ];
  for (const body of attributes) expect((await call("POST", "/api/v1/attributes", { token: org.token, body })).status).toBe(201);
  const family = await call("POST", "/api/v1/families", { token: org.token, body: { code: "chairs", labels: {}, attributes: ["count", "color"] } });
  expect(family.status, JSON.stringify(family.body)).toBe(201);
  const category = await call("POST", "/api/v1/categories", { token: org.token, body: { name: "Seating" } });
  const manual = await readyImage(org);
  await createProduct(org, {
    sku: "RT-1",
    name: "Everything, \"quoted\"",
    description: "Two\nlines, ünïcødé",
    status: "active",
    categoryId: category.body.id,
    familyCode: "chairs",
    tags: ["office", "sale"],
    attributes: {
      title: "Title",
      blurb: "  spaced  ",
      count: 0.1,
      weight: { amount: 2.5, unit: "kg" },
      waterproof: false,
      launch: "2024-02-29",
      color: "red",
      sizes: ["s", "l"],
      price: [{ amount: 12999, currency: "EUR" }, { amount: 500, currency: "JPY" }],
      site: "https://example.com/a?b=c",
      manual,
      legacy_note: "free text",
    },
    localized: { "de-DE": { name: "Alles", description: "Beschreibung", attributes: { title: "Titel", blurb: "Text" } } },
  });
  await createProduct(org, { sku: "RT-2", name: "Sparse", attributes: { weight: { amount: 750, unit: "g" }, count: -3 } });
  await createProduct(org, { sku: "RT-3", name: "Draft", status: "draft", tags: ["office"], attributes: { waterproof: true, price: [{ amount: 5, currency: "EUR" }] } });
}

// The documents as they must come back: everything but what a new write makes anew.
const MADE_ANEW = ["id", "createdAt", "updatedAt", "qualityScore", "qualityBand", "supplierId", "supplierName"];
function comparable(products: any[]) {
  return products
    .map((p) => Object.fromEntries(Object.entries(p).filter(([key]) => !MADE_ANEW.includes(key))))
    .sort((a, b) => String(a.sku).localeCompare(String(b.sku)));
}

async function deleteAll(org: TestOrg) {
  for (const p of await productsOf(org)) expect((await call("DELETE", `/api/v1/products/${p.id}`, { token: org.token })).status).toBe(204);
}

describe("exports", () => {
  it("writes the selection as CSV with a column per unit, currency and locale in use", async () => {
    const org = await createOrg();
    await catalogue(org);
    const { doc, bytes } = await exportFile(org, { format: "csv" });
    expect(doc).toMatchObject({ status: "succeeded", total: 3, processed: 3, downloadUrl: expect.any(String), expiresAt: expect.any(String) });
    const rows = await parseCsv(bytes);
    const header = rows[0]!;
    expect(header.slice(0, 7)).toEqual(["sku", "name", "description", "status", "category", "family", "tags"]);
    expect(header).toEqual(expect.arrayContaining(["name-de-DE", "weight-kg", "weight-g", "price-EUR", "price-JPY", "title-de-DE", "legacy_note", "manual"]));
    const rt1 = Object.fromEntries(header.map((h, i) => [h, rows.find((r) => r[0] === "RT-1")![i]]));
    expect(rt1).toMatchObject({ name: 'Everything, "quoted"', category: "Seating", family: "chairs", tags: "office,sale", "price-EUR": "129.99", "price-JPY": "500", "weight-kg": "2.5", "weight-g": "", sizes: "s,l", waterproof: "false", "name-de-DE": "Alles" });
  });

  it("exports only the filtered products, the chosen columns and locales", async () => {
    const org = await createOrg();
    await catalogue(org);
    const { doc, bytes } = await exportFile(org, { format: "csv", filter: { tags: ["office"], status: "draft" }, columns: ["name", "price"], locales: ["de-DE"] });
    expect(doc).toMatchObject({ total: 1, processed: 1 });
    const rows = await parseCsv(bytes);
    expect(rows).toEqual([
      ["sku", "name", "name-de-DE", "price-EUR", "price-JPY"],
      ["RT-3", "Draft", "", "0.05", ""],
    ]);
    const bad = await call("POST", "/api/v1/exports", { token: org.token, body: { format: "csv", filter: { status: "gone" } } });
    expect(bad.status).toBe(422);
    expect(bad.body.error.details[0].path).toBe("filter.status");
  });

  it("writes XLSX that a spreadsheet library reads", async () => {
    const org = await createOrg();
    await catalogue(org);
    const { bytes } = await exportFile(org, { format: "xlsx", columns: ["name", "count"] });
    const rows = await readXlsx(bytes);
    expect(rows[0]).toEqual(["sku", "name", "name-de-DE", "count"]);
    expect(rows.slice(1).sort()).toEqual([["RT-1", 'Everything, "quoted"', "Alles", "0.1"], ["RT-2", "Sparse", "", "-3"], ["RT-3", "Draft", "", ""]].sort());
  });

  it("keeps exports to their organisation", async () => {
    const org = await createOrg();
    const other = await createOrg();
    const created = await call("POST", "/api/v1/exports", { token: org.token, body: { format: "csv" } });
    expect((await call("GET", `/api/v1/exports/${created.body.id}`, { token: other.token })).status).toBe(404);
    expect((await call("GET", "/api/v1/exports", { token: other.token })).body.items).toEqual([]);
    expect((await call("GET", "/api/v1/exports", { token: org.token })).body.items[0].id).toBe(created.body.id);
  });

  for (const format of ["csv", "xlsx"] as const) {
    it(`round trip (${format}): what an export writes, an import reads back to identical products`, async () => {
      const org = await createOrg();
      await catalogue(org);
      const before = comparable(await productsOf(org));
      const { bytes } = await exportFile(org, { format });
      await deleteAll(org);
      const done = await importFile(org, bytes, { format });
      expect(done, JSON.stringify(done.errors)).toMatchObject({ status: "succeeded", created: 3, failed: 0 });
      expect(comparable(await productsOf(org))).toEqual(before);
      // And once more over the products it made: every row an update, nothing changed.
      const again = await importFile(org, bytes, { format });
      expect(again).toMatchObject({ updated: 3, failed: 0 });
      expect(comparable(await productsOf(org))).toEqual(before);
    });
  }

  it("names a column for a shape as soon as a product holds it, keeps one no product fills, and still round-trips", async () => {
    const org = await createOrg();
    for (const body of [{ code: "price", type: "price", labels: {} }, { code: "gauge", type: "metric", labels: {}, unit: "length" }]) {
      expect((await call("POST", "/api/v1/attributes", { token: org.token, body })).status).toBe(201);
    }
    const product = await createProduct(org, { sku: "SH-1", name: "Lamp", attributes: { price: [{ amount: 1000, currency: "EUR" }] } });
    const first = await parseCsv((await exportFile(org, { format: "csv" })).bytes);
    expect(first[0]).toContain("price-EUR");
    const patched = await call("PATCH", `/api/v1/products/${product.id}`, { token: org.token, body: { attributes: { price: [{ amount: 1200, currency: "USD" }], gauge: { amount: 3, unit: "cm" } } } });
    expect(patched.status).toBe(200);
    const before = comparable(await productsOf(org));
    const { bytes } = await exportFile(org, { format: "csv" });
    const rows = await parseCsv(bytes);
    const row = Object.fromEntries(rows[0]!.map((h, i) => [h, rows[1]![i]]));
    expect(row).toMatchObject({ "price-USD": expect.stringMatching(/^12(\.00)?$/), "price-EUR": "", "gauge-cm": "3" });
    const done = await importFile(org, bytes);
    expect(done, JSON.stringify(done.errors)).toMatchObject({ status: "succeeded", updated: 1, failed: 0 });
    expect(comparable(await productsOf(org))).toEqual(before);
  });

  it("never names another organisation's codes, nor a buyer the codes only drafts hold", async () => {
    const supplier = await createOrg();
    const other = await createOrg();
    const buyer = await createOrg("buyer");
    await connect(supplier, buyer);
    await createProduct(other, { sku: "O-1", attributes: { other_secret: "x" } });
    await createProduct(supplier, { sku: "S-1", status: "active", attributes: { shown: "yes" } });
    await createProduct(supplier, { sku: "S-2", status: "draft", attributes: { draft_only: "no" } });
    const own = (await parseCsv((await exportFile(supplier, { format: "csv" })).bytes))[0];
    expect(own).toEqual(expect.arrayContaining(["shown", "draft_only"]));
    expect(own).not.toContain("other_secret");
    const bought = (await parseCsv((await exportFile(buyer, { format: "csv" })).bytes))[0];
    expect(bought).toContain("shown");
    expect(bought).not.toContain("draft_only");
    expect(bought).not.toContain("other_secret");
  });
});
