import { describe, expect, it } from "vitest";
import { call } from "../../support/http";
import { createOrg, type TestOrg } from "../../support/fixtures";
import { createProduct } from "../../support/catalog";
import { db } from "../../../lib/db/client";
import { settled } from "../../support/jobs";

type Facet = { field: string; counts: { value: string; count: number }[] };
const FIELDS = "attr.colour,attr.sizes,attr.organic";

const facetsOf = async (org: TestOrg, query: string): Promise<Facet[]> => {
  const res = await call("GET", `/api/v1/search/products?limit=1&facetBy=${FIELDS}${query}`, { token: org.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.facets;
};

// Whole scope (read from the counts the triggers keep) against the same
// scope through a row filter every product matches (counted from the rows):
// the two must agree after every kind of write. The two reads are
// compared once the background scoring of the writes has ended, so no score
// moves a product between them.
async function expectCountsAgree(org: TestOrg, tag: string, status = "") {
  await settled(org);
  const fromCounts = await facetsOf(org, status);
  const fromRows = await facetsOf(org, `&tags=${tag}${status}`);
  expect(fromCounts).toEqual(fromRows);
  return fromCounts;
}

describe("attribute facets from the pre-aggregated counts", () => {
  it("agree with the rows through creates, edits, bulk upserts, scores, status changes and deletes", async () => {
    const org = await createOrg("supplier");
    const define = (body: Record<string, unknown>) => call("POST", "/api/v1/attributes", { token: org.token, body });
    await define({ code: "colour", type: "select", options: [{ code: "red" }, { code: "blue" }] });
    await define({ code: "sizes", type: "multiselect", options: [{ code: "s" }, { code: "m" }, { code: "l" }] });
    const tag = "all";
    const a = await createProduct(org, { tags: [tag], status: "active", attributes: { colour: "red", sizes: ["s", "m"] } });
    const b = await createProduct(org, { tags: [tag], attributes: { colour: "blue", sizes: ["m"] } });
    await createProduct(org, { tags: [tag], attributes: { colour: "red", free: "x" } });
    // A code used before it is defined is counted when the definition comes.
    await db.product.update({ where: { id: b.id }, data: { attributes: { colour: "blue", sizes: ["m"], organic: true } } });
    expect((await define({ code: "organic", type: "boolean" })).status).toBe(201);
    let facets = await expectCountsAgree(org, tag);
    expect(facets).toEqual([
      { field: "attr.colour", counts: [{ value: "red", count: 2 }, { value: "blue", count: 1 }] },
      { field: "attr.sizes", counts: [{ value: "m", count: 2 }, { value: "s", count: 1 }] },
      { field: "attr.organic", counts: [{ value: "true", count: 1 }] },
    ]);

    await call("PATCH", `/api/v1/products/${a.id}`, { token: org.token, body: { attributes: { colour: "blue", sizes: null }, status: "draft" } });
    const bulk = await call("POST", "/api/v1/products/bulk", {
      token: org.token,
      body: { items: [{ sku: "BULK-1", name: "B", tags: [tag], status: "active", attributes: { colour: "red", sizes: ["l"], organic: false } }] },
    });
    expect(bulk.body.results[0].status).toBe("created");
    // The scores set by hand must not be overwritten by the writes' own scoring.
    await settled(org);
    await db.$executeRaw`UPDATE products SET "qualityScore" = 95 WHERE "organizationId" = ${org.id}::uuid`;
    await call("DELETE", `/api/v1/products/${b.id}`, { token: org.token });
    facets = await expectCountsAgree(org, tag);
    expect(facets[0]).toEqual({ field: "attr.colour", counts: [{ value: "red", count: 2 }, { value: "blue", count: 1 }] });
    await expectCountsAgree(org, tag, "&status=active");
    await expectCountsAgree(org, tag, "&qualityBand=green");
  });

  it("a buyer's whole-scope facet counts its connected suppliers' active products only", async () => {
    const supplier = await createOrg("supplier");
    await call("POST", "/api/v1/attributes", { token: supplier.token, body: { code: "colour", type: "select", options: [{ code: "red" }] } });
    await createProduct(supplier, { status: "active", attributes: { colour: "red" } });
    await createProduct(supplier, { status: "draft", attributes: { colour: "red" } });
    const buyer = await createOrg("buyer");
    const invite = await call("POST", "/api/v1/connections/invitations", { token: supplier.token, body: {} });
    await call("POST", "/api/v1/connections/accept", { token: buyer.token, body: { token: invite.body.token } });
    const res = await call("GET", "/api/v1/search/products?limit=1&facetBy=attr.colour", { token: buyer.token });
    expect(res.body.facets).toEqual([{ field: "attr.colour", counts: [{ value: "red", count: 1 }] }]);
  });
});
