import { db } from "../../db/client";
import { notFound } from "../../core/errors";
import type { Principal } from "../../core/principal";
import type { UpdateCategoryBody } from "../schemas";
import { assertSupplier } from "../../auth/authorize";
import { enqueueEvent } from "../../jobs/outbox";
import { rescoreRequested } from "../../events/definitions";
import { assertParent } from "./assert-parent";
import { serializeCategory } from "./serialize-category";
import { ownedBy } from "../../db/tenant";

// Required attributes drive completeness: changing them rescores the
// category's products.
export async function updateCategory(principal: Principal, id: string, patch: UpdateCategoryBody) {
  assertSupplier(principal, "catalog");
  return db.$transaction(async (tx) => {
    const current = await tx.category.findFirst({ where: { id, ...ownedBy(principal) } });
    if (!current) throw notFound("Category");
    if (patch.parentId !== undefined) await assertParent(tx, principal.organizationId, patch.parentId, id);
    const updated = await tx.category.update({ where: { id, ...ownedBy(principal) }, data: patch });
    const before = [...current.requiredAttributes].sort().join();
    if (patch.requiredAttributes && before !== [...patch.requiredAttributes].sort().join()) {
      await enqueueEvent(tx, rescoreRequested.create({ organizationId: principal.organizationId, categoryId: id, after: null }));
    }
    return serializeCategory(updated);
  });
}
