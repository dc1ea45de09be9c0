import { db } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import type { Principal } from "../../core/principal";
import { assertSupplier } from "../../auth/authorize";
import { lockDictionary } from "../attributes/dictionary-lock";
import type { CreateFamilyBody } from "./schemas";
import { assertFamily } from "./assert-family";
import { serializeFamily } from "./serialize-family";

// A duplicate code is Prisma's unique violation, which the wrapper answers
// 409 CONFLICT. A new family has no products, so nothing is rescored.
export async function createFamily(principal: Principal, input: CreateFamilyBody) {
  assertSupplier(principal, "catalog");
  return db.$transaction(async (tx) => {
    await lockDictionary(tx, principal.organizationId, "read");
    await assertFamily(tx, principal.organizationId, input);
    const family = await tx.family.create({ data: { ...ownedBy(principal), ...input } });
    return serializeFamily(family);
  });
}
