import { AsyncLocalStorage } from "node:async_hooks";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createKey, createOrg, type TestOrg } from "../../support/fixtures";
import { db } from "../../../lib/db/client";
import { NativeDate } from "../../../lib/core/native-date";
import { GET as listProducts } from "../../../app/api/v1/products/route";
import { GET as getProduct } from "../../../app/api/v1/products/[id]/route";

// How many statements one request sends to PostgreSQL, counted on pg's
// client (Prisma's queries and the prepared ones alike, BEGIN and COMMIT
// included), for the request's own async context only: the handler runs in
// this process, so nothing another test does is counted.
const measuring = new AsyncLocalStorage<{ statements: string[] }>();
const sendQuery = pg.Client.prototype.query;

beforeAll(() => {
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const config = args[0];
    measuring.getStore()?.statements.push(typeof config === "string" ? config : String((config as { text?: string }).text));
    return (sendQuery as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof pg.Client.prototype.query;
  // The entitlement header is recomputed at most every 2 s and a key's last
  // use recorded at most once a minute: with the clock held, the requests
  // measured are the steady state every request after the first is in,
  // however long the catalogue takes to build. The hot path reads the
  // engine's clock (NativeDate), which fake timers do not replace.
  const held = NativeDate.now();
  vi.spyOn(NativeDate, "now").mockReturnValue(held);
  vi.useFakeTimers({ toFake: ["Date"], now: held });
});

afterAll(() => {
  pg.Client.prototype.query = sendQuery;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function statementsOf(handler: (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>, path: string, headers: Record<string, string>, params: Record<string, string> = {}) {
  const call = () => handler(new Request(`http://localhost${path}`, { headers }), { params: Promise.resolve(params) });
  expect((await call()).status).toBe(200);
  const store = { statements: [] as string[] };
  const res = await measuring.run(store, call);
  expect(res.status).toBe(200);
  return { statements: store.statements, body: await res.json() };
}

// A catalogue whose documents need every name and link a page can carry.
async function catalogue(org: TestOrg, count: number) {
  const category = await db.category.create({ data: { organizationId: org.id, name: "Shoes" } });
  const family = await db.family.create({ data: { organizationId: org.id, code: "shoe" } });
  const type = await db.associationType.create({ data: { organizationId: org.id, code: "related" } });
  await db.product.createMany({
    data: Array.from({ length: count }, (_, i) => ({ organizationId: org.id, sku: `Q-${i}`, name: `Product ${i}`, categoryId: category.id, familyId: family.id, status: "active" as const })),
  });
  const products = await db.product.findMany({ where: { organizationId: org.id }, select: { id: true }, orderBy: { sku: "asc" } });
  await db.productAssociation.createMany({
    data: products.slice(1).map((p, i) => ({ organizationId: org.id, productId: p.id, typeId: type.id, targetId: products[i]!.id, position: 0 })),
  });
  return products;
}

describe("statements per request", () => {
  let org: TestOrg;
  let key: string;
  let products: { id: string }[];

  beforeAll(async () => {
    org = await createOrg("supplier");
    key = (await createKey(org, ["products:read"])).key;
    products = await catalogue(org, 210);
  });

  it.each([1, 50, 200])("lists a page of %i products in at most two statements, with an API key or a session", async (limit) => {
    const credentials: Record<string, string>[] = [{ "x-api-key": key }, { authorization: `Bearer ${org.token}` }];
    for (const headers of credentials) {
      const { statements, body } = await statementsOf(listProducts, `/api/v1/products?limit=${limit}`, headers);
      expect(body.items).toHaveLength(limit);
      expect(body.items.at(-1)).toMatchObject({ categoryName: "Shoes", familyCode: "shoe", supplierName: org.name });
      expect(statements.length, statements.join("\n---\n")).toBeLessThanOrEqual(2);
    }
  });

  it("reads one product in at most two statements", async () => {
    const { statements, body } = await statementsOf(getProduct, `/api/v1/products/${products[1]!.id}`, { "x-api-key": key }, { id: products[1]!.id });
    expect(body).toMatchObject({ id: products[1]!.id, categoryName: "Shoes", associations: { related: [{ productId: products[0]!.id }] } });
    expect(statements.length, statements.join("\n---\n")).toBeLessThanOrEqual(2);
  });
});
