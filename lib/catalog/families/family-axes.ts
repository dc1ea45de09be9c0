import type { Tx } from "../../db/client";
import { ownedBy } from "../../db/tenant";

// A family's variant axes; null for no family.
export async function familyAxes(tx: Tx, organizationId: string, familyId: string | null): Promise<string[] | null> {
  if (familyId === null) return null;
  const family = await tx.family.findUnique({ where: { id: familyId, ...ownedBy.organization(organizationId) }, select: { variantAxes: true } });
  return family?.variantAxes ?? null;
}
