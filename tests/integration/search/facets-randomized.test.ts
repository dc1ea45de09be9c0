import { beforeAll, describe, expect, it } from "vitest";
import { db } from "../../../lib/db/client";
import { totalInScope } from "../../../lib/search/total-in-scope";
import { createOrg, type TestOrg } from "../../support/fixtures";
import {
  ALL_FACETS,
  expectedCountRows,
  expectedFacets,
  expectedMatches,
  loadDocs,
  scopeOf,
  searchAll,
  storedCountRows,
  type Doc,
  type FacetName,
  type Filters,
} from "./brute-force";

// A random catalogue, random searches by every kind of principal, and random
// writes through every write path in between: the service's facets, items
// and totals, and the counts table itself, must always equal a brute-force
// count. Set SEARCH_SEED to replay a failure.
const seed = Number(process.env.SEARCH_SEED ?? Date.now() % 1_000_000);

function mulberry32(a: number) {
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = mulberry32(seed);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const some = <T>(items: readonly T[], max: number): T[] => [...new Set(Array.from({ length: Math.floor(random() * (max + 1)) }, () => pick(items)))];
const chance = (p: number) => random() < p;

const WORDS = ["amber", "birch", "cedar", "delta", "ember", "fjord", "grove", "heath", "ivory", "juniper", "kelp", "larch"];
const TAGS = ["eco", "sale", "new", "bulk", "gift", "Eco", "b2b", "ä-tag"];
const CATEGORY_NAMES = ["Shoes", "Hats", "Bags", "Tools"];
const SUPPLIER_NAMES = ["North Co", "South Co", "North Co"];
const STATUSES = ["draft", "active", "archived"] as const;
const SCORES = [null, 0, 35, 59, 60, 75, 89, 90, 100];

type Supplier = { org: TestOrg; categories: { id: string; name: string }[] };
type Principal = { org: TestOrg; kind: "supplier" | "buyer" };

let suppliers: Supplier[];
let principals: Principal[];
let skuCounter = 0;

function productData(supplier: Supplier) {
  const category = chance(0.8) ? pick(supplier.categories) : null;
  return {
    organizationId: supplier.org.id,
    sku: `SKU-${++skuCounter}`,
    name: some(WORDS, 3).join(" ") || "plain",
    description: chance(0.7) ? some(WORDS, 4).join(", ") : null,
    status: pick(STATUSES),
    categoryId: category?.id ?? null,
    tags: some(TAGS, 3),
    localized: chance(0.5) ? { "fr-FR": { name: `${pick(WORDS)}-fr` } } : {},
    qualityScore: pick(SCORES),
  };
}

async function seedCatalogue() {
  suppliers = [];
  for (const name of SUPPLIER_NAMES) {
    const org = await createOrg("supplier");
    await db.organization.update({ where: { id: org.id }, data: { name } });
    org.name = name;
    const categories = [];
    for (const categoryName of some(CATEGORY_NAMES, 3).concat("Shoes")) {
      categories.push(await db.category.create({ data: { organizationId: org.id, name: categoryName } }));
    }
    const supplier = { org, categories };
    await db.product.createMany({ data: Array.from({ length: 25 + Math.floor(random() * 20) }, () => productData(supplier)) });
    suppliers.push(supplier);
  }
  const [s1, s2, s3] = suppliers as [Supplier, Supplier, Supplier];
  const buyerAll = await createOrg("buyer");
  const buyerSome = await createOrg("buyer");
  const buyerEnded = await createOrg("buyer");
  await db.connection.createMany({
    data: [
      { supplierId: s1.org.id, buyerId: buyerAll.id },
      { supplierId: s2.org.id, buyerId: buyerAll.id },
      { supplierId: s3.org.id, buyerId: buyerAll.id },
      { supplierId: s3.org.id, buyerId: buyerSome.id },
      { supplierId: s1.org.id, buyerId: buyerEnded.id, status: "ended", endedAt: new Date() },
      { supplierId: s2.org.id, buyerId: buyerEnded.id },
    ],
  });
  principals = [
    ...suppliers.map((s) => ({ org: s.org, kind: "supplier" as const })),
    { org: buyerAll, kind: "buyer" },
    { org: buyerSome, kind: "buyer" },
    { org: buyerEnded, kind: "buyer" },
  ];
}

function randomWords(): string {
  const words = [pick(WORDS)];
  // A second word cut short exercises the prefix match of the last word.
  if (chance(0.3)) words.push(pick(WORDS).slice(0, 2 + Math.floor(random() * 4)));
  return words.join(" ");
}

function randomFilters(docs: Doc[]): Filters {
  const f: Filters = {};
  const sample = docs.length > 0 ? pick(docs) : undefined;
  if (chance(0.25)) f.q = chance(0.8) ? randomWords() : pick(["sku", "zzz", "!!"]);
  // One value, or (the product grid's multi-select facets) any of several.
  if (chance(0.25)) f.qualityBand = chance(0.6) ? pick(["red", "amber", "green"]) : pick(["red,green", "amber,red", "red,amber,green"]);
  if (chance(0.2)) f.categoryName = chance(0.8) ? pick(CATEGORY_NAMES) : chance(0.5) ? "Socks" : `${pick(CATEGORY_NAMES)},${pick(CATEGORY_NAMES)}`;
  if (chance(0.15)) f.categoryId = sample?.categoryId ?? pick(suppliers).categories[0]!.id;
  if (chance(0.3)) f.status = chance(0.6) ? pick(STATUSES) : `${pick(STATUSES)},${pick(STATUSES)}`;
  if (chance(0.3)) f.tags = chance(0.8) ? [pick(TAGS)] : [pick(TAGS), pick(TAGS)];
  if (chance(0.2)) f.supplierName = pick([...SUPPLIER_NAMES, "Nobody"]);
  return f;
}

function shuffledFacets(): FacetName[] {
  return [...ALL_FACETS].sort(() => random() - 0.5).slice(0, 1 + Math.floor(random() * ALL_FACETS.length));
}

async function checkSearches(rounds: number) {
  const docs = await loadDocs(suppliers.map((s) => s.org.id));
  for (let i = 0; i < rounds; i += 1) {
    const principal = pick(principals);
    const scope = await scopeOf({ id: principal.org.id, kind: principal.kind });
    const filters = randomFilters(docs);
    const fields = shuffledFacets();
    const expected = expectedMatches(docs, scope, filters);
    const { ids, facets } = await searchAll(principal.org.token, filters, fields, pick([13, 200]));
    const context = `seed ${seed}, ${principal.kind}, ${JSON.stringify(filters)}, ${fields.join(",")}`;
    expect(ids, context).toEqual(expected.map((d) => d.id));
    expect(facets, context).toEqual(expectedFacets(expected, fields));
  }
  for (const principal of principals) {
    const scope = await scopeOf({ id: principal.org.id, kind: principal.kind });
    expect(await totalInScope(scope), `seed ${seed}, total of ${principal.kind}`).toBe(expectedMatches(docs, scope, {}).length);
  }
}

async function checkCountsTable() {
  const ids = suppliers.map((s) => s.org.id);
  const expected = expectedCountRows(await loadDocs(ids));
  expect(Object.fromEntries(await storedCountRows(ids)), `seed ${seed}`).toEqual(Object.fromEntries(expected));
}

// The bulk upsert's statement: its ON CONFLICT fires both the INSERT and the
// UPDATE trigger, each touching counters of the same supplier.
async function bulkUpsert(supplier: Supplier, items: ReturnType<typeof productData>[]) {
  await db.$executeRaw`
    INSERT INTO products (id, "organizationId", sku, name, description, status, "categoryId", tags, localized, "qualityScore", "createdAt", "updatedAt")
    SELECT gen_random_uuid(), ${supplier.org.id}::uuid, x.sku, x.name, x.description, x.status::"ProductStatus", x."categoryId", x.tags, x.localized, x."qualityScore", now(), now()
    FROM jsonb_to_recordset(${JSON.stringify(items)}::jsonb)
      AS x(sku text, name text, description text, status text, "categoryId" uuid, tags text[], localized jsonb, "qualityScore" int)
    ON CONFLICT ("organizationId", sku) DO UPDATE SET
      status = EXCLUDED.status, "categoryId" = EXCLUDED."categoryId", tags = EXCLUDED.tags, "qualityScore" = EXCLUDED."qualityScore", "updatedAt" = now()`;
}

// One round of writes through every path the catalogue uses: Prisma single
// and multi-row writes, raw SQL, the bulk upsert's ON CONFLICT, category
// rename and delete (ON DELETE SET NULL), and a rolled-back transaction.
async function randomWrites() {
  const all = await db.product.findMany({ where: { organizationId: { in: suppliers.map((s) => s.org.id) } }, select: { id: true, organizationId: true, sku: true } });
  const supplierOf = (organizationId: string) => suppliers.find((s) => s.org.id === organizationId)!;
  for (let i = 0; i < 12; i += 1) {
    const p = pick(all);
    const data = productData(supplierOf(p.organizationId));
    await db.product.update({
      where: { id: p.id },
      data: chance(0.5) ? { status: data.status, qualityScore: data.qualityScore } : { tags: data.tags, categoryId: data.categoryId, name: data.name },
    });
  }
  const victims = some(all, 6).map((p) => p.id);
  await db.product.deleteMany({ where: { id: { in: victims } } });
  const survivors = all.filter((p) => !victims.includes(p.id));
  await db.$executeRaw`UPDATE products SET "qualityScore" = "qualityScore" + 1 WHERE id = ANY(${some(survivors, 10).map((p) => p.id)}::uuid[]) AND "qualityScore" < 100`;

  const supplier = pick(suppliers);
  const upserts = [
    ...some(survivors.filter((p) => p.organizationId === supplier.org.id), 5).map((p) => ({ ...productData(supplier), sku: p.sku })),
    ...Array.from({ length: 5 }, () => productData(supplier)),
  ];
  await bulkUpsert(supplier, upserts);
  // A tag listed twice counts once.
  await db.$executeRaw`INSERT INTO products ("organizationId", sku, name, tags, status, "updatedAt")
    VALUES (${supplier.org.id}::uuid, ${`SKU-${++skuCounter}`}, 'twice tagged', ARRAY['eco', 'eco', 'sale'], 'active', now())`;

  const category = pick(supplier.categories);
  if (chance(0.5)) {
    await db.category.update({ where: { id: category.id }, data: { name: pick(CATEGORY_NAMES) } });
  } else if (supplier.categories.length > 1) {
    await db.category.delete({ where: { id: category.id } });
    supplier.categories = supplier.categories.filter((c) => c.id !== category.id);
  }
  await expect(
    db.$transaction(async (tx) => {
      await tx.product.createMany({ data: [productData(supplier), productData(supplier)] });
      await tx.product.deleteMany({ where: { organizationId: supplier.org.id, status: "draft" } });
      throw new Error("roll back");
    }),
  ).rejects.toThrow("roll back");
}

// Writers racing on the same counters, each statement its own transaction:
// none may fail (the triggers' per-supplier lock keeps them from deadlocking)
// and the counts must come out exact.
async function concurrentWrites() {
  const supplier = suppliers[0]!;
  const existing = await db.product.findMany({ where: { organizationId: supplier.org.id }, select: { id: true, sku: true } });
  const ids = existing.map((p) => p.id);
  await Promise.all(
    Array.from({ length: 6 }, async (_, worker) => {
      const mine = existing.filter((_, k) => k % 6 === worker);
      for (let i = 0; i < 8; i += 1) {
        if (i % 4 === 0) await db.product.createMany({ data: [productData(supplier), productData(supplier)] });
        else if (i % 4 === 1) await db.product.updateMany({ where: { id: { in: some(ids, 4) } }, data: { tags: some(TAGS, 3), status: pick(STATUSES) } });
        else if (i % 4 === 2) await db.product.update({ where: { id: pick(mine).id }, data: { qualityScore: pick(SCORES) } });
        else await bulkUpsert(supplier, [...some(mine, 3).map((p) => ({ ...productData(supplier), sku: p.sku })), productData(supplier)]);
      }
    }),
  );
}

describe(`facet counts against a brute-force count (seed ${seed})`, () => {
  beforeAll(seedCatalogue, 60_000);

  it("agree on the seeded catalogue", { timeout: 120_000 }, async () => {
    await checkCountsTable();
    await checkSearches(120);
  });

  it("agree after random updates, deletes, bulk upserts and category changes", { timeout: 180_000 }, async () => {
    for (let round = 0; round < 4; round += 1) {
      await randomWrites();
      await checkCountsTable();
      await checkSearches(40);
    }
  });

  it("agree after concurrent writers", { timeout: 120_000 }, async () => {
    await concurrentWrites();
    await checkCountsTable();
    await checkSearches(40);
  });
});
