import { describe, expect, it } from "vitest";
import { db } from "../../../lib/db/client";
import { call } from "../../support/http";
import { createOrg, type TestOrg } from "../../support/fixtures";
import { createProduct } from "../../support/catalog";
import { notificationsOf } from "../../support/billing";
import { csv, download, exportFile, importFile, parseCsv, productBySku, productsOf, startImport, uploadImport, xlsx, finished } from "../../support/transfer";

async function defineAttributes(org: TestOrg) {
  const attributes = [
    { code: "color", type: "select", labels: { en: "Colour" }, localizable: true, options: [{ code: "red", labels: {} }, { code: "blue", labels: {} }] },
    { code: "weight", type: "metric", labels: {}, unit: "weight" },
    { code: "price", type: "price", labels: {} },
    { code: "count", type: "number", labels: {} },
    { code: "waterproof", type: "boolean", labels: {} },
  ];
  for (const body of attributes) {
    const res = await call("POST", "/api/v1/attributes", { token: org.token, body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
  const settings = await call("PATCH", "/api/v1/organization/settings", { token: org.token, body: { enabledLocales: ["en", "de-DE"] } });
  expect(settings.status).toBe(200);
}

describe("imports", () => {
  it("reads CSV with a BOM, CRLF, quoted cells, non-ASCII text and empty trailing rows", async () => {
    const org = await createOrg();
    await defineAttributes(org);
    const text = csv(
      [
        ["sku", "name", "description", "name-de-DE", "tags", "color", "weight-kg", "price-EUR", "count", "waterproof"],
        ["Q-1", 'Chair, "deluxe"', "Line one\r\nline two", "Stuhl für Büro", "office, seating", "red", "7.5", "129.99", "3", "true"],
        ["Q-2", "Ärmel – 日本語", "", "", "", "blue", "", "", "", "FALSE"],
        ["", "", "", "", "", "", "", "", "", ""],
        ["", "", "", "", "", "", "", "", "", ""],
      ],
      "\r\n",
    );
    const done = await importFile(org, `\ufeff${text}\r\n\r\n`);
    expect(done).toMatchObject({ status: "succeeded", dryRun: false, total: 2, processed: 2, created: 2, updated: 0, failed: 0, errors: [], errorReportUrl: null });
    expect(done.startedAt).toEqual(expect.any(String));
    const q1 = await productBySku(org, "Q-1");
    expect(q1).toMatchObject({
      name: 'Chair, "deluxe"',
      description: "Line one\r\nline two",
      tags: ["office", "seating"],
      attributes: { color: "red", weight: { amount: 7.5, unit: "kg" }, price: [{ amount: 12999, currency: "EUR" }], count: 3, waterproof: true },
      localized: { "de-DE": { name: "Stuhl für Büro" } },
    });
    const q2 = await productBySku(org, "Q-2");
    expect(q2).toMatchObject({ name: "Ärmel – 日本語", description: null, tags: [], attributes: { color: "blue", waterproof: false }, localized: {} });
  });

  it("reads a real XLSX workbook", async () => {
    const org = await createOrg();
    await defineAttributes(org);
    const bytes = await xlsx([
      ["sku", "name", "count", "price-EUR", "waterproof"],
      ["X-1", "Workbook chair", "12", "10.5", "true"],
      ["X-2", "Workbook table", "", "", "false"],
    ]);
    const done = await importFile(org, bytes, { format: "xlsx" });
    expect(done).toMatchObject({ status: "succeeded", total: 2, created: 2, failed: 0 });
    expect(await productBySku(org, "X-1")).toMatchObject({ name: "Workbook chair", attributes: { count: 12, price: [{ amount: 1050, currency: "EUR" }], waterproof: true } });
  });

  it("reports each bad row alone with its row number and column, and an error report of the failed rows", async () => {
    const org = await createOrg();
    await defineAttributes(org);
    const text = csv([
      ["sku", "name", "description", "count", "color", "price-EUR"],
      ["E-1", "Good", "multi\nline", "1", "red", "1.00"],
      ["E-2", "Bad count", "", "twelve", "red", ""],
      ["E-3", "Bad option", "", "2", "green", ""],
      ["E-4", "Bad price", "", "", "", "1.999"],
      ["", "No sku", "", "", "", ""],
      ["E-1", "Repeated", "", "", "", ""],
      ["E-7", "", "", "", "", ""],
    ]);
    const done = await importFile(org, text);
    expect(done).toMatchObject({ status: "succeeded", total: 7, processed: 7, created: 1, failed: 6 });
    // E-1's description spans lines 2 and 3 of the file, so E-2 is on line 4.
    expect(done.errors).toEqual([
      { row: 4, column: "count", message: "twelve is not a number." },
      { row: 5, column: "color", message: "Must be one of the options: red, blue." },
      { row: 6, column: "price-EUR", message: "1.999 is not an amount in EUR." },
      { row: 7, column: "sku", message: "A row needs a sku." },
      { row: 8, column: "sku", message: "The same sku appears earlier in this file (row 2)." },
      { row: 9, column: "name", message: expect.any(String) },
    ]);
    const report = await parseCsv(await download(done.errorReportUrl));
    expect(report[0]).toEqual(["sku", "name", "description", "count", "color", "price-EUR", "error"]);
    expect(report.slice(1).map((r) => r[0])).toEqual(["E-2", "E-3", "E-4", "", "E-1", "E-7"]);
    expect(report[1]).toEqual(["E-2", "Bad count", "", "twelve", "red", "", "count: twelve is not a number."]);
    expect(report[5]).toEqual(["E-1", "Repeated", "", "", "", "", "sku: The same sku appears earlier in this file (row 2)."]);
    expect((await productsOf(org)).map((p) => p.sku)).toEqual(["E-1"]);
  });

  it("reads a GTIN column as text, leading zeros kept, and refuses a wrong check digit on its row", async () => {
    const org = await createOrg();
    expect((await call("POST", "/api/v1/attributes", { token: org.token, body: { code: "gtin", type: "gtin" } })).status).toBe(201);
    const done = await importFile(org, csv([["sku", "name", "gtin"], ["G-1", "Leading zeros", "00012345600012"], ["G-2", "Wrong digit", "4006381333932"]]));
    expect(done).toMatchObject({ status: "succeeded", created: 1, failed: 1 });
    expect(done.errors).toEqual([{ row: 3, column: "gtin", message: "The check digit should be 1." }]);
    expect(await productBySku(org, "G-1")).toMatchObject({ attributes: { gtin: "00012345600012" } });
    const exported = await exportFile(org, { format: "csv" });
    expect((await parseCsv(exported.bytes)).find((row) => row[0] === "G-1")).toContain("00012345600012");
  });

  it("dry run validates every row and writes nothing", async () => {
    const org = await createOrg();
    await defineAttributes(org);
    const existing = await createProduct(org, { sku: "D-1", name: "Kept" });
    const text = csv([
      ["sku", "name", "count"],
      ["D-1", "Renamed", "1"],
      ["D-2", "New", "2"],
      ["D-3", "Bad", "x"],
    ]);
    const done = await importFile(org, text, { dryRun: true });
    expect(done).toMatchObject({ status: "succeeded", dryRun: true, total: 3, processed: 3, created: 1, updated: 1, failed: 1 });
    expect(done.errors).toEqual([{ row: 4, column: "count", message: "x is not a number." }]);
    expect(done.errorReportUrl).toEqual(expect.any(String));
    const products = await productsOf(org);
    expect(products).toHaveLength(1);
    expect(products[0]).toMatchObject({ id: existing.id, name: "Kept", attributes: {}, updatedAt: existing.updatedAt });
  });

  it("merges into existing products: absent columns stay, empty cells clear, name and status stay", async () => {
    const org = await createOrg();
    await defineAttributes(org);
    const category = await call("POST", "/api/v1/categories", { token: org.token, body: { name: "Chairs" } });
    const before = await createProduct(org, {
      sku: "M-1",
      name: "Original",
      status: "active",
      description: "Kept when absent",
      categoryId: category.body.id,
      tags: ["a", "b"],
      attributes: { count: 5, color: "red", price: [{ amount: 100, currency: "EUR" }, { amount: 200, currency: "USD" }], legacy: "x" },
      localized: { "de-DE": { name: "Original DE", attributes: { color: "blue" } } },
    });
    const text = csv([
      ["sku", "name", "status", "tags", "count", "color", "price-EUR", "name-de-DE", "category"],
      ["M-1", "", "", "", "", "blue", "", "", "Chairs"],
    ]);
    const done = await importFile(org, text);
    expect(done).toMatchObject({ status: "succeeded", updated: 1, failed: 0 });
    const after = await productBySku(org, "M-1");
    expect(after).toMatchObject({
      id: before.id,
      name: "Original",
      status: "active",
      description: "Kept when absent",
      categoryId: category.body.id,
      tags: [],
      attributes: { color: "blue", price: [{ amount: 200, currency: "USD" }], legacy: "x" },
      localized: { "de-DE": { attributes: { color: "blue" } } },
    });
    expect(after.attributes).not.toHaveProperty("count");
    expect(after.localized["de-DE"]).not.toHaveProperty("name");
    expect(after.createdAt).toBe(before.createdAt);
  });

  it("resolves categories by name or id and reports an unknown one on its row", async () => {
    const org = await createOrg();
    const category = await call("POST", "/api/v1/categories", { token: org.token, body: { name: "Lamps" } });
    const text = csv([
      ["sku", "name", "category"],
      ["C-1", "By name", "Lamps"],
      ["C-2", "By id", category.body.id],
      ["C-3", "Unknown", "Sofas"],
    ]);
    const done = await importFile(org, text);
    expect(done.errors).toEqual([{ row: 4, column: "category", message: "No category named Sofas in your organisation." }]);
    expect((await productBySku(org, "C-1")).categoryName).toBe("Lamps");
    expect((await productBySku(org, "C-2")).categoryId).toBe(category.body.id);
  });

  it("resolves each variant's parent in the same file, whatever the row order, and keeps inherited values the model's", async () => {
    const org = await createOrg();
    await call("POST", "/api/v1/attributes", { token: org.token, body: { code: "size", type: "select", options: [{ code: "s" }, { code: "m" }] } });
    await call("POST", "/api/v1/attributes", { token: org.token, body: { code: "material", type: "text" } });
    await call("POST", "/api/v1/families", { token: org.token, body: { code: "tees", attributes: ["size", "material"], variantAxes: ["size"] } });
    // Variants come before their model; one names a model nowhere to be found.
    const done = await importFile(org, csv([
      ["sku", "name", "family", "parent", "size", "material"],
      ["TEE-S", "", "", "TEE", "s", ""],
      ["TEE-M", "Tee M", "", "TEE", "m", "linen"],
      ["TEE", "Tee", "tees", "", "", "cotton"],
      ["X-S", "", "", "NOPE", "s", ""],
      ["TEE-S2", "", "", "TEE", "s", ""],
    ]));
    expect(done, JSON.stringify(done)).toMatchObject({ status: "succeeded", created: 3, failed: 2 });
    expect(done.errors).toEqual([
      { row: 5, column: "parent", message: "No product with sku NOPE in your organisation or in this file." },
      { row: 6, message: expect.stringContaining("Variant TEE-S of this model already has these axis values") },
    ]);
    const model = await productBySku(org, "TEE");
    expect(model).toMatchObject({ kind: "model", familyCode: "tees" });
    expect(await productBySku(org, "TEE-S")).toMatchObject({ kind: "variant", parentId: model.id, name: "Tee", attributes: { size: "s", material: "cotton" }, inherited: ["attributes.material", "name"] });
    expect(await productBySku(org, "TEE-M")).toMatchObject({ name: "Tee M", attributes: { size: "m", material: "linen" }, inherited: [] });

    // Importing the variant again writes only what its row holds: the model's values stay inherited.
    await importFile(org, csv([["sku", "status"], ["TEE-S", "active"]]));
    expect(await productBySku(org, "TEE-S")).toMatchObject({ status: "active", inherited: ["attributes.material", "name"] });
    await importFile(org, csv([["sku", "material"], ["TEE", "hemp"]]));
    expect((await productBySku(org, "TEE-S")).attributes.material).toBe("hemp");
  });

  it("fails a file that is not a spreadsheet or has a wrong header, and writes nothing", async () => {
    const org = await createOrg();
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0xff, 0xfe]);
    const asXlsx = await importFile(org, png, { format: "xlsx" });
    expect(asXlsx).toMatchObject({ status: "failed", processed: 0, created: 0 });
    expect(asXlsx.message).toMatch(/not a valid XLSX workbook/);
    const asCsv = await importFile(org, png);
    expect(asCsv).toMatchObject({ status: "failed", created: 0 });
    expect(asCsv.message).toMatch(/not a (valid|UTF-8) CSV/);
    const noSku = await importFile(org, csv([["name", "description"], ["A chair", "x"]]));
    expect(noSku).toMatchObject({ status: "failed", total: 0 });
    expect(noSku.message).toContain("The file has no sku column.");
    const badUnit = await importFile(org, csv([["sku", "name", "name-ja-JP"], ["S-1", "x", "y"]]));
    expect(badUnit.message).toContain("Column name-ja-JP: locale ja-JP is not enabled for your organisation.");
    const empty = await importFile(org, "");
    expect(empty).toMatchObject({ status: "failed", message: expect.stringContaining("empty") });
    expect(await db.product.count({ where: { organizationId: org.id } })).toBe(0);
  });

  it("fails a file of more than 100,000 rows before writing any", async () => {
    const org = await createOrg("supplier", "enterprise");
    const lines = ["sku,name"];
    for (let i = 0; i < 100_001; i++) lines.push(`BIG-${i},Row ${i}`);
    const done = await importFile(org, lines.join("\n"), { timeout: 120_000 });
    expect(done).toMatchObject({ status: "failed", processed: 0, created: 0, message: "The file has more than 100,000 rows besides its header (blank rows count too); split it into several imports." });
    expect(await db.product.count({ where: { organizationId: org.id } })).toBe(0);
  });

  it("fails a file over 50 MB before reading it", async () => {
    const org = await createOrg();
    const filler = Buffer.alloc(50 * 1_048_576 + 1, "a");
    Buffer.from("sku,name\nBIG-1,").copy(filler);
    const done = await importFile(org, filler);
    expect(done).toMatchObject({ status: "failed", processed: 0, created: 0 });
    expect(done.message).toContain("imports take files up to 52,428,800 bytes (50 MB)");
    expect(await db.product.count({ where: { organizationId: org.id } })).toBe(0);
  });

  it("creates nothing beyond the plan's product ceiling, says so per row and notifies once", async () => {
    const org = await createOrg("supplier", "free");
    await db.product.createMany({ data: Array.from({ length: 998 }, (_, i) => ({ organizationId: org.id, sku: `FILL-${i}`, name: "Filler" })) });
    const rows = [["sku", "name"], ["FILL-0", "Updated filler"]];
    for (let i = 0; i < 5; i++) rows.push([`NEW-${i}`, `New ${i}`]);
    // A dry run foresees the same outcome, refuses nothing and so notifies nobody.
    const preview = await importFile(org, csv(rows), { dryRun: true });
    expect(preview).toMatchObject({ created: 2, updated: 1, failed: 3 });
    expect(await notificationsOf(org, "planLimitReached")).toHaveLength(0);
    const done = await importFile(org, csv(rows));
    expect(done).toMatchObject({ status: "succeeded", created: 2, updated: 1, failed: 3 });
    expect(done.errors.map((e: { row: number }) => e.row)).toEqual([5, 6, 7]);
    expect(done.errors[0].message).toContain("plan allows 1,000 products");
    expect(await db.product.count({ where: { organizationId: org.id } })).toBe(1000);
    await expect.poll(async () => (await notificationsOf(org, "planLimitReached")).length, { timeout: 10_000 }).toBe(1);
    const again = await importFile(org, csv([["sku", "name"], ["NEW-9", "x"]]));
    expect(again).toMatchObject({ created: 0, failed: 1 });
    expect(await notificationsOf(org, "planLimitReached")).toHaveLength(1);
  });

  it("runs two imports of one organisation one after the other", async () => {
    const org = await createOrg();
    const first = await uploadImport(org, csv([["sku", "name"], ...Array.from({ length: 600 }, (_, i) => [`A-${i}`, "First"])]));
    const second = await uploadImport(org, csv([["sku", "name"], ...Array.from({ length: 600 }, (_, i) => [`A-${i}`, "Second"])]));
    expect((await startImport(org, first)).status).toBe(202);
    expect((await startImport(org, second)).status).toBe(202);
    const a = await finished(org, `/api/v1/imports/${first}`);
    const b = await finished(org, `/api/v1/imports/${second}`);
    expect(a).toMatchObject({ status: "succeeded", created: 600 });
    expect(b).toMatchObject({ status: "succeeded", updated: 600 });
    expect(new Date(b.startedAt).getTime()).toBeGreaterThanOrEqual(new Date(a.finishedAt).getTime());
    expect((await productBySku(org, "A-7")).name).toBe("Second");
  });

  it("lists imports newest first and refuses a second start", async () => {
    const org = await createOrg();
    const id = await uploadImport(org, csv([["sku", "name"], ["L-1", "x"]]));
    expect((await startImport(org, id)).status).toBe(202);
    await finished(org, `/api/v1/imports/${id}`);
    const again = await startImport(org, id);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("INVALID_STATE");
    const notUploaded = await call("POST", "/api/v1/imports", { token: org.token, body: { format: "csv", filename: "later.csv" } });
    const early = await startImport(org, notUploaded.body.id);
    expect(early.status).toBe(422);
    const list = await call("GET", "/api/v1/imports?limit=1", { token: org.token });
    expect(list.status).toBe(200);
    expect(list.body.items).toHaveLength(1);
    expect(list.body.items[0].id).toBe(notUploaded.body.id);
    const next = await call("GET", `/api/v1/imports?limit=1&cursor=${encodeURIComponent(list.body.nextCursor)}`, { token: org.token });
    expect(next.body.items[0]).toMatchObject({ id, status: "succeeded", created: 1 });
  });

  it("imports the file as it was when started, whatever is PUT to the upload URL after", async () => {
    const org = await createOrg();
    const created = await call("POST", "/api/v1/imports", { token: org.token, body: { format: "csv", filename: "first.csv" } });
    const put = (text: string) => fetch(created.body.uploadUrl, { method: "PUT", headers: created.body.headers, body: text });
    expect((await put(csv([["sku", "name"], ["F-1", "As started"]]))).status).toBe(200);
    expect((await startImport(org, created.body.id)).status).toBe(202);
    await put(csv([["sku", "name"], ["F-2", "Put after the start"]]));
    const done = await finished(org, `/api/v1/imports/${created.body.id}`);
    expect(done).toMatchObject({ status: "succeeded", created: 1 });
    expect((await productsOf(org)).map((p) => p.sku)).toEqual(["F-1"]);
  });

  it("keeps imports to their organisation", async () => {
    const org = await createOrg();
    const other = await createOrg();
    const id = await uploadImport(org, csv([["sku", "name"], ["T-1", "x"]]));
    expect((await call("GET", `/api/v1/imports/${id}`, { token: other.token })).status).toBe(404);
    expect((await startImport(other, id)).status).toBe(404);
    expect((await call("GET", "/api/v1/imports", { token: other.token })).body.items).toEqual([]);
    const buyer = await createOrg("buyer");
    const refused = await call("POST", "/api/v1/imports", { token: buyer.token, body: { format: "csv", filename: "x.csv" } });
    expect(refused.status).toBe(403);
  });
});
