import { describe, expect, it } from "vitest";
import { Prisma } from "./generated/client";
import { TENANT, TENANTS, tenantSql } from "./tenant-sql";

const org = "11111111-1111-4111-8111-111111111111";
const other = "22222222-2222-4222-8222-222222222222";

describe("tenantSql", () => {
  it("binds TENANT to the owner's organisation where it stands, in fragments too", () => {
    const fragment = Prisma.sql`"organizationId" = ${TENANT}::uuid`;
    const query = tenantSql({ organizationId: org })`SELECT id FROM products WHERE ${fragment} AND sku = ${"A-1"}`;
    expect(query.text).toBe(`SELECT id FROM products WHERE "organizationId" = $1::uuid AND sku = $2`);
    expect(query.values).toEqual([org, "A-1"]);
  });

  it("refuses a text that never uses the tenant parameter", () => {
    expect(() => tenantSql.organization(org)`SELECT id FROM products WHERE sku = ${"A-1"}`).toThrow(/does not use TENANT/);
  });

  it("binds TENANTS to several organisations, and TENANT too when there is one", () => {
    expect(tenantSql.organizations([org, other])`SELECT 1 FROM products WHERE "organizationId" = ANY(${TENANTS}::uuid[])`.values).toEqual([[org, other]]);
    expect(tenantSql.organizations([org])`SELECT 1 FROM products WHERE "organizationId" = ${TENANT}::uuid`.values).toEqual([org]);
    expect(() => tenantSql.organizations([org, other])`SELECT 1 FROM products WHERE "organizationId" = ${TENANT}::uuid`).toThrow(/does not bind/);
    expect(() => tenantSql(({ organizationId: org }))`SELECT 1 FROM products WHERE "organizationId" = ANY(${TENANTS}::uuid[])`).toThrow(/does not bind/);
  });

  it("leaves a fragment holding TENANT unbindable outside it", () => {
    const unscoped = tenantSql.anyOrganization`SELECT 1 FROM products WHERE "organizationId" = ${TENANT}::uuid`;
    expect(unscoped.values).toEqual([TENANT]);
  });
});
