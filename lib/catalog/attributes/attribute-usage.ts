import type { Tx } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import { TENANT, tenantSql } from "../../db/tenant-sql";

// Which of the organisation's products hold a value of an attribute, in
// `attributes` or in any locale's `attributes` (docs/api.md, "Attributes": type
// changes, deletions and option removals must not orphan stored values).
// jsonb_each fails on a non-object, hence the guard on `localized`; a stored
// JSON null (a locale replaced by PATCH keeps its nulls) is no value.

export async function attributeInUse(tx: Tx, organizationId: string, code: string): Promise<boolean> {
  const [row] = await tx.$queryRaw<{ used: boolean }[]>(tenantSql.organization(organizationId)`
    SELECT EXISTS (
      SELECT 1 FROM products p
      WHERE p."organizationId" = ${TENANT}::uuid
        AND (jsonb_typeof(p.attributes -> ${code}) <> 'null'
          OR EXISTS (
            SELECT 1 FROM jsonb_each(CASE WHEN jsonb_typeof(p.localized) = 'object' THEN p.localized ELSE '{}'::jsonb END) l
            WHERE jsonb_typeof(l.value -> 'attributes' -> ${code}) <> 'null'))
    ) AS used`);
  return row?.used ?? false;
}

// The options among `candidates` that some product's value of the attribute
// names (a select's string or an element of a multiselect's list).
export async function optionsInUse(tx: Tx, organizationId: string, code: string, candidates: string[]): Promise<string[]> {
  if (candidates.length === 0) return [];
  const rows = await tx.$queryRaw<{ option: string }[]>(tenantSql.organization(organizationId)`
    SELECT DISTINCT o.option FROM products p
    CROSS JOIN LATERAL (
      SELECT p.attributes -> ${code} AS v
      UNION ALL
      SELECT l.value -> 'attributes' -> ${code}
      FROM jsonb_each(CASE WHEN jsonb_typeof(p.localized) = 'object' THEN p.localized ELSE '{}'::jsonb END) l
    ) vals
    CROSS JOIN unnest(${candidates}::text[]) AS o(option)
    WHERE p."organizationId" = ${TENANT}::uuid
      AND jsonb_typeof(vals.v) IN ('string', 'array') AND vals.v ? o.option
    ORDER BY o.option`);
  return rows.map((r) => r.option);
}

// The codes of the organisation's families that list the attribute (their
// required attributes and axes are subsets of that list), or only those that
// use it as a variant axis.
export async function familiesListing(tx: Tx, organizationId: string, code: string, asAxis = false): Promise<string[]> {
  const where = asAxis ? { variantAxes: { has: code } } : { attributes: { has: code } };
  const rows = await tx.family.findMany({ where: { ...ownedBy.organization(organizationId), ...where }, select: { code: true }, orderBy: { code: "asc" } });
  return rows.map((r) => r.code);
}
