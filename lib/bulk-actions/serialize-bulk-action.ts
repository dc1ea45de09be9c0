import type { BulkAction } from "../db/generated/client";
import type { BulkActionDocument, BulkActionError } from "./documents";
import type { BulkActionKind } from "./schemas";

export function serializeBulkAction(row: BulkAction): BulkActionDocument {
  return {
    id: row.id,
    action: row.action as BulkActionKind,
    status: row.status,
    total: row.total,
    processed: row.processed,
    failed: row.failed,
    errors: row.errors as BulkActionError[],
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
