import { db } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import type { Principal } from "../../core/principal";
import { assertSupplier } from "../../auth/authorize";
import type { CreateAttributeBody } from "./schemas";
import { serializeAttribute } from "./serialize-attribute";
import { assertLinearPattern } from "./assert-pattern";
import { lockDictionary } from "./dictionary-lock";
import { FACETABLE_TYPES, recountAttributeFacet } from "./facet-counts";

// A duplicate code is Prisma's unique violation, which the wrapper answers
// 409 CONFLICT. A select, multiselect or boolean attribute is a search facet:
// the values products already hold under its code are counted at once.
export async function createAttribute(principal: Principal, input: CreateAttributeBody) {
  assertSupplier(principal, "catalog");
  assertLinearPattern(input.validation);
  return db.$transaction(async (tx) => {
    await lockDictionary(tx, principal.organizationId, "write");
    const attribute = await tx.attribute.create({ data: { ...ownedBy(principal), ...input } });
    if (FACETABLE_TYPES.includes(attribute.type)) await recountAttributeFacet(tx, principal.organizationId, attribute.code);
    return serializeAttribute(attribute);
  });
}
