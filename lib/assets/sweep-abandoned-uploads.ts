import { db } from "../db/client";
import { log } from "../core/log";
import { assetPrefix, uploadKey } from "../storage/keys";
import { deleteObject, deletePrefix } from "../storage/objects";
import { tenantSql } from "../db/tenant-sql";

// An upload URL lives at most an hour (videos; images ten minutes). A
// pending asset older than this was never confirmed and never will be: its
// URL expired an hour ago, time enough for a confirm already under way.
export const ABANDONED_AFTER_MS = 2 * 60 * 60 * 1000;
const BATCH = 500;

// Removes pending assets whose upload URL has expired: the row, and whatever
// was PUT for it. The rows go first, each only while still pending, so a
// confirm that wins the race keeps its asset; an object whose delete fails
// is left to the bucket's lifecycle rule on uploads/ (docs/operations.md).
export async function sweepAbandonedUploads(now: Date, batch = BATCH): Promise<{ swept: number }> {
  const cutoff = new Date(now.getTime() - ABANDONED_AFTER_MS);
  // A sweep of every organisation.
  const gone = await db.$queryRaw<{ id: string; organizationId: string; filename: string }[]>(tenantSql.anyOrganization`
    DELETE FROM assets WHERE id IN (
      SELECT id FROM assets WHERE status = 'pending' AND "createdAt" < ${cutoff} ORDER BY "createdAt" LIMIT ${batch} FOR UPDATE SKIP LOCKED
    ) AND status = 'pending'
    RETURNING id, "organizationId", filename`);
  await Promise.all(
    gone.map(async (a) => {
      await Promise.all([deleteObject(uploadKey(a.organizationId, a.id, a.filename)), deletePrefix(assetPrefix(a.organizationId, a.id))]).catch((err: unknown) =>
        log.warn({ err, assetId: a.id }, "could not delete an abandoned upload's objects"),
      );
    }),
  );
  return { swept: gone.length };
}
