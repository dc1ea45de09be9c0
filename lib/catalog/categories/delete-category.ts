import { db } from "../../db/client";
import { notFound } from "../../core/errors";
import type { Principal } from "../../core/principal";
import { assertSupplier } from "../../auth/authorize";
import { enqueueEvent } from "../../jobs/outbox";
import { rescoreRequested } from "../../events/definitions";
import { ownedBy } from "../../db/tenant";

// Products keep existing without a category (and lose its required
// attributes), children move to the top level; the catalogue is rescored
// because the products that were in it can no longer be found by category.
export async function deleteCategory(principal: Principal, id: string): Promise<void> {
  assertSupplier(principal, "catalog");
  await db.$transaction(async (tx) => {
    const deleted = await tx.category.deleteMany({ where: { id, ...ownedBy(principal) } });
    if (deleted.count === 0) throw notFound("Category");
    await enqueueEvent(tx, rescoreRequested.create({ organizationId: principal.organizationId, categoryId: null, after: null }));
  });
}
