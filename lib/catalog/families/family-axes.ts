import type { Tx } from "../../db/client";

// A family's variant axes; null for no family.
export async function familyAxes(tx: Tx, familyId: string | null): Promise<string[] | null> {
  if (familyId === null) return null;
  const family = await tx.family.findUnique({ where: { id: familyId }, select: { variantAxes: true } });
  return family?.variantAxes ?? null;
}
