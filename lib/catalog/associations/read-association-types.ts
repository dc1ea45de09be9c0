import { db } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import { notFound } from "../../core/errors";
import { keysetOrder, keysetPage } from "../../core/keyset";
import type { PaginationQuery } from "../../core/pagination";
import type { Principal } from "../../core/principal";
import { assertSupplier } from "../../auth/authorize";
import { serializeAssociationType } from "./serialize-association-type";

// Types are the supplier's own vocabulary; a buyer reads associations only
// through the product documents.
export async function listAssociationTypes(principal: Principal, page: PaginationQuery) {
  assertSupplier(principal, "catalog");
  return keysetPage({
    page,
    binding: `association-types:${principal.organizationId}`,
    fetch: (after, take) => db.associationType.findMany({ where: { ...ownedBy(principal), AND: [after] }, orderBy: [...keysetOrder()], take }),
    serialize: serializeAssociationType,
  });
}

export async function getAssociationType(principal: Principal, code: string) {
  assertSupplier(principal, "catalog");
  const type = await db.associationType.findFirst({ where: { ...ownedBy(principal), code } });
  if (!type) throw notFound("Association type");
  return serializeAssociationType(type);
}
