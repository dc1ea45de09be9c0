import { Prisma } from "./generated/client";

// Raw SQL on a tenant table, scoped like ownedBy() scopes Prisma queries:
//
//   db.$queryRaw(tenantSql(principal)`SELECT ... FROM products WHERE "organizationId" = ${TENANT}::uuid AND ...`)
//
// TENANT stands for the organisation the template was made for, bound as a
// parameter where it stands (in fragments built with Prisma.sql too). A text
// that never uses it throws before it reaches the database, so a query
// cannot forget its tenant; TENANT outside tenantSql is an unbindable value,
// so it cannot leak into an unscoped query either. Lint refuses raw SQL on a
// tenant table that does not go through here (scripts/lint/tenant-scope.mjs).
export const TENANT: unique symbol = Symbol("tenant");

type Tag = (strings: TemplateStringsArray, ...values: unknown[]) => Prisma.Sql;

function scopedTo(tenant: string | readonly string[]): Tag {
  return (strings, ...values) => {
    // Prisma.sql flattens nested fragments, so every TENANT is in .values.
    const text = Prisma.sql(strings, ...values);
    if (!text.values.includes(TENANT)) throw new Error(`tenant SQL does not use TENANT: ${text.sql}`);
    return new Prisma.Sql(
      text.strings,
      text.values.map((value) => (value === TENANT ? tenant : value)),
    );
  };
}

// The owner is anything that carries its organisation, as for ownedBy().
export const tenantSql = Object.assign((owner: { organizationId: string }): Tag => scopedTo(owner.organizationId), {
  // Work that holds an organisation's id (a job, a lock taken for it).
  organization: (organizationId: string): Tag => scopedTo(organizationId),
  // Several organisations the caller may read (a buyer's suppliers): TENANT
  // is a uuid[], written `= ANY(${TENANT}::uuid[])`.
  organizations: (organizationIds: readonly string[]): Tag => scopedTo([...organizationIds]),
  // No organisation, on purpose (a sweep of every organisation, rows found by
  // ids the caller already scoped); each use says which in a comment.
  anyOrganization: Prisma.sql as Tag,
});
