import { beforeAll, describe, expect, it } from "vitest";
import { call, errorOf } from "../../support/http";
import { createOrg, type TestOrg } from "../../support/fixtures";
import { connect, createProduct } from "../../support/catalog";

const search = (org: TestOrg, query: string) => call("GET", `/api/v1/search/products?${query}`, { token: org.token });
const skus = (res: { body: { items: { sku: string }[] } }) => res.body.items.map((p) => p.sku).sort();

describe("search on typed attributes", () => {
  let supplier: TestOrg;
  let buyer: TestOrg;

  beforeAll(async () => {
    supplier = await createOrg("supplier");
    buyer = await createOrg("buyer");
    await connect(supplier, buyer);
    const define = async (body: Record<string, unknown>) => expect((await call("POST", "/api/v1/attributes", { token: supplier.token, body })).status).toBe(201);
    await define({ code: "colour", type: "select", options: [{ code: "red" }, { code: "blue" }] });
    await define({ code: "sizes", type: "multiselect", options: [{ code: "s" }, { code: "m" }, { code: "l" }] });
    await define({ code: "organic", type: "boolean" });
    await define({ code: "material", type: "text" });
    await define({ code: "weight", type: "metric", unit: "weight" });
    await define({ code: "rating", type: "number" });
    await define({ code: "price", type: "price" });
    const product = (sku: string, status: string, attributes: Record<string, unknown>) => createProduct(supplier, { sku, name: sku, status, attributes });
    await product("A", "active", { colour: "red", sizes: ["s", "m"], organic: true, material: "cotton", weight: { amount: 600, unit: "g" }, rating: 4 });
    await product("B", "active", { colour: "blue", sizes: ["m", "l"], organic: false, material: "wool", weight: { amount: 1, unit: "lb" }, rating: 2.5 });
    await product("C", "active", { colour: "red", sizes: ["l"], weight: { amount: 0.2, unit: "kg" }, rating: 5, undefined_code: "free" });
    await product("D", "draft", { colour: "red", organic: true, weight: { amount: 2, unit: "kg" } });
  });

  it("filters by value: select, multiselect membership, boolean and text", async () => {
    expect(skus(await search(supplier, "attr.colour=red"))).toEqual(["A", "C", "D"]);
    expect(skus(await search(supplier, "attr.sizes=m"))).toEqual(["A", "B"]);
    expect(skus(await search(supplier, "attr.organic=true"))).toEqual(["A", "D"]);
    expect(skus(await search(supplier, "attr.material=wool"))).toEqual(["B"]);
    expect(skus(await search(supplier, "attr.colour=red&attr.sizes=l&status=active"))).toEqual(["C"]);
  });

  it("matches any of several comma-separated options, and text holding a piece in any case", async () => {
    expect(skus(await search(supplier, "attr.colour=red,blue"))).toEqual(["A", "B", "C", "D"]);
    expect(skus(await search(supplier, "attr.sizes=s,l&status=active"))).toEqual(["A", "B", "C"]);
    expect(skus(await search(supplier, "attr.material.contains=OTT"))).toEqual(["A"]);
    expect(skus(await search(supplier, "attr.material.contains=o&attr.colour=blue"))).toEqual(["B"]);
    // LIKE's wildcards are taken literally, and the list and the product list agree.
    expect(skus(await search(supplier, "attr.material.contains=%25"))).toEqual([]);
    expect(skus(await call("GET", "/api/v1/products?attr.material.contains=wool&withTotal=true", { token: supplier.token }))).toEqual(["B"]);
    // A text value is matched whole, commas and all.
    expect(skus(await search(supplier, "attr.material=cotton,wool"))).toEqual([]);
    const first = await search(supplier, "attr.colour=red,blue&limit=2");
    expect((await search(supplier, `attr.colour=red,blue&limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`)).status).toBe(200);
  });

  it("compares numbers, and metrics in their family's base unit whatever unit they were sent in", async () => {
    // 600 g = 0.6 kg, 1 lb = 0.4536 kg, 0.2 kg, 2 kg.
    expect(skus(await search(supplier, "attr.weight.gte=0.45"))).toEqual(["A", "B", "D"]);
    expect(skus(await search(supplier, "attr.weight.gte=0.45&attr.weight.lte=1"))).toEqual(["A", "B"]);
    expect(skus(await search(supplier, "attr.rating.lte=4"))).toEqual(["A", "B"]);
  });

  it("counts attribute facets over every match inside the caller's scope", async () => {
    const res = await search(supplier, "facetBy=attr.colour,attr.sizes,attr.organic,status&limit=1");
    expect(res.status).toBe(200);
    const facet = (field: string) => res.body.facets.find((f: { field: string }) => f.field === field).counts;
    expect(facet("attr.colour")).toEqual([{ value: "red", count: 3 }, { value: "blue", count: 1 }]);
    expect(facet("attr.sizes")).toEqual([{ value: "l", count: 2 }, { value: "m", count: 2 }, { value: "s", count: 1 }]);
    expect(facet("attr.organic")).toEqual([{ value: "true", count: 2 }, { value: "false", count: 1 }]);
    // The buyer sees the supplier's active products only: the draft is not counted.
    const asBuyer = await search(buyer, "attr.colour=red&facetBy=attr.colour");
    expect(skus(asBuyer)).toEqual(["A", "C"]);
    expect(asBuyer.body.facets).toEqual([{ field: "attr.colour", counts: [{ value: "red", count: 2 }] }]);
  });

  it("pages with a cursor bound to the attribute filters", async () => {
    const first = await search(supplier, "attr.colour=red&limit=2");
    expect(first.body.items).toHaveLength(2);
    const next = await search(supplier, `attr.colour=red&limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`);
    expect(next.body.items).toHaveLength(1);
    expect(next.body.nextCursor).toBeNull();
    const other = await search(supplier, `attr.colour=blue&limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`);
    expect(other.status).toBe(400);
    // Cursors of searches without attribute filters are unchanged by the feature.
    const plain = await search(supplier, "limit=2");
    expect((await search(supplier, `limit=2&cursor=${encodeURIComponent(plain.body.nextCursor)}`)).status).toBe(200);
  });

  it("refuses an unknown attribute, a filter or facet its type does not take, and a malformed bound (422 naming it)", async () => {
    const refused = async (query: string, path: string) => {
      const res = await search(supplier, query);
      expect(res.status, query).toBe(422);
      expect(errorOf(res).error.details?.map((d) => d.path)).toContain(path);
    };
    await refused("attr.nothing=x", "attr.nothing");
    await refused("attr.rating=4", "attr.rating");
    await refused("attr.colour.gte=1", "attr.colour.gte");
    await refused("attr.weight.lte=heavy", "attr.weight.lte");
    await refused("attr.organic=yes", "attr.organic");
    await refused("facetBy=attr.material", "facetBy");
    await refused("facetBy=attr.price", "facetBy");
    await refused("facetBy=attr.nothing", "facetBy");
    await refused("attr.colour.contains=re", "attr.colour.contains");
    await refused(`attr.material.contains=${"x".repeat(101)}`, "attr.material.contains");
    expect((await search(supplier, "attr.Colour=red")).status).toBe(422);
    expect((await search(supplier, "attr.colour.between=1")).status).toBe(422);
    const many = Array.from({ length: 11 }, (_, i) => `attr.c${i}=x`).join("&");
    expect((await search(supplier, many)).status).toBe(422);
  });

  it("never matches another organisation's products, nor uses its dictionary", async () => {
    const other = await createOrg("supplier");
    expect((await search(other, "attr.colour=red")).status).toBe(422);
    await call("POST", "/api/v1/attributes", { token: other.token, body: { code: "colour", type: "select", options: [{ code: "red" }] } });
    const res = await search(other, "attr.colour=red&facetBy=attr.colour");
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([]);
    expect(res.body.facets).toEqual([{ field: "attr.colour", counts: [] }]);
  });
});

