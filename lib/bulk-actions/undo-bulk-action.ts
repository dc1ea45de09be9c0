import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { invalidState, notFound } from "../core/errors";
import type { Principal } from "../core/principal";
import { assertSupplier } from "../auth/authorize";
import { enqueueEvent } from "../jobs/outbox";
import { bulkActionRequested } from "../events/definitions";
import { actorOfPrincipal } from "../history/write-contexts";
import type { BulkActionDocument } from "./documents";
import { serializeBulkAction } from "./serialize-bulk-action";

// The params of an undo: which bulk action it takes back.
export type UndoChange = { action: "undo"; bulkActionId: string };

// POST /products/bulk-actions/{id}/undo: a new bulk action over the products
// the finished one changed (their versions name it), putting each back.
export async function undoBulkAction(principal: Principal, bulkActionId: string): Promise<BulkActionDocument> {
  assertSupplier(principal, "catalog");
  const original = await db.bulkAction.findFirst({ where: { id: bulkActionId, ...ownedBy(principal) }, select: { status: true } });
  if (!original) throw notFound("Bulk action");
  if (original.status !== "succeeded") throw invalidState("Only a finished bulk action can be undone.");
  const versions = await db.productVersion.findMany({ where: { bulkActionId, ...ownedBy.organization(principal.organizationId) }, select: { productId: true }, orderBy: { at: "asc" } });
  const productIds = [...new Set(versions.map((v) => v.productId))];
  const params: UndoChange = { action: "undo", bulkActionId };
  return db.$transaction(async (tx) => {
    const row = await tx.bulkAction.create({ data: { ...ownedBy(principal), ...actorOfPrincipal(principal), action: "undo", params, productIds, total: productIds.length } });
    await enqueueEvent(tx, bulkActionRequested.create({ organizationId: principal.organizationId, bulkActionId: row.id }, { id: `bulk-action:${row.id}` }));
    return serializeBulkAction(row);
  });
}
