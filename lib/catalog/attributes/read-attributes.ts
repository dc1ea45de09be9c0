import { db } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import { notFound } from "../../core/errors";
import { keysetPage, keysetOrder } from "../../core/keyset";
import type { PaginationQuery } from "../../core/pagination";
import type { Principal } from "../../core/principal";
import { assertSupplier } from "../../auth/authorize";
import { serializeAttribute } from "./serialize-attribute";

export async function listAttributes(principal: Principal, page: PaginationQuery) {
  assertSupplier(principal, "catalog");
  return keysetPage({
    page,
    binding: `attributes:${principal.organizationId}`,
    fetch: (after, take) => db.attribute.findMany({ where: { ...ownedBy(principal), AND: [after] }, orderBy: [...keysetOrder()], take }),
    serialize: serializeAttribute,
  });
}

export async function getAttribute(principal: Principal, code: string) {
  assertSupplier(principal, "catalog");
  const attribute = await db.attribute.findFirst({ where: { code, ...ownedBy(principal) } });
  if (!attribute) throw notFound("Attribute");
  return serializeAttribute(attribute);
}
