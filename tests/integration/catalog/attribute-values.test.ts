import { beforeAll, describe, expect, it } from "vitest";
import { call, errorOf, type ApiResponse } from "../../support/http";
import { createOrg, type TestOrg } from "../../support/fixtures";
import { createProduct } from "../../support/catalog";
import { db } from "../../../lib/db/client";

const sku = () => `SKU-${Math.random().toString(36).slice(2, 10)}`;
const paths = (res: ApiResponse) => errorOf(res).error.details?.map((d) => d.path);
const colours = [{ code: "red" }, { code: "blue" }];

async function anAsset(org: TestOrg): Promise<string> {
  const asset = await db.asset.create({
    data: { organizationId: org.id, filename: "manual.pdf", assetType: "document", mimeType: "application/pdf", storageKey: `test/${crypto.randomUUID()}` },
  });
  return asset.id;
}

// Each type of docs/api.md, "Attributes": its definition, a value it takes and one it refuses.
const TYPES: { code: string; def: Record<string, unknown>; good: unknown; bad: unknown }[] = [
  { code: "t_text", def: { type: "text", validation: { maxLength: 5 } }, good: "short", bad: "too long" },
  { code: "t_textarea", def: { type: "textarea" }, good: "line\nline", bad: 42 },
  { code: "t_number", def: { type: "number", validation: { min: 0, decimals: 1 } }, good: 2.5, bad: 2.55 },
  { code: "t_metric", def: { type: "metric", unit: "length", validation: { max: 2 } }, good: { amount: 150, unit: "cm" }, bad: { amount: 3, unit: "m" } },
  { code: "t_boolean", def: { type: "boolean" }, good: false, bad: "false" },
  { code: "t_date", def: { type: "date" }, good: "2026-02-28", bad: "2026-02-30" },
  { code: "t_select", def: { type: "select", options: colours }, good: "red", bad: "green" },
  { code: "t_multiselect", def: { type: "multiselect", options: colours }, good: ["red", "blue"], bad: ["red", "red"] },
  { code: "t_price", def: { type: "price" }, good: [{ amount: 1299, currency: "EUR" }], bad: [{ amount: 12.99, currency: "EUR" }] },
  { code: "t_url", def: { type: "url" }, good: "https://example.com/spec", bad: "example.com/spec" },
  { code: "t_asset", def: { type: "asset" }, good: "(asset)", bad: "not-an-id" },
  { code: "t_gtin", def: { type: "gtin" }, good: "4006381333931", bad: "4006381333932" },
];

