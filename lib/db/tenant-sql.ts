import { Prisma } from "./generated/client";

// Raw SQL on a tenant table, scoped like ownedBy() scopes Prisma queries:
//
//   db.$queryRaw(tenantSql(principal)`SELECT ... FROM products WHERE "organizationId" = ${TENANT}::uuid AND ...`)
//
// TENANT stands for the organisation the template was made for, bound as a
// parameter where it stands (in fragments built with Prisma.sql too). A text
// that never uses it throws before it reaches the database, so a query
// cannot forget its tenant; TENANT outside tenantSql is an unbindable value,
// so a fragment holding it cannot run unscoped either. Lint refuses raw SQL on a
// tenant table that does not go through here (scripts/lint/tenant-scope.mjs).
export const TENANT: unique symbol = Symbol("tenant");
// The organisations of a tenantSql.organizations() template, as a uuid[].
export const TENANTS: unique symbol = Symbol("tenants");

type Tag = (strings: TemplateStringsArray, ...values: unknown[]) => Prisma.Sql;

function scopedTo(tenant: string | null, tenants: string[] | null): Tag {
  return (strings, ...values) => {
    // Prisma.sql flattens nested fragments, so every sentinel is in .values.
    const text = Prisma.sql(strings, ...values);
    if (!text.values.some((value) => value === TENANT || value === TENANTS)) throw new Error(`tenant SQL does not use TENANT: ${text.sql}`);
    const bind = (value: unknown) => {
      if (value === TENANT && tenant !== null) return tenant;
      if (value === TENANTS && tenants !== null) return tenants;
      if (value === TENANT || value === TENANTS) throw new Error(`tenant SQL uses ${String(value)}, which this scope does not bind: ${text.sql}`);
      return value;
    };
    return new Prisma.Sql(text.strings, text.values.map(bind));
  };
}

// The owner is anything that carries its organisation, as for ownedBy().
export const tenantSql = Object.assign((owner: { organizationId: string }): Tag => scopedTo(owner.organizationId, null), {
  // Work that holds an organisation's id (a job, a lock taken for it).
  organization: (organizationId: string): Tag => scopedTo(organizationId, null),
  // Several organisations the caller may read (a buyer's suppliers): TENANTS
  // is their uuid[], and TENANT the one organisation when there is only one,
  // so a single supplier's query can keep its plain equality.
  organizations: (organizationIds: readonly string[]): Tag =>
    scopedTo(organizationIds.length === 1 ? organizationIds[0]! : null, [...organizationIds]),
  // No organisation, on purpose (a sweep of every organisation, rows found by
  // ids the caller already scoped); each use says which in a comment.
  anyOrganization: Prisma.sql as Tag,
});
