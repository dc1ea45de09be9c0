import { db } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import { invalidState, notFound } from "../../core/errors";
import type { Principal } from "../../core/principal";
import { assertSupplier } from "../../auth/authorize";
import { TENANT, tenantSql } from "../../db/tenant-sql";

// A type that links products cannot go (409 INVALID_STATE, as attributes in
// use): deleting it would silently drop those links. The row lock makes a
// concurrent PUT of associations, which reads its types FOR SHARE, either
// finish first (and the type is then in use) or find the type gone.
export async function deleteAssociationType(principal: Principal, code: string): Promise<void> {
  assertSupplier(principal, "catalog");
  await db.$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<{ id: string }[]>(tenantSql(principal)`
      SELECT id FROM association_types WHERE "organizationId" = ${TENANT}::uuid AND code = ${code} FOR UPDATE`);
    if (!locked) throw notFound("Association type");
    const used = await tx.productAssociation.findFirst({ where: { typeId: locked.id, ...ownedBy(principal) }, select: { productId: true } });
    if (used) throw invalidState("Products are linked with this association type; remove those links first.");
    await tx.associationType.delete({ where: { id: locked.id, ...ownedBy(principal) } });
  });
}
