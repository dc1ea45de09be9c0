import { db } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import type { Principal } from "../../core/principal";
import { assertSupplier } from "../../auth/authorize";
import type { AssociationTypeBody } from "./schemas";
import { serializeAssociationType } from "./serialize-association-type";

// A code already taken in the organisation is a unique clash: 409 CONFLICT.
export async function createAssociationType(principal: Principal, input: AssociationTypeBody) {
  assertSupplier(principal, "catalog");
  const created = await db.associationType.create({ data: { ...ownedBy(principal), ...input } });
  return serializeAssociationType(created);
}
