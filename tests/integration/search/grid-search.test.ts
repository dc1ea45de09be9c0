import { beforeAll, describe, expect, it } from "vitest";
import { call, errorOf } from "../../support/http";
import { createOrg, type TestOrg } from "../../support/fixtures";
import { connect, createProduct } from "../../support/catalog";

// The product grid's searches: a sku prefix in q, several families, and
// attribute filters together with every other filter and every order, on
// the search and on the product list alike.
const search = (org: TestOrg, query: string) => call("GET", `/api/v1/search/products?${query}`, { token: org.token });
const list = (org: TestOrg, query: string) => call("GET", `/api/v1/products?${query}`, { token: org.token });
const skus = (res: { body: { items: { sku: string }[] } }) => res.body.items.map((p) => p.sku);
const sorted = (res: { body: { items: { sku: string }[] } }) => skus(res).sort();

// Every page of a search or list, one item at a time, following the cursor.
async function walk(read: (query: string) => ReturnType<typeof search>, query: string): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = null;
  do {
    const res: Awaited<ReturnType<typeof search>> = await read(`${query}&limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    seen.push(...skus(res));
    cursor = res.body.nextCursor;
  } while (cursor);
  return seen;
}

describe("q matches the start of a sku", () => {
  let supplier: TestOrg;
  let buyer: TestOrg;

  beforeAll(async () => {
    supplier = await createOrg("supplier");
    buyer = await createOrg("buyer");
    await connect(supplier, buyer);
    for (const [sku, name, status] of [
      ["CITY-001", "Lamp", "active"],
      ["CITY-002", "Chair", "draft"],
      ["city-010", "Desk", "active"],
      ["TOWN-001", "Metro city bench", "active"],
      ["XRAY-1", "Viewer", "active"],
    ]) {
      await createProduct(supplier, { sku, name, status });
    }
    await createProduct(await createOrg("supplier"), { sku: "CITY-003", name: "Elsewhere", status: "active" });
  });

  it("finds CITY-001 by CITY-00, in any case, as well as by the full-text words", async () => {
    expect(sorted(await search(supplier, "q=CITY-00"))).toEqual(["CITY-001", "CITY-002"]);
    expect(sorted(await search(supplier, "q=cItY-00"))).toEqual(["CITY-001", "CITY-002"]);
    expect(sorted(await search(supplier, "q=city-0"))).toEqual(["CITY-001", "CITY-002", "city-010"]);
    // The words still match: "metro" is a word of a name, "city" of names and skus.
    expect(sorted(await search(supplier, "q=metro"))).toEqual(["TOWN-001"]);
    expect(sorted(await search(supplier, "q=city"))).toEqual(["CITY-001", "CITY-002", "TOWN-001", "city-010"]);
    // A single letter is too short a word, but starts a sku.
    expect(sorted(await search(supplier, "q=x"))).toEqual(["XRAY-1"]);
    // LIKE's wildcards are taken literally.
    expect(skus(await search(supplier, "q=X%25"))).toEqual([]);
    expect(skus(await search(supplier, "q=CITY_0"))).toEqual([]);
    // With a space it is words only (no sku holds one): TOWN-001 is a "city" bench.
    expect(sorted(await search(supplier, `q=${encodeURIComponent("city 001")}`))).toEqual(["CITY-001", "TOWN-001"]);
    expect(skus(await search(supplier, `q=${encodeURIComponent("city-00 lamp")}`))).toEqual([]);
  });

  it("keeps to the caller's scope and combines with filters, facets, totals and every order", async () => {
    expect(sorted(await search(buyer, "q=CITY-00"))).toEqual(["CITY-001"]);
    const faceted = await search(supplier, "q=city-0&status=active&facetBy=status&withTotal=true&sort=-sku");
    expect(skus(faceted)).toEqual(["city-010", "CITY-001"]);
    expect(faceted.body.total).toBe(2);
    expect(faceted.body.facets).toEqual([{ field: "status", counts: [{ value: "active", count: 2 }] }]);
    expect(await walk((q) => search(supplier, q), "q=city-0&sort=name")).toEqual(["CITY-002", "city-010", "CITY-001"]);
    expect(sorted(await list(supplier, "q=CITY-00"))).toEqual(["CITY-001", "CITY-002"]);
  });
});

describe("families, attribute filters and orders together", () => {
  let org: TestOrg;

  beforeAll(async () => {
    org = await createOrg("supplier");
    const post = async (path: string, body: Record<string, unknown>) => expect((await call("POST", path, { token: org.token, body })).status).toBe(201);
    await post("/api/v1/attributes", { code: "colour", type: "select", options: [{ code: "red" }, { code: "blue" }] });
    await post("/api/v1/attributes", { code: "weight", type: "number" });
    for (const code of ["shirts", "shoes", "hats"]) await post("/api/v1/families", { code, attributes: ["colour", "weight"] });
    const rows: [string, string, string | null, string, string, number][] = [
      ["S1", "Zeta shirt", "shirts", "active", "red", 3],
      ["S2", "Alpha shirt", "shirts", "draft", "red", 1],
      ["S3", "Mid shirt", "shirts", "active", "blue", 2],
      ["F1", "Beta shoe", "shoes", "active", "red", 5],
      ["F2", "Omega shoe", "shoes", "active", "red", 4],
      ["H1", "Gamma hat", "hats", "active", "red", 6],
      ["N1", "Plain", null, "active", "red", 7],
    ];
    for (const [sku, name, familyCode, status, colour, weight] of rows) {
      await createProduct(org, { sku, name, familyCode, status, tags: sku === "F2" ? [] : ["sale"], attributes: { colour, weight } });
    }
  });

  it("takes several family codes, any of which matches", async () => {
    expect(sorted(await search(org, "familyCode=shirts,shoes"))).toEqual(["F1", "F2", "S1", "S2", "S3"]);
    expect(sorted(await search(org, "familyCode=shoes,nothing"))).toEqual(["F1", "F2"]);
    expect(skus(await search(org, "familyCode=nothing,none"))).toEqual([]);
    const bad = await search(org, "familyCode=shirts,Not-A-Code");
    expect(bad.status).toBe(422);
    expect(errorOf(bad).error.details?.[0]?.path).toBe("familyCode.1");
  });

  it("combines families and attribute filters with status, tags and text, in every order, page by page", async () => {
    const filters = "familyCode=shirts,shoes&attr.colour=red&attr.weight.gte=2&status=active&tags=sale";
    const orders: [string, string[]][] = [
      ["sort=name", ["F1", "S1"]],
      ["sort=-name", ["S1", "F1"]],
      ["sort=sku", ["F1", "S1"]],
      ["sort=-sku", ["S1", "F1"]],
      ["sort=createdAt", ["S1", "F1"]],
      ["sort=-createdAt", ["F1", "S1"]],
      ["sort=updatedAt", ["S1", "F1"]],
      ["sort=qualityScore", ["F1", "S1"].sort()],
      ["sort=-qualityScore", ["F1", "S1"].sort()],
    ];
    for (const [order, expected] of orders) {
      const found = await walk((q) => search(org, q), `${filters}&${order}`);
      if (order.includes("qualityScore")) expect([...found].sort(), order).toEqual(expected);
      else expect(found, order).toEqual(expected);
      // The product list takes the same filters and orders.
      const listed = await walk((q) => list(org, q), `${filters}&${order}`);
      expect(listed, order).toEqual(found);
    }
    expect(sorted(await search(org, "familyCode=shirts,hats&attr.colour=red&q=shirt"))).toEqual(["S1", "S2"]);
  });

  it("counts the matches with withTotal on the search and the list alike", async () => {
    const filters = "familyCode=shirts,shoes&attr.colour=red";
    const searched = await search(org, `${filters}&withTotal=true&limit=1`);
    expect(searched.body.total).toBe(4);
    const listed = await list(org, `${filters}&withTotal=true&limit=1`);
    expect(listed.body.total).toBe(4);
    expect((await search(org, "withTotal=true&limit=1")).body.total).toBe(7);
    expect((await search(org, "limit=1")).body).not.toHaveProperty("total");
  });

  it("binds the list's cursor to its filters and order", async () => {
    const first = await list(org, "familyCode=shirts&sort=name&limit=1");
    expect(first.status).toBe(200);
    const cursor = encodeURIComponent(first.body.nextCursor);
    expect((await list(org, `familyCode=shirts&sort=name&limit=1&cursor=${cursor}`)).status).toBe(200);
    expect((await list(org, `familyCode=shoes&sort=name&limit=1&cursor=${cursor}`)).status).toBe(400);
    expect((await list(org, `familyCode=shirts&limit=1&cursor=${cursor}`)).status).toBe(400);
    expect((await search(org, `familyCode=shirts&sort=name&limit=1&cursor=${cursor}`)).status).toBe(400);
    // Unfiltered, the list is as it was.
    const plain = await list(org, "limit=2&withTotal=true");
    expect(plain.body.total).toBe(7);
    expect((await list(org, `limit=2&cursor=${encodeURIComponent(plain.body.nextCursor)}`)).body.items).toHaveLength(2);
  });

  it("refuses an unknown attribute code or a bad order on the list as on the search", async () => {
    const unknown = await list(org, "attr.nothing=x");
    expect(unknown.status).toBe(422);
    expect(errorOf(unknown).error.details?.[0]?.path).toBe("attr.nothing");
    expect((await list(org, "sort=price")).status).toBe(422);
  });
});
