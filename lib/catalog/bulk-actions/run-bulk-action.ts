import { db } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import { log } from "../../core/log";
import type { BulkActionError } from "./documents";
import type { BulkActionChange } from "./schemas";
import { applyChange, refusal } from "./apply-change";

// Products changed per step: progress moves at least this often.
export const CHUNK = 25;
// Refusals kept on the action; the count keeps going.
const ERRORS_KEPT = 100;

// Which action: the bulk-action.requested event's data.
export type BulkActionRef = { organizationId: string; bulkActionId: string };

export type BulkActionPlan = { chunks: number } | null;

// Marks the action running and says how many chunks it has; null when it has
// already finished (a second delivery of its event).
export async function startBulkAction(ref: BulkActionRef): Promise<BulkActionPlan> {
  const row = await db.bulkAction.findUnique({ where: { id: ref.bulkActionId, ...ownedBy(ref) }, select: { status: true, total: true } });
  if (!row || row.status === "succeeded" || row.status === "failed") return null;
  await db.bulkAction.updateMany({ where: { id: ref.bulkActionId, ...ownedBy(ref), status: "pending" }, data: { status: "running", startedAt: new Date() } });
  return { chunks: Math.ceil(row.total / CHUNK) };
}

// Applies chunk `index` and records the progress up to its end. `before` is
// what the earlier chunks refused (their steps' stored results), so the
// counts written are absolute and a chunk run twice writes the same ones.
export async function runBulkChunk(ref: BulkActionRef, index: number, before: BulkActionError[]): Promise<BulkActionError[]> {
  const row = await db.bulkAction.findUniqueOrThrow({ where: { id: ref.bulkActionId, ...ownedBy(ref) } });
  const change = row.params as BulkActionChange;
  const ids = row.productIds.slice(index * CHUNK, (index + 1) * CHUNK);
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
  const all = [...before, ...refused];
  await db.bulkAction.update({
    where: { id: ref.bulkActionId, ...ownedBy(ref) },
    data: { processed: Math.min(row.total, (index + 1) * CHUNK), failed: all.length, errors: all.slice(0, ERRORS_KEPT) },
  });
  return refused;
}

export async function finishBulkAction(ref: BulkActionRef): Promise<void> {
  const row = await db.bulkAction.update({ where: { id: ref.bulkActionId, ...ownedBy(ref) }, data: { status: "succeeded", finishedAt: new Date() }, select: { organizationId: true, total: true, failed: true } });
  log.info({ bulkActionId: ref.bulkActionId, organizationId: row.organizationId, total: row.total, failed: row.failed }, "bulk action finished");
}

export async function failBulkAction(ref: BulkActionRef): Promise<void> {
  await db.bulkAction.updateMany({ where: { id: ref.bulkActionId, ...ownedBy(ref), status: { in: ["pending", "running"] } }, data: { status: "failed", finishedAt: new Date() } });
}