describe("typed attribute values", () => {
  let org: TestOrg;
  let assetId: string;
  const valueOf = (v: unknown) => (v === "(asset)" ? assetId : v);

  beforeAll(async () => {
    org = await createOrg("supplier");
    assetId = await anAsset(org);
    await call("PATCH", "/api/v1/organization/settings", { token: org.token, body: { enabledLocales: ["en", "de-DE"] } });
    for (const t of TYPES) {
      const res = await call("POST", "/api/v1/attributes", { token: org.token, body: { code: t.code, localizable: true, ...t.def } });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
  });

  it("takes each type's value on create, canonical and localized, and keeps it as sent", async () => {
    const attributes = Object.fromEntries(TYPES.map((t) => [t.code, valueOf(t.good)]));
    const product = await createProduct(org, { attributes, localized: { "de-DE": { attributes } } });
    expect(product.attributes).toEqual(attributes);
    expect(product.localized["de-DE"].attributes).toEqual(attributes);
  });

  it("refuses each type's bad value on create, naming the exact path", async () => {
    for (const t of TYPES) {
      const canonical = await call("POST", "/api/v1/products", { token: org.token, body: { sku: sku(), name: "x", attributes: { [t.code]: t.bad } } });
      expect(canonical.status, t.code).toBe(422);
      expect(errorOf(canonical).error.code).toBe("VALIDATION_FAILED");
      expect(paths(canonical), t.code).toEqual([`attributes.${t.code}`]);
      const localized = await call("POST", "/api/v1/products", { token: org.token, body: { sku: sku(), name: "x", localized: { "de-DE": { attributes: { [t.code]: t.bad } } } } });
      expect(localized.status, t.code).toBe(422);
      expect(paths(localized), t.code).toEqual([`localized.de-DE.attributes.${t.code}`]);
    }
  });

  it("takes and refuses each type on PATCH, checking only what is written", async () => {
    const product = await createProduct(org);
    for (const t of TYPES) {
      const good = await call("PATCH", `/api/v1/products/${product.id}`, { token: org.token, body: { attributes: { [t.code]: valueOf(t.good) } } });
      expect(good.status, t.code).toBe(200);
      expect(good.body.attributes[t.code]).toEqual(valueOf(t.good));
      const bad = await call("PATCH", `/api/v1/products/${product.id}`, { token: org.token, body: { attributes: { [t.code]: t.bad } } });
      expect(bad.status, t.code).toBe(422);
      expect(paths(bad), t.code).toEqual([`attributes.${t.code}`]);
      const badLocal = await call("PATCH", `/api/v1/products/${product.id}`, { token: org.token, body: { localized: { "de-DE": { attributes: { [t.code]: t.bad } } } } });
      expect(badLocal.status, t.code).toBe(422);
      expect(paths(badLocal), t.code).toEqual([`localized.de-DE.attributes.${t.code}`]);
    }
    // null clears a value; the stored values of other codes are not re-judged.
    const cleared = await call("PATCH", `/api/v1/products/${product.id}`, { token: org.token, body: { attributes: { t_text: null } } });
    expect(cleared.status).toBe(200);
    expect(cleared.body.attributes).not.toHaveProperty("t_text");
  });

  it("fails each bad record of a bulk upsert alone with its error", async () => {
    const items = TYPES.flatMap((t) => [
      { sku: `GOOD-${t.code}`, name: "x", attributes: { [t.code]: valueOf(t.good) } },
      { sku: `BAD-${t.code}`, name: "x", attributes: { [t.code]: t.bad } },
      { sku: `BADL-${t.code}`, name: "x", localized: { "de-DE": { attributes: { [t.code]: t.bad } } } },
    ]);
    const res = await call("POST", "/api/v1/products/bulk", { token: org.token, body: { items } });
    expect(res.status).toBe(200);
    TYPES.forEach((t, i) => {
      const [good, bad, badLocal] = res.body.results.slice(i * 3, i * 3 + 3);
      expect(good, t.code).toMatchObject({ sku: `GOOD-${t.code}`, status: "created" });
      expect(bad.status, t.code).toBe("failed");
      expect(bad.error, t.code).toMatch(new RegExp(`^attributes\\.${t.code}: `));
      expect(badLocal.error, t.code).toMatch(new RegExp(`^localized\\.de-DE\\.attributes\\.${t.code}: `));
    });
  });

  it("refuses a localized value of an attribute that is not localizable", async () => {
    await call("POST", "/api/v1/attributes", { token: org.token, body: { code: "gtin", type: "text" } });
    const body = { sku: sku(), name: "x", attributes: { gtin: "123" }, localized: { "de-DE": { attributes: { gtin: "456" } } } };
    const res = await call("POST", "/api/v1/products", { token: org.token, body });
    expect(res.status).toBe(422);
    expect(paths(res)).toEqual(["localized.de-DE.attributes.gtin"]);
    expect(errorOf(res).error.details![0]!.message).toContain("not localizable");
    const bulk = await call("POST", "/api/v1/products/bulk", { token: org.token, body: { items: [body] } });
    expect(bulk.body.results[0].error).toMatch(/^localized\.de-DE\.attributes\.gtin: .*not localizable/);
  });

  it("refuses an asset of another organisation", async () => {
    const foreign = await anAsset(await createOrg("supplier"));
    const res = await call("POST", "/api/v1/products", { token: org.token, body: { sku: sku(), name: "x", attributes: { t_asset: foreign } } });
    expect(res.status).toBe(422);
    expect(paths(res)).toEqual(["attributes.t_asset"]);
    const product = await createProduct(org);
    const patched = await call("PATCH", `/api/v1/products/${product.id}`, { token: org.token, body: { localized: { "de-DE": { attributes: { t_asset: foreign } } } } });
    expect(paths(patched)).toEqual(["localized.de-DE.attributes.t_asset"]);
    const bulk = await call("POST", "/api/v1/products/bulk", { token: org.token, body: { items: [{ sku: sku(), name: "x", attributes: { t_asset: foreign } }, { sku: sku(), name: "y", attributes: { t_asset: assetId } }] } });
    expect(bulk.body.results.map((r: { status: string }) => r.status)).toEqual(["failed", "created"]);
    expect(bulk.body.results[0].error).toBe("attributes.t_asset: No such asset in your organisation.");
  });
});

describe("codes without a definition", () => {
  it("stay free-form unless strictAttributes is on", async () => {
    const org = await createOrg("supplier");
    await call("POST", "/api/v1/attributes", { token: org.token, body: { code: "weight", type: "number" } });
    const free = await createProduct(org, { attributes: { origin: "Brazil", sizes: ["S", "M"], "Legacy.Code-1": 3, weight: 5 } });
    expect(free.attributes).toEqual({ origin: "Brazil", sizes: ["S", "M"], "Legacy.Code-1": 3, weight: 5 });
    const settings = await call("PATCH", "/api/v1/organization/settings", { token: org.token, body: { strictAttributes: true } });
    expect(settings.body).toEqual({ defaultLocale: "en", enabledLocales: ["en"], strictAttributes: true });
    expect((await call("GET", "/api/v1/organization/settings", { token: org.token })).body.strictAttributes).toBe(true);
    const strict = await call("POST", "/api/v1/products", { token: org.token, body: { sku: sku(), name: "x", attributes: { origin: "Brazil", weight: 5 } } });
    expect(strict.status).toBe(422);
    expect(paths(strict)).toEqual(["attributes.origin"]);
    const local = await call("POST", "/api/v1/products", { token: org.token, body: { sku: sku(), name: "x", localized: { en: { attributes: { origin: "Brazil" } } } } });
    expect(paths(local)).toEqual(["localized.en.attributes.origin"]);
    // Stored free-form values stay; they can be cleared, and untouched ones do not block other writes.
    const patched = await call("PATCH", `/api/v1/products/${free.id}`, { token: org.token, body: { name: "Renamed", attributes: { origin: null, weight: 6 } } });
    expect(patched.status).toBe(200);
    expect(patched.body.attributes).toEqual({ sizes: ["S", "M"], "Legacy.Code-1": 3, weight: 6 });
    const bulk = await call("POST", "/api/v1/products/bulk", { token: org.token, body: { items: [{ sku: "S-1", name: "x", attributes: { origin: "x" } }, { sku: "S-2", name: "y", attributes: { weight: 1 } }] } });
    expect(bulk.body.results).toMatchObject([{ status: "failed", error: expect.stringMatching(/^attributes\.origin: /) }, { status: "created" }]);
    await call("PATCH", "/api/v1/organization/settings", { token: org.token, body: { strictAttributes: false } });
    expect((await call("POST", "/api/v1/products", { token: org.token, body: { sku: sku(), name: "x", attributes: { origin: "Brazil" } } })).status).toBe(201);
  });

  it("keep their old shapes: objects are for typed attributes only", async () => {
    const org = await createOrg("supplier");
    const res = await call("POST", "/api/v1/products", { token: org.token, body: { sku: sku(), name: "x", attributes: { dims: { amount: 1, unit: "m" } } } });
    expect(res.status).toBe(422);
    expect(paths(res)).toEqual(["attributes.dims"]);
  });

  it("are another organisation's own: its definitions do not apply to you", async () => {
    const org = await createOrg("supplier");
    const other = await createOrg("supplier");
    await call("POST", "/api/v1/attributes", { token: org.token, body: { code: "weight", type: "metric", unit: "weight" } });
    expect((await call("POST", "/api/v1/products", { token: org.token, body: { sku: sku(), name: "x", attributes: { weight: "heavy" } } })).status).toBe(422);
    const theirs = await createProduct(other, { attributes: { weight: "heavy" } });
    expect(theirs.attributes).toEqual({ weight: "heavy" });
    // Their value does not count as a use of your attribute either.
    expect((await call("DELETE", "/api/v1/attributes/weight", { token: org.token })).status).toBe(204);
  });
});

describe("attribute patterns", () => {
  it("refuses a pattern that cannot be checked in linear time, and checks any other in linear time", async () => {
    const org = await createOrg("supplier");
    const refused = await call("POST", "/api/v1/attributes", { token: org.token, body: { code: "twice", type: "text", validation: { pattern: "^(a)\\1$" } } });
    expect(refused.status).toBe(422);
    expect(paths(refused)).toEqual(["validation.pattern"]);
    const created = await call("POST", "/api/v1/attributes", { token: org.token, body: { code: "notes", type: "textarea", validation: { pattern: "^(a+)+$" } } });
    expect(created.status).toBe(201);
    const patched = await call("PATCH", "/api/v1/attributes/notes", { token: org.token, body: { validation: { pattern: "(?<=a)b" } } });
    expect(patched.status).toBe(422);
    expect(paths(patched)).toEqual(["validation.pattern"]);

    // A value that makes ^(a+)+$ backtrack for minutes in an ordinary engine.
    const started = performance.now();
    const res = await call("POST", "/api/v1/products", { token: org.token, body: { sku: sku(), name: "Slow", attributes: { notes: `${"a".repeat(60_000)}!` } } });
    expect(res.status).toBe(422);
    expect(paths(res)).toEqual(["attributes.notes"]);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect((await call("POST", "/api/v1/products", { token: org.token, body: { sku: sku(), name: "Fine", attributes: { notes: "aaaa" } } })).status).toBe(201);
  });
});
