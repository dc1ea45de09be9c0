import { db } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import { invalidState, notFound } from "../../core/errors";
import type { Principal } from "../../core/principal";
import { assertSupplier } from "../../auth/authorize";
import { attributeInUse, familiesListing } from "./attribute-usage";
import { lockDictionary } from "./dictionary-lock";

// An attribute products hold values of stays (409): deleting it would leave
// values no rule describes. Clear the values first. So does one a family
// lists: the family's required attributes and axes would name nothing.
export async function deleteAttribute(principal: Principal, code: string): Promise<void> {
  assertSupplier(principal, "catalog");
  await db.$transaction(async (tx) => {
    await lockDictionary(tx, principal.organizationId, "write");
    const current = await tx.attribute.findFirst({ where: { code, ...ownedBy(principal) }, select: { id: true } });
    if (!current) throw notFound("Attribute");
    if (await attributeInUse(tx, principal.organizationId, code)) throw invalidState(`Products hold values of ${code}, so it cannot be deleted.`);
    const families = await familiesListing(tx, principal.organizationId, code);
    if (families.length) throw invalidState(`The families ${families.join(", ")} list ${code}, so it cannot be deleted.`);
    await tx.attribute.delete({ where: { id: current.id, ...ownedBy(principal) } });
  });
}
