import type { Tx } from "../../db/client";
import { validationFailed } from "../../core/errors";
import { TENANT, tenantSql } from "../../db/tenant-sql";

// The ids of the organisation's families named by `codes`. FOR KEY SHARE:
// a family a product is being given cannot be deleted before the product is
// written (delete-family.ts takes the row FOR UPDATE).
export async function familyIdsByCode(tx: Tx, organizationId: string, codes: readonly string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await tx.$queryRaw<{ id: string; code: string }[]>(tenantSql.organization(organizationId)`
    SELECT id, code FROM families WHERE "organizationId" = ${TENANT}::uuid AND code = ANY(${codes}::text[]) FOR KEY SHARE`);
  return new Map(rows.map((r) => [r.code, r.id]));
}

// A product's familyCode as the family's id: null clears it, a code the
// organisation has not defined is 422 at `familyCode`.
export async function familyIdOf(tx: Tx, organizationId: string, code: string | null): Promise<string | null> {
  if (code === null) return null;
  const id = (await familyIdsByCode(tx, organizationId, [code])).get(code);
  if (!id) throw validationFailed([{ path: "familyCode", message: "No such family in your organisation." }]);
  return id;
}
