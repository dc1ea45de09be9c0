import { beforeAll, describe, expect, it } from "vitest";
import { db } from "../../../lib/db/client";
import { call, errorOf } from "../../support/http";
import { createKey, createOrg, type TestOrg } from "../../support/fixtures";
import { connect } from "../../support/catalog";
import { ALL_FACETS, expectedFacets, expectedMatches, loadDocs, searchAll, searchPath, type Filters } from "./brute-force";

type Seeded = { org: TestOrg; shoes: string; hats: string; ids: Record<string, string> };

// One small catalogue, every filter and facet checkable by eye.
async function seedSupplier(name?: string): Promise<Seeded> {
  const org = await createOrg("supplier");
  if (name) await db.organization.update({ where: { id: org.id }, data: { name } });
  const shoes = (await db.category.create({ data: { organizationId: org.id, name: "Shoes" } })).id;
  const hats = (await db.category.create({ data: { organizationId: org.id, name: "Hats" } })).id;
  const products = [
    { sku: "BOOT-1", name: "Trail Boot", description: "Waterproof leather", tags: ["outdoor", "leather"], status: "active", qualityScore: 95, categoryId: shoes },
    { sku: "SAND-2", name: "Beach Sandal", localized: { "de-DE": { name: "Strandsandale" } }, tags: ["summer"], status: "draft", qualityScore: 70, categoryId: shoes },
    { sku: "HAT-3", name: "Sun Hat", tags: ["summer", "outdoor"], status: "archived", qualityScore: 40, categoryId: hats },
    { sku: "BAG-4", name: "Tote Bag", tags: [], status: "active", qualityScore: null, categoryId: null },
  ] as const;
  const ids: Record<string, string> = {};
  for (const p of products) {
    const row = await db.product.create({ data: { organizationId: org.id, ...p, tags: [...p.tags] } });
    ids[p.sku] = row.id;
  }
  return { org, shoes, hats, ids };
}

async function skus(token: string, f: Filters): Promise<string[]> {
  const { ids } = await searchAll(token, f);
  const rows = await db.product.findMany({ where: { id: { in: ids } }, select: { sku: true } });
  return rows.map((r) => r.sku).sort();
}

describe("GET /api/v1/search/products: input", () => {
  let s: Seeded;
  beforeAll(async () => {
    s = await seedSupplier();
  });

  it("refuses a facetBy value outside the allowlist with 422 VALIDATION_FAILED", async () => {
    for (const facetBy of ["price", "status,price", "Status", "name"]) {
      const res = await call("GET", searchPath({}, { facetBy }), { token: s.org.token });
      expect(res.status, facetBy).toBe(422);
      expect(errorOf(res).error.code).toBe("VALIDATION_FAILED");
      expect(errorOf(res).error.details?.[0]?.path).toMatch(/^facetBy\.\d+$/);
    }
  });

  it("refuses a categoryId that is not a UUID, and an unknown band, status or page size", async () => {
    const invalid: Record<string, string>[] = [{ categoryId: "shoes" }, { categoryId: "1" }, { qualityBand: "blue" }, { status: "deleted" }, { limit: "0" }, { limit: "201" }];
    for (const extra of invalid) {
      const res = await call("GET", searchPath({}, extra), { token: s.org.token });
      expect(res.status, JSON.stringify(extra)).toBe(422);
      expect(errorOf(res).error.code).toBe("VALIDATION_FAILED");
    }
  });

  it("answers any text query, however odd, without an error", async () => {
    for (const q of ["'", "\\", "&|!():*", "a:*b", "((", "'; DROP TABLE products; --", "東京", "😀", "x".repeat(200)]) {
      const res = await call("GET", searchPath({ q }, { facetBy: "tags" }), { token: s.org.token });
      expect(res.status, q).toBe(200);
    }
  });

  it("needs products:read", async () => {
    const reader = await createKey(s.org, ["products:read"]);
    const other = await createKey(s.org, ["assets:read"]);
    const sandbox = await createKey(s.org, ["products:read"], true);
    expect((await call("GET", searchPath({}), { apiKey: reader.key })).status).toBe(200);
    expect((await call("GET", searchPath({}), { apiKey: sandbox.key })).status).toBe(200);
    const refused = await call("GET", searchPath({}), { apiKey: other.key });
    expect(refused.status).toBe(403);
    expect(errorOf(refused).error.code).toBe("FORBIDDEN");
    expect((await call("GET", searchPath({}))).status).toBe(401);
  });
});

