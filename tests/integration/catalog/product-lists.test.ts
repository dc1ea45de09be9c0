import { describe, expect, it } from "vitest";
import { call, errorOf } from "../../support/http";
import { clientAddressHeader, createKey, createOrg } from "../../support/fixtures";
import { TEST_ENV } from "../../setup/test-env";
import { db } from "../../../lib/db/client";

async function seedProducts(organizationId: string, count: number, prefix = "P") {
  await db.product.createMany({
    data: Array.from({ length: count }, (_, i) => ({ organizationId, sku: `${prefix}-${i}`, name: `Product ${i}`, status: "active" as const })),
  });
}

async function walk(path: string, token: string, between?: (page: number) => Promise<void>) {
  const ids: string[] = [];
  let cursor: string | null = null;
  let page = 0;
  do {
    const res: { status: number; body: { items: { id: string }[]; nextCursor: string | null } } = await call(
      "GET",
      `${path}${path.includes("?") ? "&" : "?"}limit=7${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      { token },
    );
    expect(res.status).toBe(200);
    ids.push(...res.body.items.map((p) => p.id));
    cursor = res.body.nextCursor;
    if (between) await between(page++);
  } while (cursor);
  return ids;
}

describe("product lists", () => {
  it("pages by cursor with no row that existed throughout skipped or repeated, under concurrent inserts and deletes", async () => {
    const org = await createOrg("supplier");
    await seedProducts(org.id, 40);
    const all = await db.product.findMany({ where: { organizationId: org.id }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
    const doomed = new Set(all.filter((_, i) => i % 5 === 0).map((p) => p.id));
    const doomedList = [...doomed];
    const seen = await walk("/api/v1/products", org.token, async (page) => {
      // Between pages: delete some rows (ahead and behind) and add new ones.
      const victim = doomedList[page];
      if (victim) await db.product.delete({ where: { id: victim } });
      await db.product.create({ data: { organizationId: org.id, sku: `NEW-${page}`, name: "Inserted while paging" } });
    });
    const survivors = all.filter((p) => !doomed.has(p.id)).map((p) => p.id);
    for (const id of survivors) expect(seen.filter((s) => s === id)).toHaveLength(1);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it("adds total only with withTotal=true", async () => {
    const org = await createOrg("supplier");
    await seedProducts(org.id, 12);
    const plain = await call("GET", "/api/v1/products?limit=5", { token: org.token });
    expect(plain.body).not.toHaveProperty("total");
    expect(Object.keys(plain.body).sort()).toEqual(["items", "nextCursor"]);
    const withTotal = await call("GET", "/api/v1/products?limit=5&withTotal=true", { token: org.token });
    expect(withTotal.body.total).toBe(12);
    expect(withTotal.body.items).toHaveLength(5);
    const off = await call("GET", "/api/v1/products?withTotal=false", { token: org.token });
    expect(off.body).not.toHaveProperty("total");
    expect((await call("GET", "/api/v1/products?withTotal=yes", { token: org.token })).status).toBe(422);
  });

  it("never lists another supplier's products, and refuses its cursors", async () => {
    const a = await createOrg("supplier");
    const b = await createOrg("supplier");
    await seedProducts(a.id, 3, "A");
    await seedProducts(b.id, 3, "B");
    const list = await call("GET", "/api/v1/products?limit=2", { token: a.token });
    expect(list.body.items.every((p: { supplierId: string }) => p.supplierId === a.id)).toBe(true);
    const foreign = await call("GET", `/api/v1/products?cursor=${encodeURIComponent(list.body.nextCursor)}`, { token: b.token });
    expect(foreign.status).toBe(400);
  });
});

describe("GET /api/v1/admin/orgs/{id}/products", () => {
  async function platformToken() {
    const res = await call("POST", "/api/v1/auth/login", {
      headers: clientAddressHeader(),
      body: { email: TEST_ENV.PLATFORM_ADMIN_EMAIL, password: TEST_ENV.PLATFORM_ADMIN_PASSWORD },
    });
    return res.body.accessToken as string;
  }

  it("lets the platform tier read any organisation's products, with withTotal", async () => {
    const org = await createOrg("supplier");
    await seedProducts(org.id, 4);
    await db.product.updateMany({ where: { organizationId: org.id, sku: "P-0" }, data: { status: "draft" } });
    const token = await platformToken();
    const res = await call("GET", `/api/v1/admin/orgs/${org.id}/products?withTotal=true`, { token });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(4);
    expect(res.body.items).toHaveLength(4);
    const plain = await call("GET", `/api/v1/admin/orgs/${org.id}/products`, { token });
    expect(plain.body).not.toHaveProperty("total");
    expect((await call("GET", `/api/v1/admin/orgs/00000000-0000-4000-8000-000000000000/products`, { token })).status).toBe(404);
  });

  it("refuses every caller that is not on the platform tier", async () => {
    const org = await createOrg("supplier", "enterprise");
    const key = await createKey(org, ["products:read"]);
    for (const credential of [{ token: org.token }, { apiKey: key.key }]) {
      const res = await call("GET", `/api/v1/admin/orgs/${org.id}/products`, credential);
      expect(res.status).toBe(403);
      expect(errorOf(res).error.code).toBe("FORBIDDEN");
    }
  });
});
