import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { retryOnConflict } from "../db/retry";
import type { AttributeEdit } from "../catalog/products/attribute-edit";
import { axisVariantsAmong } from "../catalog/products/axis-variants";
import { editAttributeBatch } from "../catalog/products/edit-attribute-batch";
import { updateSupplierProduct } from "../catalog/products/update-product";
import type { BulkActionError } from "./documents";
import { refusal } from "./apply-change";
import { recordChunk, type BulkActionRef } from "./record-chunk";
import { TENANT, tenantSql } from "../db/tenant-sql";

// One chunk of a setAttribute or clearAttribute action. Variants whose axis
// the edit changes go through PATCH /products/{id}'s path one by one first
// (their siblings' axis values are checked there); the rest is one batch of
// the same rules (lib/catalog/products/edit-attribute-batch.ts), written in
// one transaction with the chunk's progress, so the batch is applied and
// counted exactly once however often the step runs. Running the one-by-one
// part again sets the same value again.
export async function runAttributeChunk(ref: BulkActionRef, ids: string[], edit: AttributeEdit, start: number, end: number): Promise<void> {
  const alone = await axisVariantsAmong(ref.organizationId, ids, edit);
  const refused: BulkActionError[] = [];
  for (const productId of alone) {
    try {
      await updateSupplierProduct(ref.organizationId, productId, { attributes: { [edit.code]: edit.value } });
    } catch (err) {
      const message = refusal(err);
      if (message === null) throw err;
      refused.push({ productId, message });
    }
  }
  const batch = ids.filter((id) => !alone.includes(id));
  await retryOnConflict(() =>
    db.$transaction(async (tx) => {
      // The action's row first: two runs of one chunk take turns here.
      const [current] = await tx.$queryRaw<{ processed: number }[]>(tenantSql(ref)`
        SELECT processed FROM bulk_actions WHERE id = ${ref.bulkActionId}::uuid AND "organizationId" = ${TENANT}::uuid FOR UPDATE`);
      if (!current || current.processed !== start) return;
      const batchRefused = await editAttributeBatch(tx, ref.organizationId, batch, edit);
      const prior = await tx.bulkAction.findUniqueOrThrow({ where: { id: ref.bulkActionId, ...ownedBy(ref) }, select: { failed: true, errors: true } });
      await recordChunk(tx, ref, prior, start, end, [...refused, ...batchRefused]);
    }),
  );
}
