import { describe, expect, it } from "vitest";
import { call, errorOf, type ApiResponse } from "../../support/http";
import { createOrg, type TestOrg } from "../../support/fixtures";
import { connect, createProduct, readyImage } from "../../support/catalog";
import { settled } from "../../support/jobs";
import { db } from "../../../lib/db/client";

async function allPages(org: TestOrg, query: string, limit = 3): Promise<any[]> {
  const items: any[] = [];
  let cursor: string | null = null;
  do {
    const res: ApiResponse = await call("GET", `/api/v1/search/products?${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, { token: org.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    items.push(...res.body.items);
    cursor = res.body.nextCursor;
  } while (cursor);
  return items;
}

const NAMES = ["delta", "alpha", "echo", "charlie", "bravo", "alpha", "foxtrot"];

describe("sorted search pages (issue 17, the product grid)", () => {
  it("pages every order by its key and id, each product once, forwards and backwards, filtered or not", async () => {
    const org = await createOrg();
    const made: any[] = [];
    for (const [i, name] of NAMES.entries()) made.push(await createProduct(org, { sku: `S-${(i * 37) % 11}-${i}`, name, status: i % 2 ? "active" : "draft", tags: ["t"] }));
    // Scores set after the background scoring, and one left unscored.
    await settled(org);
    await db.product.updateMany({ where: { id: made[2]!.id }, data: { qualityScore: 80 } });
    await db.product.updateMany({ where: { id: made[4]!.id }, data: { qualityScore: 20 } });
    await db.product.updateMany({ where: { id: made[5]!.id }, data: { qualityScore: null } });
    const fresh = await allPages(org, "sort=createdAt", 50);
    const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
    const key = (p: any, k: string) => (k === "qualityScore" ? (p.qualityScore ?? -1) : p[k]);
    for (const k of ["sku", "name", "updatedAt", "createdAt", "qualityScore"]) {
      for (const sign of ["", "-"]) {
        for (const filter of ["", "&tags=t", "&status=draft"]) {
          const items = await allPages(org, `sort=${sign}${k}${filter}`);
          const expected = fresh
            .filter((p) => filter !== "&status=draft" || p.status === "draft")
            .sort((a, b) => cmp(key(a, k), key(b, k)) || cmp(a.id, b.id));
          if (sign) expected.reverse();
          expect(items.map((p) => p.id), `${sign}${k}${filter}`).toEqual(expected.map((p) => p.id));
        }
      }
    }
  });

  it("binds the cursor to the order and refuses an unknown sort with 422", async () => {
    const org = await createOrg();
    for (let i = 0; i < 3; i++) await createProduct(org);
    const first = await call("GET", "/api/v1/search/products?sort=-sku&limit=1", { token: org.token });
    const reused = await call("GET", `/api/v1/search/products?sort=sku&limit=1&cursor=${encodeURIComponent(first.body.nextCursor)}`, { token: org.token });
    expect(reused.status).toBe(400);
    expect(errorOf(reused).error.code).toBe("BAD_REQUEST");
    const bad = await call("GET", "/api/v1/search/products?sort=price", { token: org.token });
    expect(bad.status).toBe(422);
    expect(errorOf(bad).error.details?.[0]?.path).toBe("sort");
    expect((await call("GET", "/api/v1/search/products?include=everything", { token: org.token })).status).toBe(422);
  });

  it("answers each item's first ready image with include=thumbnail, and null without one", async () => {
    const org = await createOrg();
    const other = await createOrg();
    const image = await readyImage(org);
    const withImage = await createProduct(org, { sku: "IMG-1" });
    const without = await createProduct(org, { sku: "IMG-2" });
    expect((await call("PUT", `/api/v1/products/${withImage.id}/assets`, { token: org.token, body: { assetIds: [image] } })).status).toBe(200);
    const res = await call("GET", "/api/v1/search/products?include=thumbnail&sort=sku", { token: org.token });
    expect(res.status).toBe(200);
    const [a, b] = res.body.items;
    expect(a.thumbnailUrl).toEqual(expect.stringContaining(`test/${org.id}/`));
    expect(b.thumbnailUrl).toBeNull();
    const plain = await call("GET", "/api/v1/search/products", { token: org.token });
    expect(plain.body.items[0]).not.toHaveProperty("thumbnailUrl");
    const theirs = await call("GET", "/api/v1/search/products?include=thumbnail", { token: other.token });
    expect(theirs.body.items).toEqual([]);
    void without;
  });

  it("matches any of several statuses, bands or category names, and counts facets over them", async () => {
    const org = await createOrg();
    const chairs = await call("POST", "/api/v1/categories", { token: org.token, body: { name: "Chairs" } });
    const desks = await call("POST", "/api/v1/categories", { token: org.token, body: { name: "Desks" } });
    const lamps = await call("POST", "/api/v1/categories", { token: org.token, body: { name: "Lamps" } });
    const a = await createProduct(org, { status: "draft", categoryId: chairs.body.id });
    const b = await createProduct(org, { status: "active", categoryId: desks.body.id });
    const c = await createProduct(org, { status: "archived", categoryId: lamps.body.id });
    await settled(org);
    await db.product.updateMany({ where: { id: a.id }, data: { qualityScore: 10 } });
    await db.product.updateMany({ where: { id: b.id }, data: { qualityScore: 95 } });
    await db.product.updateMany({ where: { id: c.id }, data: { qualityScore: 60 } });
    const ids = async (query: string) => (await allPages(org, `sort=sku&${query}`)).map((p) => p.id).sort();
    expect(await ids("status=draft,archived")).toEqual([a.id, c.id].sort());
    expect(await ids("status=draft,active,archived")).toEqual([a.id, b.id, c.id].sort());
    expect(await ids("categoryName=Chairs,Lamps")).toEqual([a.id, c.id].sort());
    expect(await ids("categoryName=Chairs,Lamps&status=archived")).toEqual([c.id]);
    const res = await call("GET", "/api/v1/search/products?status=draft,active&facetBy=status,categoryName", { token: org.token });
    expect(res.status).toBe(200);
    expect(res.body.facets.find((f: { field: string }) => f.field === "status").counts).toEqual([
      { value: "active", count: 1 },
      { value: "draft", count: 1 },
    ]);
    const bands = await call("GET", "/api/v1/search/products?qualityBand=red,green&facetBy=qualityScore", { token: org.token });
    expect(bands.body.items.map((p: { id: string }) => p.id).sort()).toEqual([a.id, b.id].sort());
    // Every band still leaves out an unscored product.
    const unscored = await createProduct(org, { status: "draft" });
    await settled(org);
    await db.product.updateMany({ where: { id: unscored.id }, data: { qualityScore: null } });
    expect(await ids("qualityBand=red,amber,green")).toEqual([a.id, b.id, c.id].sort());
    expect((await call("GET", "/api/v1/search/products?status=draft,bogus", { token: org.token })).status).toBe(422);
    const buyer = await createOrg("buyer");
    await connect(org, buyer);
    const seen = await call("GET", "/api/v1/search/products?status=draft,active", { token: buyer.token });
    expect(seen.body.items.map((p: { id: string }) => p.id)).toEqual([b.id]);
  });
});
