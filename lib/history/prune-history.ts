import { db } from "../db/client";
import { tenantSql } from "../db/tenant-sql";

// Versions are kept at least 90 days, and each product's latest 20 whatever
// their age; a product deleted more than 90 days ago (its history stopped
// being readable after 30) goes with all its versions.
export const KEEP_DAYS = 90;
export const KEEP_LATEST = 20;
// Rows per statement: a sweep never holds one long transaction.
const BATCH = 10_000;

export async function pruneHistory(now: Date): Promise<{ versions: number; deletedProducts: number }> {
  const cutoff = new Date(now.getTime() - KEEP_DAYS * 86_400_000);
  let versions = 0;
  for (;;) {
    // A sweep of every organisation.
    const [row] = await db.$queryRaw<{ n: number }[]>(tenantSql.anyOrganization`
      WITH old AS (
        SELECT v.id FROM product_versions v JOIN product_history_heads h ON h."productId" = v."productId"
        WHERE v.at < ${cutoff} AND v.version <= h.version - ${KEEP_LATEST}::int
        LIMIT ${BATCH}::int
      ), gone AS (DELETE FROM product_versions v USING old WHERE v.id = old.id RETURNING 1)
      SELECT count(*)::int AS n FROM gone`);
    versions += row?.n ?? 0;
    if ((row?.n ?? 0) < BATCH) break;
  }
  const [deleted] = await db.$queryRaw<{ n: number }[]>(tenantSql.anyOrganization`
    WITH gone_products AS (
      SELECT h."productId" FROM product_history_heads h JOIN product_versions d ON d."productId" = h."productId" AND d.version = h.version
      WHERE d.deleted AND d.at < ${cutoff}
    ), gone_versions AS (DELETE FROM product_versions v USING gone_products g WHERE v."productId" = g."productId" RETURNING 1),
    gone_heads AS (DELETE FROM product_history_heads h USING gone_products g WHERE h."productId" = g."productId" RETURNING 1)
    SELECT (SELECT count(*)::int FROM gone_heads) AS n`);
  return { versions, deletedProducts: deleted?.n ?? 0 };
}
