import { describe, expect, it } from "vitest";
import { call } from "../../support/http";
import { createOrg, type TestOrg } from "../../support/fixtures";
import { createProduct, readyImage } from "../../support/catalog";
import { csv, importFile } from "../../support/transfer";
import { signAccessToken } from "../../../lib/auth/access-token";
import { db } from "../../../lib/db/client";

// Every path that writes a product records a version, saying from where.
// The test servers run with HISTORY_STRICT=1, so a path that wrote without
// saying who it writes for fails with a 500 anywhere in the suite; this walk
// checks what each path says.

type Version = { version: number; source: string; actor: { kind: string; id: string | null }; changes: { field: string; before: unknown; after: unknown }[] };

async function latest(org: TestOrg, id: string): Promise<Version> {
  const res = await call("GET", `/api/v1/products/${id}/history?limit=1`, { token: org.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.items[0];
}
const fieldsOf = (v: Version) => v.changes.map((c) => c.field);
const idOf = async (org: TestOrg, sku: string) => (await db.product.findFirstOrThrow({ where: { organizationId: org.id, sku }, select: { id: true } })).id;

describe("every write path records a version", () => {
  it("single, bulk, portal, assets, associations, duplicate, category deletion and delete", async () => {
    const org = await createOrg("supplier");
    const product = await createProduct(org, { sku: "WP-1", name: "Walk" });
    expect(await latest(org, product.id)).toMatchObject({ version: 1, source: "api", actor: { kind: "user", id: org.ownerId } });

    const portal = (await signAccessToken({ userId: org.ownerId, organizationId: org.id, portal: true })).token;
    expect((await call("PATCH", `/api/v1/products/${product.id}`, { token: portal, body: { name: "Walked" } })).status).toBe(200);
    expect(await latest(org, product.id)).toMatchObject({ version: 2, source: "portal", changes: [{ field: "name", before: "Walk", after: "Walked" }] });

    expect((await call("POST", "/api/v1/products/bulk", { token: org.token, body: { items: [{ sku: "WP-1", name: "Walked", description: "Bulk" }] } })).status).toBe(200);
    expect(fieldsOf(await latest(org, product.id))).toEqual(["description"]);

    const image = await readyImage(org);
    expect((await call("PUT", `/api/v1/products/${product.id}/assets`, { token: org.token, body: { assetIds: [image] } })).status).toBe(200);
    expect(await latest(org, product.id)).toMatchObject({ version: 4, changes: [{ field: "assets", before: null, after: [image] }] });

    const other = await createProduct(org, { sku: "WP-2", name: "Spare" });
    expect((await call("POST", "/api/v1/association-types", { token: org.token, body: { code: "spare" } })).status).toBe(201);
    expect((await call("PUT", `/api/v1/products/${product.id}/associations`, { token: org.token, body: { spare: [{ productId: other.id }] } })).status).toBe(200);
    expect(await latest(org, product.id)).toMatchObject({ version: 5, changes: [{ field: "associations.spare", before: null, after: [{ productId: other.id }] }] });

    const copy = await call("POST", `/api/v1/products/${product.id}/duplicate`, { token: org.token, body: { sku: "WP-COPY" } });
    expect(copy.status, JSON.stringify(copy.body)).toBe(201);
    const copied = await latest(org, copy.body.id);
    expect(copied).toMatchObject({ version: 1, source: "api" });
    expect(fieldsOf(copied)).toEqual(expect.arrayContaining(["sku", "name", "assets"]));

    const category = await call("POST", "/api/v1/categories", { token: org.token, body: { name: "Walks" } });
    expect((await call("PATCH", `/api/v1/products/${other.id}`, { token: org.token, body: { categoryId: category.body.id } })).status).toBe(200);
    expect((await call("DELETE", `/api/v1/categories/${category.body.id}`, { token: org.token })).status).toBe(204);
    expect(await latest(org, other.id)).toMatchObject({ source: "api", changes: [{ field: "categoryId", before: category.body.id, after: null }] });

    expect((await call("DELETE", `/api/v1/products/${other.id}`, { token: org.token })).status).toBe(204);
    // The link to it went with it: a change of the product that held it.
    expect(await latest(org, product.id)).toMatchObject({ changes: [{ field: "associations.spare", before: [{ productId: other.id }], after: null }] });
  });

  it("imports and bulk actions, as whoever started them", async () => {
    const org = await createOrg("supplier");
    const done = await importFile(org, csv([["sku", "name"], ["IM-1", "Imported"], ["IM-2", "Imported too"]]));
    expect(done.status).toBe("succeeded");
    const id = await idOf(org, "IM-1");
    expect(await latest(org, id)).toMatchObject({ version: 1, source: "import", actor: { kind: "user", id: org.ownerId } });
    const action = await call("POST", "/api/v1/products/bulk-actions", { token: org.token, body: { action: "addTags", productIds: [id], tags: ["walked"] } });
    await expect.poll(async () => (await call("GET", `/api/v1/products/bulk-actions/${action.body.id}`, { token: org.token })).body.status, { timeout: 30_000 }).toBe("succeeded");
    expect(await latest(org, id)).toMatchObject({ version: 2, source: "bulkAction", actor: { kind: "user", id: org.ownerId }, changes: [{ field: "tags", before: null, after: ["walked"] }] });
    expect((await call("POST", "/api/v1/attributes", { token: org.token, body: { code: "colour", type: "text" } })).status).toBe(201);
    const attribute = await call("POST", "/api/v1/products/bulk-actions", { token: org.token, body: { action: "setAttribute", productIds: [id], code: "colour", value: "red" } });
    expect(attribute.status, JSON.stringify(attribute.body)).toBe(202);
    await expect.poll(async () => (await call("GET", `/api/v1/products/bulk-actions/${attribute.body.id}`, { token: org.token })).body.status, { timeout: 30_000 }).toBe("succeeded");
    expect(await latest(org, id)).toMatchObject({ version: 3, source: "bulkAction", changes: [{ field: "attributes.colour", before: null, after: "red" }] });
  }, 90_000);

  it("a model's edit is a version of the model, not of each variant", async () => {
    const org = await createOrg("supplier");
    expect((await call("POST", "/api/v1/attributes", { token: org.token, body: { code: "size", type: "select", options: [{ code: "s" }, { code: "m" }] } })).status).toBe(201);
    expect((await call("POST", "/api/v1/families", { token: org.token, body: { code: "tees", attributes: ["size"], variantAxes: ["size"] } })).status).toBe(201);
    const model = await createProduct(org, { sku: "TEE", name: "Tee", kind: "model", familyCode: "tees" });
    const variant = await createProduct(org, { sku: "TEE-S", name: undefined, parentId: model.id, attributes: { size: "s" } });
    expect(await latest(org, variant.id)).toMatchObject({ version: 1 });
    expect((await call("PATCH", `/api/v1/products/${model.id}`, { token: org.token, body: { name: "Better tee" } })).status).toBe(200);
    expect(await latest(org, model.id)).toMatchObject({ version: 2, changes: [{ field: "name", before: "Tee", after: "Better tee" }] });
    expect((await latest(org, variant.id)).version).toBe(1);
    expect((await call("GET", `/api/v1/products/${variant.id}`, { token: org.token })).body.name).toBe("Better tee");
    // The variant's own value is its version.
    expect((await call("PATCH", `/api/v1/products/${variant.id}`, { token: org.token, body: { name: "Small tee" } })).status).toBe(200);
    expect(await latest(org, variant.id)).toMatchObject({ version: 2, changes: [{ field: "name", before: null, after: "Small tee" }] });
  });
});
