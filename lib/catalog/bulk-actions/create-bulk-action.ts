import { db } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import { validationFailed } from "../../core/errors";
import type { Principal } from "../../core/principal";
import { assertSupplier } from "../../auth/authorize";
import { enqueueEvent } from "../../jobs/outbox";
import { bulkActionRequested } from "../../events/definitions";
import { assertCategoryOwned } from "../guards";
import type { BulkActionDocument } from "./documents";
import type { BulkActionBody } from "./schemas";
import { serializeBulkAction } from "./serialize-bulk-action";

// POST /products/bulk-actions: the value is checked once here (a category or
// family of the organisation); each product is checked as it is changed, so
// an id the organisation does not own is refused for that product alone.
export async function createBulkAction(principal: Principal, body: BulkActionBody): Promise<BulkActionDocument> {
  assertSupplier(principal, "catalog");
  const { productIds, ...change } = body;
  return db.$transaction(async (tx) => {
    if (change.action === "setCategory") await assertCategoryOwned(tx, principal.organizationId, change.categoryId);
    if (change.action === "setFamily" && change.familyCode !== null) {
      const family = await tx.family.findFirst({ where: { ...ownedBy(principal), code: change.familyCode }, select: { id: true } });
      if (!family) throw validationFailed([{ path: "familyCode", message: "No family with this code in your organisation." }]);
    }
    const row = await tx.bulkAction.create({
      data: { ...ownedBy(principal), action: change.action, params: change, productIds, total: productIds.length },
    });
    await enqueueEvent(tx, bulkActionRequested.create({ organizationId: principal.organizationId, bulkActionId: row.id }, { id: `bulk-action:${row.id}` }));
    return serializeBulkAction(row);
  });
}
