import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { retryOnConflict } from "../db/retry";
import { log } from "../core/log";
import type { BulkActionError } from "./documents";
import type { BulkActionChange } from "./schemas";
import { applyChange, refusal } from "./apply-change";
import { attributeEditOf } from "./attribute-edit-of";
import { chunkBounds, chunkCount } from "./chunks";
import { runAttributeChunk } from "./run-attribute-chunk";
import { recordChunk, type BulkActionRef } from "./record-chunk";
import { runWithWriteContext } from "../db/write-context";
import { jobWriteContext } from "../history/write-contexts";
import type { BulkAction } from "../db/generated/client";
import { undoProductVersion } from "../history/undo-product";
import type { UndoChange } from "./undo-bulk-action";

export type { BulkActionRef };

export type BulkActionPlan = { chunks: number } | null;

// Marks the action running and says how many chunks it has; null when it has
// already finished (a second delivery of its event).
export async function startBulkAction(ref: BulkActionRef): Promise<BulkActionPlan> {
  const row = await db.bulkAction.findUnique({ where: { id: ref.bulkActionId, ...ownedBy(ref) }, select: { status: true, total: true, action: true } });
  if (!row || row.status === "succeeded" || row.status === "failed") return null;
  await db.bulkAction.updateMany({ where: { id: ref.bulkActionId, ...ownedBy(ref), status: "pending" }, data: { status: "running", startedAt: new Date() } });
  return { chunks: chunkCount(row.action, row.total) };
}

// Applies chunk `index` and records its progress. Products are changed one
// by one through the single-product write path, each in its own
// transaction, which makes them safe to change twice; an attribute edit
// writes its chunk in one batch with its progress (run-attribute-chunk.ts).
export async function runBulkChunk(ref: BulkActionRef, index: number): Promise<void> {
  const row = await db.bulkAction.findUniqueOrThrow({ where: { id: ref.bulkActionId, ...ownedBy(ref) } });
  // Its writes are versions of whoever asked for it, from "bulkAction".
  return runWithWriteContext(jobWriteContext("bulkAction", row, `bulkAction:${row.id}`, row.id), () => applyChunk(ref, row, index));
}

async function applyChunk(ref: BulkActionRef, row: BulkAction, index: number): Promise<void> {
  const { start, end } = chunkBounds(row.action, row.total, index);
  if (row.processed >= end) return;
  const ids = row.productIds.slice(start, end);
  const change = row.params as BulkActionChange | UndoChange;
  if (change.action === "undo") return undoChunk(ref, row, ids, change.bulkActionId, start, end);
  const edit = attributeEditOf(change);
  if (edit) return runAttributeChunk(ref, ids, edit, start, end);
  const refused: BulkActionError[] = [];
  for (const productId of ids) {
    try {
      await applyChange(row.organizationId, productId, change);
    } catch (err) {
      const message = refusal(err);
      if (message === null) throw err;
      refused.push({ productId, message });
    }
  }
  await retryOnConflict(() => recordChunk(db, ref, row, start, end, refused));
}

// An undo puts each product the first action changed back, one by one; one
// changed since is refused for itself.
async function undoChunk(ref: BulkActionRef, row: BulkAction, ids: string[], undoOf: string, start: number, end: number): Promise<void> {
  const refused: BulkActionError[] = [];
  for (const productId of ids) {
    try {
      await undoProductVersion(row.organizationId, productId, undoOf);
    } catch (err) {
      const message = refusal(err);
      if (message === null) throw err;
      refused.push({ productId, message });
    }
  }
  await retryOnConflict(() => recordChunk(db, ref, row, start, end, refused));
}

export async function finishBulkAction(ref: BulkActionRef): Promise<void> {
  const row = await db.bulkAction.update({ where: { id: ref.bulkActionId, ...ownedBy(ref) }, data: { status: "succeeded", finishedAt: new Date() }, select: { organizationId: true, total: true, failed: true } });
  log.info({ bulkActionId: ref.bulkActionId, organizationId: row.organizationId, total: row.total, failed: row.failed }, "bulk action finished");
}

export async function failBulkAction(ref: BulkActionRef): Promise<void> {
  await db.bulkAction.updateMany({ where: { id: ref.bulkActionId, ...ownedBy(ref), status: { in: ["pending", "running"] } }, data: { status: "failed", finishedAt: new Date() } });
}
