import { db } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import { notFound } from "../../core/errors";
import { keysetPage, keysetOrder } from "../../core/keyset";
import type { PaginationQuery } from "../../core/pagination";
import type { Principal } from "../../core/principal";
import { assertSupplier } from "../../auth/authorize";
import { serializeFamily } from "./serialize-family";

export async function listFamilies(principal: Principal, page: PaginationQuery) {
  assertSupplier(principal, "catalog");
  return keysetPage({
    page,
    binding: `families:${principal.organizationId}`,
    fetch: (after, take) => db.family.findMany({ where: { ...ownedBy(principal), AND: [after] }, orderBy: [...keysetOrder()], take }),
    serialize: serializeFamily,
  });
}

export async function getFamily(principal: Principal, code: string) {
  assertSupplier(principal, "catalog");
  const family = await db.family.findFirst({ where: { code, ...ownedBy(principal) } });
  if (!family) throw notFound("Family");
  return serializeFamily(family);
}
