import { db } from "../../db/client";
import { TENANT, tenantSql } from "../../db/tenant-sql";

// What a feed rewrite must evaluate. The file keeps, per product, the record
// it holds (publications.deliveredRecord, where "inFeed"), and the channel
// the change-feed seq it was written up to: a rewrite evaluates only the
// products whose changes came after, and copies every other record from the
// last file.
// Everything is evaluated again (a full rewrite) when that shortcut could
// miss something: a sync, a first write, a channel, dictionary or
// organisation edit since the last full evaluation, changes the feed no
// longer keeps, too many changes to be worth it, or an hour since the last
// full one (a rendition that became ready changes no product).

const FULL_EVERY_MS = 60 * 60 * 1000;
// Past this many changed products a full pass costs about the same.
const MAX_CHANGED = 5_000;

type FeedChannel = { id: string; organizationId: string; updatedAt: Date; feedBaseSeq: bigint | null; feedFullAt: Date | null };

export type FeedPlan = { full: true; top: bigint } | { full: false; top: bigint; changed: string[] };

export async function planFeedRewrite(channel: FeedChannel, forSync: boolean, now = new Date()): Promise<FeedPlan> {
  const [state] = await db.$queryRaw<{ top: bigint | null; pruned: bigint | null; dictionaryAt: Date | null; organizationAt: Date }[]>(tenantSql(channel)`
    SELECT (SELECT max(seq) FROM product_changes WHERE "organizationId" = ${TENANT}::uuid) AS top,
           (SELECT "prunedThrough" FROM change_feed_horizons WHERE "organizationId" = ${TENANT}::uuid) AS pruned,
           (SELECT max("updatedAt") FROM attributes WHERE "organizationId" = ${TENANT}::uuid) AS "dictionaryAt",
           (SELECT "updatedAt" FROM organizations WHERE id = ${TENANT}::uuid) AS "organizationAt"`);
  const top = state?.top ?? 0n;
  const base = channel.feedBaseSeq;
  const fullAt = channel.feedFullAt;
  const stale =
    forSync ||
    base === null ||
    fullAt === null ||
    now.getTime() - fullAt.getTime() > FULL_EVERY_MS ||
    channel.updatedAt > fullAt ||
    (state?.dictionaryAt ?? new Date(0)) > fullAt ||
    (state?.organizationAt ?? new Date(0)) > fullAt ||
    (state?.pruned ?? 0n) > base;
  if (stale || base === null) return { full: true, top };
  const rows = await db.$queryRaw<{ productId: string }[]>(tenantSql(channel)`
    SELECT DISTINCT "productId" FROM product_changes
    WHERE "organizationId" = ${TENANT}::uuid AND seq > ${base} AND seq <= ${top}
    LIMIT ${MAX_CHANGED + 1}`);
  if (rows.length > MAX_CHANGED) return { full: true, top };
  return { full: false, top, changed: rows.map((r) => r.productId) };
}
