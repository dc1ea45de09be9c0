import { db } from "../../db/client";
import { notFound } from "../../http/errors";
import type { Principal } from "../../auth/principal";
import type { UpdateCategoryBody } from "../schemas";
import { assertSupplier } from "../guards";
import { rescoreRequested } from "../events";
import { assertParent } from "./assert-parent";
import { serializeCategory } from "./serialize-category";

// Required attributes drive completeness: changing them rescores the
// category's products.
export async function updateCategory(principal: Principal, id: string, patch: UpdateCategoryBody) {
  assertSupplier(principal);
  return db.$transaction(async (tx) => {
    const current = await tx.category.findFirst({ where: { id, organizationId: principal.organizationId } });
    if (!current) throw notFound("Category");
    if (patch.parentId !== undefined) await assertParent(tx, principal.organizationId, patch.parentId, id);
    const updated = await tx.category.update({ where: { id }, data: patch });
    const before = [...current.requiredAttributes].sort().join();
    if (patch.requiredAttributes && before !== [...patch.requiredAttributes].sort().join()) {
      await rescoreRequested(tx, principal.organizationId, id);
    }
    return serializeCategory(updated);
  });
}
