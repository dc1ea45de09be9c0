import { describe, expect, it } from "vitest";
import { call, errorOf } from "../../support/http";
import { addMember, createKey, createOrg } from "../../support/fixtures";
import { createProduct } from "../../support/catalog";
import { finished } from "../../support/transfer";

const PATH = "/api/v1/products/bulk-actions";

async function products(org: Awaited<ReturnType<typeof createOrg>>, n: number, body: Record<string, unknown> = {}) {
  const made = [];
  for (let i = 0; i < n; i++) made.push(await createProduct(org, { status: "draft", ...body }));
  return made.map((p) => p.id as string);
}

const read = async (org: Awaited<ReturnType<typeof createOrg>>, id: string) => (await call("GET", `/api/v1/products/${id}`, { token: org.token })).body;

describe("bulk actions (issue 17, the product grid)", () => {
  it("sets the status of the chosen products in the background and reports progress until done", async () => {
    const org = await createOrg();
    const ids = await products(org, 30);
    const untouched = await products(org, 1);
    const created = await call("POST", PATH, { token: org.token, body: { action: "setStatus", status: "active", productIds: ids } });
    expect(created.status, JSON.stringify(created.body)).toBe(202);
    expect(created.body).toMatchObject({ action: "setStatus", status: "pending", total: 30, processed: 0, failed: 0, errors: [] });
    const done = await finished(org, `${PATH}/${created.body.id}`);
    expect(done).toMatchObject({ status: "succeeded", total: 30, processed: 30, failed: 0, finishedAt: expect.any(String) });
    for (const id of ids) expect((await read(org, id)).status).toBe("active");
    expect((await read(org, untouched[0]!)).status).toBe("draft");
  });

  it("adds and removes tags, sets category and family, and deletes", async () => {
    const org = await createOrg();
    const [a, b] = await products(org, 2, { tags: ["keep", "old"] });
    const category = await call("POST", "/api/v1/categories", { token: org.token, body: { name: "Chairs" } });
    expect((await call("POST", "/api/v1/families", { token: org.token, body: { code: "seating", labels: {}, attributes: [] } })).status).toBe(201);
    const run = async (body: Record<string, unknown>) => {
      const res = await call("POST", PATH, { token: org.token, body: { productIds: [a, b], ...body } });
      expect(res.status, JSON.stringify(res.body)).toBe(202);
      const done = await finished(org, `${PATH}/${res.body.id}`);
      expect(done, JSON.stringify(done)).toMatchObject({ status: "succeeded", failed: 0 });
    };
    await run({ action: "addTags", tags: ["new", "keep"] });
    expect((await read(org, a!)).tags).toEqual(["keep", "old", "new"]);
    await run({ action: "removeTags", tags: ["old"] });
    expect((await read(org, b!)).tags).toEqual(["keep", "new"]);
    await run({ action: "setCategory", categoryId: category.body.id });
    expect((await read(org, a!)).categoryName).toBe("Chairs");
    await run({ action: "setFamily", familyCode: "seating" });
    expect((await read(org, b!)).familyCode).toBe("seating");
    await run({ action: "delete" });
    expect((await call("GET", `/api/v1/products/${a}`, { token: org.token })).status).toBe(404);
    expect((await call("GET", `/api/v1/products/${b}`, { token: org.token })).status).toBe(404);
  });

  it("refuses to add tags past a product's limit of 50, and changes only the products that stay within it", async () => {
    const org = await createOrg();
    const [full] = await products(org, 1, { tags: Array.from({ length: 49 }, (_, i) => `t${i}`) });
    const [light] = await products(org, 1, { tags: ["a"] });
    const res = await call("POST", PATH, { token: org.token, body: { productIds: [full, light], action: "addTags", tags: ["x", "y"] } });
    expect(res.status).toBe(202);
    const done = await finished(org, `${PATH}/${res.body.id}`);
    expect(done).toMatchObject({ status: "succeeded", total: 2, failed: 1, errors: [{ productId: full, message: "tags: A product holds at most 50 tags; these would make 51." }] });
    expect((await read(org, full!)).tags).toHaveLength(49);
    expect((await read(org, light!)).tags).toEqual(["a", "x", "y"]);
  });

  it("never changes another organisation's products, and hides its actions", async () => {
    const org = await createOrg();
    const other = await createOrg();
    const mine = await products(org, 1);
    const theirs = await products(other, 2);
    const res = await call("POST", PATH, { token: org.token, body: { action: "setStatus", status: "archived", productIds: [...mine, ...theirs] } });
    expect(res.status).toBe(202);
    const done = await finished(org, `${PATH}/${res.body.id}`);
    expect(done).toMatchObject({ status: "succeeded", processed: 3, failed: 2 });
    expect(done.errors.map((e: { productId: string }) => e.productId).sort()).toEqual([...theirs].sort());
    for (const id of theirs) expect((await read(other, id)).status).toBe("draft");
    expect((await read(org, mine[0]!)).status).toBe("archived");

    const deleting = await call("POST", PATH, { token: org.token, body: { action: "delete", productIds: theirs } });
    await finished(org, `${PATH}/${deleting.body.id}`);
    for (const id of theirs) expect((await call("GET", `/api/v1/products/${id}`, { token: other.token })).status).toBe(200);

    const peek = await call("GET", `${PATH}/${res.body.id}`, { token: other.token });
    expect(peek.status).toBe(404);
    expect(errorOf(peek).error.code).toBe("NOT_FOUND");
  });

  it("refuses a bad body with 422 and a category or family of another organisation", async () => {
    const org = await createOrg();
    const other = await createOrg();
    const [id] = await products(org, 1);
    const foreignCategory = await call("POST", "/api/v1/categories", { token: other.token, body: { name: "Theirs" } });
    const cases: [Record<string, unknown>, string][] = [
      [{ action: "explode", productIds: [id] }, "action"],
      [{ action: "setStatus", status: "gone", productIds: [id] }, "status"],
      [{ action: "setStatus", status: "active", productIds: [] }, "productIds"],
      [{ action: "setStatus", status: "active", productIds: ["x"] }, "productIds.0"],
      [{ action: "setStatus", status: "active", productIds: Array.from({ length: 1001 }, () => crypto.randomUUID()) }, "productIds"],
      [{ action: "addTags", tags: [], productIds: [id] }, "tags"],
      [{ action: "delete", productIds: [id], extra: 1 }, ""],
      [{ action: "setCategory", categoryId: foreignCategory.body.id, productIds: [id] }, "categoryId"],
      [{ action: "setFamily", familyCode: "nope", productIds: [id] }, "familyCode"],
    ];
    for (const [body, path] of cases) {
      const res = await call("POST", PATH, { token: org.token, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(errorOf(res).error.code).toBe("VALIDATION_FAILED");
      if (path) expect(errorOf(res).error.details?.map((d: { path: string }) => d.path), JSON.stringify(res.body)).toContain(path);
    }
    expect((await call("GET", `${PATH}/not-a-uuid`, { token: org.token })).status).toBe(404);
  });

  it("needs products:write: a viewer, a read-only key and a buyer are refused", async () => {
    const org = await createOrg();
    const [id] = await products(org, 1);
    const body = { action: "setStatus", status: "active", productIds: [id] };
    const viewer = await addMember(org, "viewer");
    expect((await call("POST", PATH, { token: viewer.token, body })).status).toBe(403);
    const readKey = await createKey(org, ["products:read"]);
    expect((await call("POST", PATH, { apiKey: readKey.key, body })).status).toBe(403);
    const buyer = await createOrg("buyer");
    expect((await call("POST", PATH, { token: buyer.token, body })).status).toBe(403);
    const writeKey = await createKey(org, ["products:write"]);
    expect((await call("POST", PATH, { apiKey: writeKey.key, body })).status).toBe(202);
    expect((await read(org, id!)).status).toBe("draft");
  });
});
