import { db } from "../../db/client";
import type { Principal } from "../../core/principal";
import type { CategoryBody } from "../schemas";
import { assertSupplier } from "../../auth/authorize";
import { assertParent } from "./assert-parent";
import { serializeCategory } from "./serialize-category";
import { ownedBy } from "../../db/tenant";

export async function createCategory(principal: Principal, input: CategoryBody) {
  assertSupplier(principal, "catalog");
  return db.$transaction(async (tx) => {
    await assertParent(tx, principal.organizationId, input.parentId);
    const category = await tx.category.create({ data: { ...ownedBy(principal), ...input } });
    return serializeCategory(category);
  });
}
