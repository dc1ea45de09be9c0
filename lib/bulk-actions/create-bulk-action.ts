import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { validationFailed } from "../core/errors";
import type { Principal } from "../core/principal";
import { assertSupplier } from "../auth/authorize";
import { enqueueEvent } from "../jobs/outbox";
import { bulkActionRequested } from "../events/definitions";
import { assertCategoryOwned } from "../catalog/guards";
import { attributeEditProblems } from "../catalog/attributes/check-attribute-edit";
import type { BulkActionDocument } from "./documents";
import { attributeEditOf } from "./attribute-edit-of";
import type { BulkActionBody } from "./schemas";
import { selectProducts } from "./select-products";
import { serializeBulkAction } from "./serialize-bulk-action";
import { actorOfPrincipal } from "../history/write-contexts";

// POST /products/bulk-actions: the value is checked once here (a category or
// family of the organisation, an attribute value the dictionary takes), and
// a selection is resolved to the products it matches now; each product is
// checked as it is changed, so an id the organisation does not own is
// refused for that product alone.
export async function createBulkAction(principal: Principal, body: BulkActionBody): Promise<BulkActionDocument> {
  assertSupplier(principal, "catalog");
  const { productIds, selection, ...change } = body;
  const ids = productIds ?? (await selectProducts(principal, selection!.filter));
  return db.$transaction(async (tx) => {
    if (change.action === "setCategory") await assertCategoryOwned(tx, principal.organizationId, change.categoryId);
    if (change.action === "setFamily" && change.familyCode !== null) {
      const family = await tx.family.findFirst({ where: { ...ownedBy(principal), code: change.familyCode }, select: { id: true } });
      if (!family) throw validationFailed([{ path: "familyCode", message: "No family with this code in your organisation." }]);
    }
    const edit = attributeEditOf(change);
    if (edit) {
      const problems = await attributeEditProblems(tx, principal.organizationId, edit);
      if (problems.length > 0) throw validationFailed(problems, "The dictionary refuses this value; nothing was changed.");
    }
    const row = await tx.bulkAction.create({
      data: { ...ownedBy(principal), ...actorOfPrincipal(principal), action: change.action, params: change, productIds: ids, total: ids.length },
    });
    await enqueueEvent(tx, bulkActionRequested.create({ organizationId: principal.organizationId, bulkActionId: row.id }, { id: `bulk-action:${row.id}` }));
    return serializeBulkAction(row);
  });
}
