import { db } from "../db/client";
import { tenantSql } from "../db/tenant-sql";

// Changes recorded before the cutoff go; each organisation's horizon moves
// to the highest seq removed, so a cursor from before it is refused rather
// than silently skipping what was pruned (read-changes.ts).
export async function pruneChanges(cutoff: Date): Promise<number> {
  // A sweep of every organisation.
  const [row] = await db.$queryRaw<{ pruned: number }[]>(tenantSql.anyOrganization`
    WITH gone AS (
      DELETE FROM product_changes WHERE "changedAt" < ${cutoff} AND seq IS NOT NULL RETURNING "organizationId", seq
    ), horizons AS (
      INSERT INTO change_feed_horizons ("organizationId", "prunedThrough")
      SELECT "organizationId", max(seq) FROM gone GROUP BY "organizationId"
      ON CONFLICT ("organizationId") DO UPDATE SET "prunedThrough" = GREATEST(change_feed_horizons."prunedThrough", EXCLUDED."prunedThrough")
    )
    SELECT count(*)::int AS pruned FROM gone`);
  return row?.pruned ?? 0;
}