describe("search by family", () => {
  it("filters by family code inside the caller's scope, with a cursor bound to it", async () => {
    const org = await createOrg("supplier");
    await call("POST", "/api/v1/attributes", { token: org.token, body: { code: "size", type: "select", options: [{ code: "m" }] } });
    for (const code of ["shirts", "shoes"]) {
      expect((await call("POST", "/api/v1/families", { token: org.token, body: { code, labels: { en: code }, attributes: ["size"], requiredAttributes: [] } })).status).toBe(201);
    }
    for (const [sku, familyCode] of [["S1", "shirts"], ["S2", "shirts"], ["S3", "shirts"], ["F1", "shoes"], ["N1", null]] as const) {
      await createProduct(org, { sku, name: sku, familyCode });
    }
    expect(skus(await search(org, "familyCode=shirts"))).toEqual(["S1", "S2", "S3"]);
    expect(skus(await search(org, "familyCode=shoes&facetBy=status"))).toEqual(["F1"]);
    expect((await search(org, "familyCode=nothing")).body.items).toEqual([]);
    expect((await search(org, "familyCode=Not-A-Code")).status).toBe(422);
    const first = await search(org, "familyCode=shirts&limit=2");
    expect((await search(org, `familyCode=shirts&limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`)).body.items).toHaveLength(1);
    expect((await search(org, `familyCode=shoes&limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`)).status).toBe(400);
    // Another organisation's family of the same code matches none of its products.
    const other = await createOrg("supplier");
    expect((await search(other, "familyCode=shirts")).body.items).toEqual([]);
  });
});
