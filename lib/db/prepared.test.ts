import { describe, expect, it } from "vitest";
import { Prisma } from "./generated/client";
import { preparedStatement, queryConfig } from "./prepared";
import { TENANT, TENANTS, tenantSql } from "./tenant-sql";

describe("the hot reads' query config", () => {
  const query = Prisma.sql`SELECT * FROM api_keys WHERE "keyHash" = ${"abc"}`;

  it("names the statement, so PostgreSQL prepares it once per connection", () => {
    const config = queryConfig(query, true);
    expect(config.name).toMatch(/^pis_[0-9a-f]{24}$/);
    expect(queryConfig(query, true).name).toBe(config.name);
    expect(config).toMatchObject({ text: query.text, values: ["abc"] });
  });

  it("sends it unnamed with DB_PREPARED_STATEMENTS=off, for a pooler that cannot keep named statements", () => {
    const config = queryConfig(query, false);
    expect(config.name).toBeUndefined();
    expect(config.key).toBe(queryConfig(query, true).name);
    expect(config).toMatchObject({ text: query.text, values: ["abc"] });
  });
});

describe("a statement built once", () => {
  const org = "11111111-1111-4111-8111-111111111111";
  const other = "22222222-2222-4222-8222-222222222222";
  const ID = Symbol("id");
  const one = preparedStatement(tenantSql.unbound`SELECT 1 FROM products p WHERE p.id = ${ID}::uuid AND p."organizationId" = ${TENANT}::uuid AND p.sku <> ${"X"}`);
  const many = preparedStatement(tenantSql.unbound`SELECT 1 FROM products p WHERE p."organizationId" = ANY(${TENANTS}::uuid[]) AND p.id = ${ID}::uuid`);

  it("keeps the text of its first build, placeholders numbered", () => {
    expect(one.text).toBe(`SELECT 1 FROM products p WHERE p.id = $1::uuid AND p."organizationId" = $2::uuid AND p.sku <> $3`);
  });

  it("binds each run's organisations and values where they stand, constants as they were", () => {
    expect(one.bind([org], { [ID]: "a" })).toEqual(["a", org, "X"]);
    expect(one.bind([other], { [ID]: "b" })).toEqual(["b", other, "X"]);
    expect(many.bind([org, other], { [ID]: "c" })).toEqual([[org, other], "c"]);
  });

  it("refuses a run that binds no organisation for TENANT, or leaves a value out", () => {
    expect(() => one.bind([org, other], { [ID]: "a" })).toThrow(/does not bind/);
    expect(() => one.bind([org], {})).toThrow(/no value given for Symbol\(id\)/);
  });

  it("is built only from a text that names its tenant", () => {
    expect(() => tenantSql.unbound`SELECT 1 FROM products p WHERE p.id = ${ID}::uuid`).toThrow(/does not use TENANT/);
  });
});
