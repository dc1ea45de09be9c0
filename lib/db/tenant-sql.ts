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

// Prisma.sql flattens nested fragments, so every sentinel is in .values.
function withTenant(strings: TemplateStringsArray, values: unknown[]): Prisma.Sql {
  const text = Prisma.sql(strings, ...values);
  if (!text.values.some((value) => value === TENANT || value === TENANTS)) throw new Error(`tenant SQL does not use TENANT: ${text.sql}`);
  return text;
}

// The organisations a text is bound to: TENANT's one and TENANTS's list,
// each null where the scope does not bind it.
export type TenantBinding = { tenant: string | null; tenants: readonly string[] | null };

// The binding of a scope of several organisations (TENANT too when there is one).
export function organizationsBinding(organizationIds: readonly string[]): TenantBinding {
  return { tenant: organizationIds.length === 1 ? organizationIds[0]! : null, tenants: organizationIds };
}

// The value a sentinel stands for (the value itself when it is none).
export function bindTenant(value: unknown, binding: TenantBinding, text: Prisma.Sql | string): unknown {
  if (value === TENANT && binding.tenant !== null) return binding.tenant;
  if (value === TENANTS && binding.tenants !== null) return [...binding.tenants];
  if (value === TENANT || value === TENANTS) throw new Error(`tenant SQL uses ${String(value)}, which this scope does not bind: ${typeof text === "string" ? text : text.sql}`);
  return value;
}

function scopedTo(binding: TenantBinding): Tag {
  return (strings, ...values) => {
    const text = withTenant(strings, values);
    return new Prisma.Sql(
      text.strings,
      text.values.map((value) => bindTenant(value, binding, text)),
    );
  };
}

// The owner is anything that carries its organisation, as for ownedBy().
export const tenantSql = Object.assign((owner: { organizationId: string }): Tag => scopedTo({ tenant: owner.organizationId, tenants: null }), {
  // Work that holds an organisation's id (a job, a lock taken for it).
  organization: (organizationId: string): Tag => scopedTo({ tenant: organizationId, tenants: null }),
  // Several organisations the caller may read (a buyer's suppliers): TENANTS
  // is their uuid[], and TENANT the one organisation when there is only one,
  // so a single supplier's query can keep its plain equality.
  organizations: (organizationIds: readonly string[]): Tag => scopedTo(organizationsBinding(organizationIds)),
  // A statement built once and bound on each run (preparedStatement in
  // lib/db/prepared.ts): TENANT and TENANTS are left in place here, for
  // the organisations each run names.
  unbound: ((strings, ...values) => withTenant(strings, values)) as Tag,
  // No organisation, on purpose (a sweep of every organisation, rows found by
  // ids the caller already scoped); each use says which in a comment.
  anyOrganization: Prisma.sql as Tag,
});