describe("GET /api/v1/search/products: filters and facets", () => {
  let s: Seeded;
  beforeAll(async () => {
    s = await seedSupplier();
  });

  it("applies each filter", async () => {
    const t = s.org.token;
    expect(await skus(t, {})).toEqual(["BAG-4", "BOOT-1", "HAT-3", "SAND-2"]);
    expect(await skus(t, { q: "boot" })).toEqual(["BOOT-1"]);
    expect(await skus(t, { q: "waterproof" })).toEqual(["BOOT-1"]);
    expect(await skus(t, { q: "Strandsandale" })).toEqual(["SAND-2"]);
    expect(await skus(t, { q: "beach strand" })).toEqual(["SAND-2"]);
    expect(await skus(t, { q: "SAND-2" })).toEqual(["SAND-2"]);
    expect(await skus(t, { q: "sand 2" })).toEqual(["SAND-2"]);
    expect(await skus(t, { q: "sun" })).toEqual(["HAT-3"]);
    // Too short to be a word's start, but the start of a sku.
    expect(await skus(t, { q: "bo" })).toEqual(["BOOT-1"]);
    expect(await skus(t, { q: "oo" })).toEqual([]);
    expect(await skus(t, { q: "!!!" })).toEqual([]);
    expect(await skus(t, { qualityBand: "green" })).toEqual(["BOOT-1"]);
    expect(await skus(t, { qualityBand: "amber" })).toEqual(["SAND-2"]);
    expect(await skus(t, { qualityBand: "red" })).toEqual(["HAT-3"]);
    expect(await skus(t, { categoryName: "Shoes" })).toEqual(["BOOT-1", "SAND-2"]);
    expect(await skus(t, { categoryName: "Socks" })).toEqual([]);
    expect(await skus(t, { categoryId: s.hats })).toEqual(["HAT-3"]);
    expect(await skus(t, { categoryId: s.hats, categoryName: "Shoes" })).toEqual([]);
    expect(await skus(t, { status: "draft" })).toEqual(["SAND-2"]);
    expect(await skus(t, { tags: ["summer"] })).toEqual(["HAT-3", "SAND-2"]);
    expect(await skus(t, { tags: ["summer", "outdoor"] })).toEqual(["HAT-3"]);
    expect(await skus(t, { supplierName: s.org.name })).toHaveLength(4);
    expect(await skus(t, { supplierName: "Someone Else" })).toEqual([]);
    expect(await skus(t, { tags: ["outdoor"], qualityBand: "green", categoryName: "Shoes", status: "active", q: "trail" })).toEqual(["BOOT-1"]);
  });

  it("counts facets over every match, in the order asked, sorted by count then value", async () => {
    const res = await call("GET", searchPath({}, { facetBy: "tags,status,qualityScore,categoryName,supplierName,categoryId", limit: "1" }), {
      token: s.org.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(1);
    expect(res.body.facets).toEqual([
      { field: "tags", counts: [{ value: "outdoor", count: 2 }, { value: "summer", count: 2 }, { value: "leather", count: 1 }] },
      { field: "status", counts: [{ value: "active", count: 2 }, { value: "archived", count: 1 }, { value: "draft", count: 1 }] },
      { field: "qualityScore", counts: [{ value: "amber", count: 1 }, { value: "green", count: 1 }, { value: "red", count: 1 }] },
      { field: "categoryName", counts: [{ value: "Shoes", count: 2 }, { value: "Hats", count: 1 }] },
      { field: "supplierName", counts: [{ value: s.org.name, count: 4 }] },
      { field: "categoryId", counts: [{ value: s.shoes, count: 2 }, { value: s.hats, count: 1 }] },
    ]);
  });

  it("answers facets only when asked, and facets of the filtered set when filtered", async () => {
    const plain = await call("GET", searchPath({}), { token: s.org.token });
    expect(Object.keys(plain.body).sort()).toEqual(["items", "nextCursor"]);
    const docs = await loadDocs([s.org.id]);
    const scope = { supplierIds: [s.org.id], activeOnly: false };
    for (const f of [{ q: "summer" }, { tags: ["summer"] }, { status: "active" }, { qualityBand: "red" }, { categoryName: "Shoes", status: "draft" }] as Filters[]) {
      const { facets } = await searchAll(s.org.token, f, ALL_FACETS);
      expect(facets, JSON.stringify(f)).toEqual(expectedFacets(expectedMatches(docs, scope, f), ALL_FACETS));
    }
  });

  it("serves product documents with supplierName, and qualityScore only once scored", async () => {
    const res = await call("GET", searchPath({ q: "tote bag" }), { token: s.org.token });
    const [bag] = res.body.items;
    expect(bag).toMatchObject({ sku: "BAG-4", supplierId: s.org.id, supplierName: s.org.name, categoryName: null });
    expect(bag).not.toHaveProperty("qualityScore");
    const boot = (await call("GET", searchPath({ q: "boot" }), { token: s.org.token })).body.items[0];
    expect(boot).toMatchObject({ qualityScore: 95, qualityBand: "green", categoryName: "Shoes", tags: ["outdoor", "leather"] });
    // The same document the product endpoint serves.
    for (const item of (await call("GET", searchPath({}), { token: s.org.token })).body.items) {
      expect(item).toEqual((await call("GET", `/api/v1/products/${item.id}`, { token: s.org.token })).body);
    }
  });

  it("counts a renamed category under its new name at once", async () => {
    const t = await seedSupplier();
    await db.category.update({ where: { id: t.hats }, data: { name: "Caps" } });
    const { facets } = await searchAll(t.org.token, {}, ["categoryName"]);
    expect(facets).toEqual([{ field: "categoryName", counts: [{ value: "Shoes", count: 2 }, { value: "Caps", count: 1 }] }]);
    expect(await skus(t.org.token, { categoryName: "Caps" })).toEqual(["HAT-3"]);
  });
});

describe("GET /api/v1/search/products: access scope", () => {
  it("shows a buyer the active products of its connected suppliers only, and counts only those", async () => {
    const a = await seedSupplier("Acme");
    const b = await seedSupplier("Acme");
    const stranger = await seedSupplier();
    const buyer = await createOrg("buyer");
    await connect(a.org, buyer);
    const toB = await connect(b.org, buyer);

    const { ids, facets } = await searchAll(buyer.token, {}, ALL_FACETS);
    expect(ids.sort()).toEqual([a.ids["BOOT-1"], a.ids["BAG-4"], b.ids["BOOT-1"], b.ids["BAG-4"]].sort());
    const byField = Object.fromEntries(facets!.map((f) => [f.field, f.counts]));
    expect(byField.status).toEqual([{ value: "active", count: 4 }]);
    // Two suppliers of the same name, and their categories of the same name, count together.
    expect(byField.supplierName).toEqual([{ value: "Acme", count: 4 }]);
    expect(byField.categoryName).toEqual([{ value: "Shoes", count: 2 }]);
    expect(byField.categoryId).toEqual([{ value: a.shoes, count: 1 }, { value: b.shoes, count: 1 }].sort((x, y) => (x.value < y.value ? -1 : 1)));

    // Drafts stay invisible whatever the filter; a stranger's products never appear.
    expect((await searchAll(buyer.token, { status: "draft" }, ["status"])).ids).toEqual([]);
    expect((await searchAll(buyer.token, { q: "sandal" })).ids).toEqual([]);
    expect((await searchAll(buyer.token, { categoryId: stranger.shoes }, ["tags"])).facets).toEqual([{ field: "tags", counts: [] }]);

    // Ending a connection ends access, to items and to counts.
    expect((await call("DELETE", `/api/v1/connections/${toB}`, { token: buyer.token })).status).toBe(204);
    const after = await searchAll(buyer.token, {}, ["supplierName", "status"]);
    expect(after.ids.sort()).toEqual([a.ids["BOOT-1"], a.ids["BAG-4"]].sort());
    expect(after.facets).toEqual([
      { field: "supplierName", counts: [{ value: "Acme", count: 2 }] },
      { field: "status", counts: [{ value: "active", count: 2 }] },
    ]);
  });

  it("never shows a supplier another tenant's products or counts", async () => {
    const a = await seedSupplier();
    const b = await seedSupplier();
    const mine = await searchAll(a.org.token, {}, ALL_FACETS);
    expect(mine.ids.sort()).toEqual(Object.values(a.ids).sort());
    expect(mine.facets!.find((f) => f.field === "supplierName")!.counts).toEqual([{ value: a.org.name, count: 4 }]);
    expect((await searchAll(a.org.token, { categoryId: b.shoes }, ALL_FACETS)).facets!.every((f) => f.counts.length === 0)).toBe(true);
    expect((await searchAll(a.org.token, { supplierName: b.org.name })).ids).toEqual([]);
    expect((await searchAll(a.org.token, { q: "boot" })).ids).toEqual([a.ids["BOOT-1"]]);
  });

  it("gives a platform organisation nothing", async () => {
    const platform = await createOrg("platform", "platform");
    const res = await searchAll(platform.token, {}, ["status"]);
    expect(res).toEqual({ ids: [], facets: [{ field: "status", counts: [] }] });
  });
});

describe("GET /api/v1/search/products: paging", () => {
  it("follows nextCursor to null with no product that existed throughout skipped or repeated, under concurrent writes", async () => {
    const org = await createOrg("supplier");
    await db.product.createMany({
      data: Array.from({ length: 30 }, (_, i) => ({ organizationId: org.id, sku: `P-${i}`, name: `Lamp ${i}`, tags: ["lamp"], status: "active" as const })),
    });
    const all = await db.product.findMany({ where: { organizationId: org.id }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
    const doomed = all.filter((_, i) => i % 4 === 1).map((p) => p.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    let page = 0;
    do {
      const res: { status: number; body: { items: { id: string }[]; nextCursor: string | null } } = await call(
        "GET",
        searchPath({ tags: ["lamp"] }, { limit: "4", facetBy: "status", ...(cursor ? { cursor } : {}) }),
        { token: org.token },
      );
      expect(res.status).toBe(200);
      seen.push(...res.body.items.map((p) => p.id));
      cursor = res.body.nextCursor;
      const victim = doomed[page++];
      if (victim) await db.product.delete({ where: { id: victim } });
      await db.product.create({ data: { organizationId: org.id, sku: `NEW-${page}`, name: "Lamp new", tags: ["lamp"], status: "active" } });
    } while (cursor);
    const survivors = all.map((p) => p.id).filter((id) => !doomed.includes(id));
    for (const id of survivors) expect(seen.filter((s) => s === id)).toHaveLength(1);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it("refuses a cursor from another query, another organisation, or tampered with", async () => {
    const a = await seedSupplier();
    const b = await seedSupplier();
    const first = await call("GET", searchPath({ tags: ["summer"] }, { limit: "1" }), { token: a.org.token });
    const cursor: string = first.body.nextCursor;
    expect(cursor).toEqual(expect.any(String));
    // The same query with other facets or page size keeps the cursor valid.
    expect((await call("GET", searchPath({ tags: ["summer"] }, { limit: "5", facetBy: "tags", cursor }), { token: a.org.token })).status).toBe(200);
    const refusals = [
      { token: a.org.token, path: searchPath({ tags: ["outdoor"] }, { cursor }) },
      { token: a.org.token, path: searchPath({}, { cursor }) },
      { token: b.org.token, path: searchPath({ tags: ["summer"] }, { cursor }) },
      { token: a.org.token, path: searchPath({ tags: ["summer"] }, { cursor: `x${cursor}` }) },
      { token: a.org.token, path: searchPath({ tags: ["summer"] }, { cursor: "not-a-cursor" }) },
      { token: a.org.token, path: searchPath({ tags: ["summer"] }, { cursor: `${Buffer.from('["2020-01-01T00:00:00.000Z","x"]').toString("base64url")}.AAAA` }) },
    ];
    for (const { token, path } of refusals) {
      const res = await call("GET", path, { token });
      expect(res.status, path).toBe(400);
      expect(errorOf(res).error.code).toBe("BAD_REQUEST");
    }
  });
});

describe("GET /api/v1/search/products: facet size", () => {
  it("answers at most 50 values per facet by default, the most frequent, says it cut, and takes facetLimit up to 500", async () => {
    const org = await createOrg("supplier");
    await db.product.createMany({
      data: Array.from({ length: 120 }, (_, i) => ({ organizationId: org.id, sku: `F-${i}`, name: "f", status: "active" as const, tags: [`tag-${String(i % 60).padStart(2, "0")}`, "everywhere"] })),
    });
    const byDefault = await call("GET", searchPath({}, { facetBy: "tags,status", limit: "1" }), { token: org.token });
    expect(byDefault.status).toBe(200);
    const [tags, status] = byDefault.body.facets;
    expect(tags.counts).toHaveLength(50);
    expect(tags.truncated).toBe(true);
    expect(tags.counts[0]).toEqual({ value: "everywhere", count: 120 });
    expect(status).toEqual({ field: "status", counts: [{ value: "active", count: 120 }] });
    const wide = await call("GET", searchPath({}, { facetBy: "tags", facetLimit: "500" }), { token: org.token });
    expect(wide.body.facets[0].counts).toHaveLength(61);
    expect(wide.body.facets[0].truncated).toBeUndefined();
    for (const bad of ["0", "501", "x"]) {
      const res = await call("GET", searchPath({}, { facetBy: "tags", facetLimit: bad }), { token: org.token });
      expect(res.status, bad).toBe(422);
      expect(errorOf(res).error.details![0]!.path).toBe("facetLimit");
    }
  });
});
