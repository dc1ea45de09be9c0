import { describe, expect, it } from "vitest";
import { call, errorOf, type ApiResponse } from "../../support/http";
import { addMember, createKey, createOrg, type TestOrg } from "../../support/fixtures";
import { createProduct } from "../../support/catalog";

const define = (org: TestOrg, body: Record<string, unknown>) => call("POST", "/api/v1/attributes", { token: org.token, body });
const patch = (org: TestOrg, code: string, body: Record<string, unknown>) => call("PATCH", `/api/v1/attributes/${code}`, { token: org.token, body });
const paths = (res: ApiResponse) => errorOf(res).error.details?.map((d) => d.path);

describe("attribute dictionary", () => {
  it("creates, reads, lists, updates and deletes an attribute", async () => {
    const org = await createOrg("supplier");
    const created = await define(org, { code: "net_weight", type: "metric", unit: "weight", labels: { en: "Net weight" }, group: "logistics", validation: { min: 0 } });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      code: "net_weight", type: "metric", labels: { en: "Net weight" }, localizable: false, group: "logistics", unit: "weight",
      options: [], validation: { min: 0 }, createdAt: expect.any(String), updatedAt: expect.any(String),
    });
    expect((await call("GET", "/api/v1/attributes/net_weight", { token: org.token })).body).toEqual(created.body);
    const updated = await patch(org, "net_weight", { labels: { en: "Net weight", de: "Nettogewicht" }, group: null, code: "net_weight" });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ code: "net_weight", labels: { de: "Nettogewicht" }, group: null, unit: "weight" });
    expect((await call("DELETE", "/api/v1/attributes/net_weight", { token: org.token })).status).toBe(204);
    expect((await call("GET", "/api/v1/attributes/net_weight", { token: org.token })).status).toBe(404);
  });

  it("pages the list with a cursor in creation order", async () => {
    const org = await createOrg("supplier");
    for (const code of ["a1", "a2", "a3"]) expect((await define(org, { code, type: "boolean" })).status).toBe(201);
    const first = await call("GET", "/api/v1/attributes?limit=2", { token: org.token });
    expect(first.body.items.map((a: { code: string }) => a.code)).toEqual(["a1", "a2"]);
    const second = await call("GET", `/api/v1/attributes?limit=2&cursor=${first.body.nextCursor}`, { token: org.token });
    expect(second.body).toMatchObject({ items: [{ code: "a3" }], nextCursor: null });
    expect((await call("GET", "/api/v1/attributes?limit=0", { token: org.token })).status).toBe(422);
    expect((await call("GET", "/api/v1/attributes?cursor=tampered", { token: org.token })).status).toBe(400);
  });

  it("refuses bad codes, reserved codes and duplicates", async () => {
    const org = await createOrg("supplier");
    for (const code of ["Weight", "1abc", "a-b", "", "x".repeat(101)]) {
      const res = await define(org, { code, type: "text" });
      expect(res.status, code).toBe(422);
      expect(paths(res)).toEqual(["code"]);
    }
    for (const code of ["name", "description", "sku", "tags", "status", "category"]) {
      const res = await define(org, { code, type: "text" });
      expect(res.status, code).toBe(422);
      expect(errorOf(res).error.details![0]!.message).toContain("reserved");
    }
    expect((await define(org, { code: "x".repeat(100), type: "text" })).status).toBe(201);
    expect((await define(org, { code: "origin", type: "text" })).status).toBe(201);
    const dup = await define(org, { code: "origin", type: "number" });
    expect(dup.status).toBe(409);
    expect(errorOf(dup).error.code).toBe("CONFLICT");
    // Codes are unique per organisation, not globally.
    expect((await define(await createOrg("supplier"), { code: "origin", type: "number" })).status).toBe(201);
  });

  it("checks the rules between type, unit, options and validation", async () => {
    const org = await createOrg("supplier");
    const cases: [Record<string, unknown>, string[]][] = [
      [{ code: "w", type: "metric" }, ["unit"]],
      [{ code: "w", type: "metric", unit: "mass" }, ["unit"]],
      [{ code: "w", type: "metric", unit: "kg" }, ["unit"]],
      [{ code: "w", type: "number", unit: "weight" }, ["unit"]],
      [{ code: "w", type: "text", options: [{ code: "a", labels: {} }] }, ["options"]],
      [{ code: "w", type: "select", options: [{ code: "a" }, { code: "a" }] }, ["options"]],
      [{ code: "w", type: "boolean", validation: { min: 1 } }, ["validation.min"]],
      [{ code: "w", type: "text", validation: { decimals: 1 } }, ["validation.decimals"]],
      [{ code: "w", type: "text", validation: { pattern: "([" } }, ["validation.pattern"]],
      [{ code: "w", type: "text", validation: { minLength: 5, maxLength: 2 } }, ["validation.minLength"]],
      [{ code: "w", type: "number", validation: { min: 5, max: 2 } }, ["validation.min"]],
      [{ code: "w", type: "colour" }, ["type"]],
      [{ code: "w", type: "text", extra: 1 }, ["extra"]],
    ];
    for (const [body, expected] of cases) {
      const res = await define(org, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(paths(res), JSON.stringify(body)).toEqual(expected);
    }
    for (const unit of ["weight", "length", "volume", "area", "power", "energy", "duration", "temperature"]) {
      expect((await define(org, { code: `m_${unit}`, type: "metric", unit })).status).toBe(201);
    }
    expect((await define(org, { code: "colour", type: "select", options: [{ code: "red", labels: { en: "Red" } }] })).status).toBe(201);
    const merged = await patch(org, "colour", { type: "text" });
    expect(merged.status).toBe(422);
    expect(paths(merged)).toEqual(["options"]);
  });

  it("never changes a code", async () => {
    const org = await createOrg("supplier");
    await define(org, { code: "origin", type: "text" });
    const res = await patch(org, "origin", { code: "provenance" });
    expect(res.status).toBe(422);
    expect(paths(res)).toEqual(["code"]);
    expect((await call("GET", "/api/v1/attributes/provenance", { token: org.token })).status).toBe(404);
  });

  it("changes type only while no product holds a value, in attributes or in a locale", async () => {
    const org = await createOrg("supplier");
    await call("PATCH", "/api/v1/organization/settings", { token: org.token, body: { enabledLocales: ["en", "de"] } });
    await define(org, { code: "claim", type: "text", localizable: true });
    expect((await patch(org, "claim", { type: "textarea" })).status).toBe(200);
    const product = await createProduct(org, { localized: { de: { attributes: { claim: "Gut" } } } });
    const refused = await patch(org, "claim", { type: "text" });
    expect(refused.status).toBe(409);
    expect(errorOf(refused).error.code).toBe("INVALID_STATE");
    expect((await patch(org, "claim", { labels: { en: "Claim" }, validation: { maxLength: 100 } })).status).toBe(200);
    const deleted = await call("DELETE", "/api/v1/attributes/claim", { token: org.token });
    expect(deleted.status).toBe(409);
    expect(errorOf(deleted).error.code).toBe("INVALID_STATE");
    await call("PATCH", `/api/v1/products/${product.id}`, { token: org.token, body: { localized: { de: { attributes: { claim: null } } } } });
    expect((await patch(org, "claim", { type: "text" })).status).toBe(200);
    expect((await call("DELETE", "/api/v1/attributes/claim", { token: org.token })).status).toBe(204);
  });

  it("refuses deleting an attribute held in canonical attributes, and removing used options", async () => {
    const org = await createOrg("supplier");
    const options = [{ code: "red" }, { code: "blue" }, { code: "green" }];
    await define(org, { code: "colour", type: "select", options });
    await define(org, { code: "finishes", type: "multiselect", options });
    await createProduct(org, { attributes: { colour: "red", finishes: ["blue"] } });
    expect((await call("DELETE", "/api/v1/attributes/colour", { token: org.token })).status).toBe(409);
    const removeRed = await patch(org, "colour", { options: [{ code: "blue" }, { code: "green" }] });
    expect(removeRed.status).toBe(409);
    expect(errorOf(removeRed).error.message).toContain("red");
    expect((await patch(org, "finishes", { options: [{ code: "red" }, { code: "green" }] })).status).toBe(409);
    const unused = await patch(org, "colour", { options: [{ code: "red", labels: { en: "Red" } }, { code: "yellow" }] });
    expect(unused.status).toBe(200);
    expect(unused.body.options).toEqual([{ code: "red", labels: { en: "Red" } }, { code: "yellow", labels: {} }]);
    expect((await patch(org, "finishes", { options: [{ code: "blue" }] })).status).toBe(200);
  });

  it("never lets a type change and product writes racing it leave values of the old type", async () => {
    const org = await createOrg("supplier");
    await define(org, { code: "size", type: "number" });
    const product = await createProduct(org);
    const writes = Array.from({ length: 8 }, (_, i) =>
      i % 2 === 0
        ? call("POST", "/api/v1/products", { token: org.token, body: { sku: `RACE-${i}`, name: "x", attributes: { size: i } } })
        : call("PATCH", `/api/v1/products/${product.id}`, { token: org.token, body: { attributes: { size: i } } }),
    );
    const [change, ...written] = await Promise.all([patch(org, "size", { type: "text" }), ...writes]);
    expect([200, 409]).toContain(change.status);
    const stored = await call("GET", "/api/v1/products?limit=200", { token: org.token });
    const numbers = stored.body.items.filter((p: { attributes: { size?: unknown } }) => typeof p.attributes.size === "number");
    if (change.status === 200) expect(numbers).toEqual([]);
    else expect(numbers.length).toBeGreaterThan(0);
    for (const res of written) expect([200, 201, 422]).toContain(res.status);
  });

  it("keeps another organisation's attributes out of sight", async () => {
    const org = await createOrg("supplier");
    const other = await createOrg("supplier");
    await define(org, { code: "origin", type: "text" });
    expect((await call("GET", "/api/v1/attributes/origin", { token: other.token })).status).toBe(404);
    expect((await patch(other, "origin", { labels: { en: "x" } })).status).toBe(404);
    expect((await call("DELETE", "/api/v1/attributes/origin", { token: other.token })).status).toBe(404);
    expect((await call("GET", "/api/v1/attributes", { token: other.token })).body.items).toEqual([]);
    expect((await call("GET", "/api/v1/attributes/origin", { token: org.token })).status).toBe(200);
  });

  it("reads with products:read, writes with products:write, for suppliers only", async () => {
    const org = await createOrg("supplier");
    const reader = await createKey(org, ["products:read"]);
    const writer = await createKey(org, ["products:write"]);
    const viewer = await addMember(org, "viewer");
    expect((await call("POST", "/api/v1/attributes", { apiKey: writer.key, body: { code: "origin", type: "text" } })).status).toBe(201);
    expect((await call("GET", "/api/v1/attributes/origin", { apiKey: reader.key })).status).toBe(200);
    expect((await call("POST", "/api/v1/attributes", { apiKey: reader.key, body: { code: "gtin", type: "text" } })).status).toBe(403);
    expect((await call("DELETE", "/api/v1/attributes/origin", { token: viewer.token })).status).toBe(403);
    const buyer = await createOrg("buyer");
    expect((await define(buyer, { code: "origin", type: "text" })).status).toBe(403);
  });
});
