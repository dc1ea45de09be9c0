import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";
import { tenantDelegates } from "../../scripts/lint/tenant-scope.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root });

async function rulesFiredBy(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message).filter((rule) => rule.startsWith("tenant/"));
}

const inModule = (body: string) => `
import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
export async function probe(principal: { organizationId: string }, orgId: string, organizationId: string, id: string, ids: string[]) {
  void ownedBy; void principal; void orgId; void organizationId; void id; void ids;
  ${body}
}
`;

const WHERE = "tenant/where-spreads-owned-by";
const INLINE = "tenant/no-inline-organization";
const RAW = "tenant/raw-sql-through-tenant-sql";

const withTenantSql = (body: string) =>
  inModule(body).replace('import { ownedBy } from "../db/tenant";', 'import { ownedBy } from "../db/tenant";\nimport { Prisma } from "../db/generated/client";\nimport { TENANT, tenantSql } from "../db/tenant-sql";\nvoid Prisma; void TENANT; void tenantSql;');

describe("tenant scoping lint rules", () => {
  // ESLint loads its configuration and the TypeScript parser on its first
  // run (two seconds on a quiet machine, more under CI's parallel suites);
  // that start belongs to no rule's test.
  beforeAll(() => rulesFiredBy("lib/channels/probe.ts", inModule("")), 60_000);

  it("knows the tenant tables from the schema", () => {
    expect(tenantDelegates).toContain("product");
    expect(tenantDelegates).toContain("apiKey");
    expect(tenantDelegates).not.toContain("user");
    expect(tenantDelegates).not.toContain("organization");
  });

  it.each([
    ["a member expression", "return db.channel.findFirst({ where: { id, organizationId: principal.organizationId } });"],
    ["a bare variable", "return db.channel.findFirst({ where: { id, organizationId: orgId } });"],
    ["the shorthand", "return db.channel.findFirst({ where: { id, organizationId } });"],
    ["a list of organisations", "return db.channel.findMany({ where: { organizationId: { in: ids } } });"],
    ["a compound key", "return db.membership.findUnique({ where: { userId_organizationId: { userId: id, organizationId } } });"],
  ])("refuses an inline organisation in a where: %s", async (_, body) => {
    expect(await rulesFiredBy("lib/channels/probe.ts", inModule(body))).toEqual([WHERE, INLINE]);
  });

  it.each([
    ["a member expression", "await db.channel.create({ data: { organizationId: principal.organizationId, name: 'x' } });"],
    ["a bare variable", "await db.channel.create({ data: { organizationId: orgId, name: 'x' } });"],
    ["the shorthand", "await db.channel.createMany({ data: [{ organizationId, name: 'x' }] });"],
  ])("refuses an inline organisation on a new row: %s", async (_, body) => {
    expect(await rulesFiredBy("lib/channels/probe.ts", inModule(body))).toEqual([INLINE]);
  });

  it.each([
    ["a where without the organisation", "return db.channel.update({ where: { id }, data: { name: 'x' } });"],
    ["no where at all", "return db.product.findMany();"],
    ["a where built elsewhere", "const where = { id, ...ownedBy(principal) }; return db.product.findMany({ where });"],
    ["a spread of something else", "const scope = { organizationId }; return db.product.count({ where: { ...scope } });"],
    ["a transaction's client", "return db.$transaction((tx) => tx.asset.deleteMany({ where: { id } }));"],
  ])("refuses a query of a tenant table whose where does not spread ownedBy: %s", async (_, body) => {
    expect(await rulesFiredBy("lib/channels/probe.ts", inModule(body))).toEqual([WHERE]);
  });

  it.each([
    ["the principal", "return db.channel.findFirst({ where: { id, ...ownedBy(principal) } });"],
    ["an organisation's id, named", "return db.channel.findMany({ where: { ...ownedBy.organization(orgId) } });"],
    ["several organisations, named", "return db.product.findMany({ where: { ...ownedBy.organizations(ids) } });"],
    ["every organisation, named", "return db.refreshFamily.deleteMany({ where: { ...ownedBy.anyOrganization() } });"],
    ["a compound key", "return db.membership.findUnique({ where: { userId_organizationId: { userId: id, ...ownedBy(principal) } } });"],
    ["a new row", "await db.channel.create({ data: { ...ownedBy(principal), name: 'x' } });"],
    ["a table that is not a tenant's", "return db.user.findUnique({ where: { id } });"],
  ])("accepts %s", async (_, body) => {
    expect(await rulesFiredBy("lib/channels/probe.ts", inModule(body))).toEqual([]);
  });

  it.each([
    ["$queryRaw", 'return db.$queryRaw`SELECT id FROM products WHERE "organizationId" = ${orgId}::uuid`;'],
    ["$executeRaw", 'return db.$executeRaw`UPDATE channels SET name = ${id} WHERE id = ${id}::uuid`;'],
    ["a Prisma.sql fragment", 'return Prisma.sql`SELECT count(*) FROM api_keys WHERE "organizationId" = ${orgId}::uuid`;'],
    ["$queryRawUnsafe", "return db.$queryRawUnsafe('DELETE FROM assets WHERE id = $1', id);"],
    ["a pg query", "return pool.query('SELECT * FROM \"product_changes\" WHERE seq > $1', [1]);"],
    ["an INSERT", 'return db.$executeRaw`INSERT INTO publications (id) VALUES (${id}::uuid)`;'],
  ])("refuses raw SQL on a tenant table that bypasses tenantSql: %s", async (_, body) => {
    const code = withTenantSql(body).replace("export async function", "declare const pool: { query(text: string, values: unknown[]): Promise<unknown> };\nexport async function");
    expect(await rulesFiredBy("lib/channels/probe.ts", code)).toEqual([RAW]);
  });

  it.each([
    ["tenantSql", 'return db.$queryRaw(tenantSql(principal)`SELECT id FROM products WHERE "organizationId" = ${TENANT}::uuid`);'],
    ["a named escape", "return db.$executeRaw(tenantSql.anyOrganization`DELETE FROM assets WHERE status = 'pending'`);"],
    ["a table that is not a tenant's", 'return db.$queryRaw`SELECT id FROM users WHERE email = ${id}`;'],
    ["the name in a column", 'return db.$queryRaw`SELECT products_count FROM organizations WHERE id = ${id}::uuid`;'],
  ])("accepts raw SQL through %s", async (_, body) => {
    expect(await rulesFiredBy("lib/channels/probe.ts", withTenantSql(body))).toEqual([]);
  });

  it("applies to jobs and route files too", async () => {
    const body = inModule("return db.channel.findFirst({ where: { id } });");
    expect(await rulesFiredBy("inngest/functions/probe.ts", body.replace("../db/", "../../lib/db/"))).toEqual([WHERE]);
    expect(await rulesFiredBy("app/api/v1/probe/route.ts", body.replace("../db/", "@/lib/db/"))).toEqual([WHERE]);
  });
});
