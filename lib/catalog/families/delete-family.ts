import { db } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import { invalidState, notFound } from "../../core/errors";
import type { Principal } from "../../core/principal";
import { assertSupplier } from "../../auth/authorize";
import { TENANT, tenantSql } from "../../db/tenant-sql";

// A family its products still name stays (409): clear or change their
// familyCode first. The row lock waits for any product write that is
// assigning the family (it holds the row FOR KEY SHARE, family-of.ts), so
// the count below sees that product.
export async function deleteFamily(principal: Principal, code: string): Promise<void> {
  assertSupplier(principal, "catalog");
  await db.$transaction(async (tx) => {
    const [family] = await tx.$queryRaw<{ id: string }[]>(tenantSql(principal)`
      SELECT id FROM families WHERE "organizationId" = ${TENANT}::uuid AND code = ${code} FOR UPDATE`);
    if (!family) throw notFound("Family");
    const inUse = await tx.product.findFirst({ where: { familyId: family.id, ...ownedBy(principal) }, select: { id: true } });
    if (inUse) throw invalidState(`Products belong to the family ${code}, so it cannot be deleted.`);
    await tx.family.delete({ where: { id: family.id, ...ownedBy(principal) } });
  });
}
