import { describe, expect, it } from "vitest";
import { call } from "../../support/http";
import { createOrg } from "../../support/fixtures";
import { createProduct, readyImage, scoreOf } from "../../support/catalog";
import { db } from "../../../lib/db/client";

describe("bulk upsert", () => {
  it("upserts by sku with a result per record; one bad record fails alone", async () => {
    const org = await createOrg("supplier");
    const existing = await createProduct(org, { sku: "KEEP-1", name: "Old name" });
    const res = await call("POST", "/api/v1/products/bulk", {
      token: org.token,
      body: {
        items: [
          { sku: "NEW-1", name: "New one" },
          { sku: "KEEP-1", name: "New name", status: "active" },
          { sku: "BAD-1", name: 42 },
          { sku: "NEW-1", name: "Repeated" },
          { sku: "LOC-1", name: "x", localized: { "ja-JP": { name: "y" } } },
          "not an object",
        ],
      },
    });
    expect(res.status).toBe(200);
    const r = res.body.results;
    expect(r[0]).toEqual({ sku: "NEW-1", status: "created", id: expect.any(String) });
    expect(r[1]).toEqual({ sku: "KEEP-1", status: "updated", id: existing.id });
    expect(r[2]).toMatchObject({ sku: "BAD-1", status: "failed", error: expect.stringContaining("name") });
    expect(r[3]).toMatchObject({ sku: "NEW-1", status: "failed" });
    expect(r[4]).toMatchObject({ sku: "LOC-1", status: "failed", error: expect.stringContaining("ja-JP") });
    expect(r[5]).toMatchObject({ sku: "", status: "failed" });
    const kept = await db.product.findUniqueOrThrow({ where: { id: existing.id } });
    expect(kept).toMatchObject({ name: "New name", status: "active" });
    expect(kept.createdAt.toISOString()).toBe(existing.createdAt);
    expect(await db.product.count({ where: { organizationId: org.id } })).toBe(2);
  });

  it("refuses more than 1,000 items with 422", async () => {
    const org = await createOrg("supplier");
    const items = Array.from({ length: 1001 }, (_, i) => ({ sku: `S${i}`, name: "x" }));
    const res = await call("POST", "/api/v1/products/bulk", { token: org.token, body: { items } });
    expect(res.status).toBe(422);
  });

  it("takes 1,000 products in under 2 s and scores them all within 30 s", async () => {
    const org = await createOrg("supplier");
    const items = Array.from({ length: 1000 }, (_, i) => ({
      sku: `BULK-${i}`,
      name: `Bulk product ${i}`,
      description: i % 2 ? "Described." : null,
      tags: ["bulk", `t${i % 7}`],
      attributes: { n: i },
    }));
    const started = performance.now();
    const res = await call("POST", "/api/v1/products/bulk", { token: org.token, body: { items } });
    const elapsed = performance.now() - started;
    expect(res.status).toBe(200);
    expect(res.body.results.filter((r: { status: string }) => r.status === "created")).toHaveLength(1000);
    expect(elapsed).toBeLessThan(2000);
    await expect
      .poll(() => db.product.count({ where: { organizationId: org.id, qualityScore: null } }), { timeout: 30_000, interval: 250 })
      .toBe(0);
    // Name filled; description on odd rows; no image: 2/3 → 66, 1/3 → 33.
    expect(await db.product.count({ where: { organizationId: org.id, qualityScore: 66 } })).toBe(500);
    expect(await db.product.count({ where: { organizationId: org.id, qualityScore: 33 } })).toBe(500);
  });
});

describe("quality score", () => {
  it("is absent until first computed, then follows every change that can move it", async () => {
    const org = await createOrg("supplier");
    const category = (await call("POST", "/api/v1/categories", { token: org.token, body: { name: "Tea", requiredAttributes: ["origin"] } })).body;
    const product = await createProduct(org, { name: "Green tea", categoryId: category.id });
    expect(product).not.toHaveProperty("qualityScore");
    // name filled; description, origin and image missing: 1/4.
    expect(await scoreOf(product.id)).toBe(25);
    const scored = await call("GET", `/api/v1/products/${product.id}`, { token: org.token });
    expect(scored.body).toMatchObject({ qualityScore: 25, qualityBand: "red" });

    await call("PATCH", `/api/v1/products/${product.id}`, { token: org.token, body: { description: "Fresh.", attributes: { origin: "Japan" } } });
    await expect.poll(async () => (await db.product.findUniqueOrThrow({ where: { id: product.id } })).qualityScore).toBe(75);

    const image = await readyImage(org);
    expect((await call("PUT", `/api/v1/products/${product.id}/assets`, { token: org.token, body: { assetIds: [image] } })).status).toBe(200);
    await expect.poll(async () => (await db.product.findUniqueOrThrow({ where: { id: product.id } })).qualityScore).toBe(100);
    expect((await call("GET", `/api/v1/products/${product.id}`, { token: org.token })).body.qualityBand).toBe("green");

    // Category requirements change: 4 of 5.
    await call("PATCH", `/api/v1/categories/${category.id}`, { token: org.token, body: { requiredAttributes: ["origin", "grade"] } });
    await expect.poll(async () => (await db.product.findUniqueOrThrow({ where: { id: product.id } })).qualityScore).toBe(80);

    // A second enabled locale with nothing localized: only the image counts there (1 of 5).
    await call("PATCH", "/api/v1/organization/settings", { token: org.token, body: { enabledLocales: ["en", "fr-FR"] } });
    await expect.poll(async () => (await db.product.findUniqueOrThrow({ where: { id: product.id } })).qualityScore).toBe(20);
  });

  it("refuses to link assets that are not the supplier's ready assets", async () => {
    const org = await createOrg("supplier");
    const other = await createOrg("supplier");
    const product = await createProduct(org);
    const foreign = await readyImage(other);
    const res = await call("PUT", `/api/v1/products/${product.id}/assets`, { token: org.token, body: { assetIds: [foreign] } });
    expect(res.status).toBe(422);
    expect(res.body.error.details[0].path).toBe("assetIds.0");
  });
});
