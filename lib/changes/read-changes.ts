import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { env } from "../config/env";
import { badRequest, invalidState } from "../core/errors";
import { decodeCursor, encodeCursor } from "../core/cursor";
import type { Principal } from "../core/principal";
import { assertSupplier } from "../auth/authorize";
import type { ChangesPage, ChangesQuery } from "./schemas";
import { TENANT, tenantSql } from "../db/tenant-sql";

type Row = { seq: bigint; deleted: boolean; productId: string; sku: string; changedAt: Date };

// The organisation's product changes after the cursor, in commit order
// (seq: numbered as each transaction commits, prisma/migrations/*_change_feed).
// A cursor is the last seq read; one below what retention has pruned is 409,
// since a change it would have read is gone.
export async function readChanges(principal: Principal, query: ChangesQuery): Promise<ChangesPage> {
  assertSupplier(principal, "changes");
  const organizationId = principal.organizationId;
  const binding = `changes:${organizationId}`;
  const secret = env().AUTH_SECRET;
  const horizon = await db.changeFeedHorizon.findUnique({ where: { ...ownedBy.organization(organizationId) }, select: { prunedThrough: true } });
  const pruned = horizon?.prunedThrough ?? 0n;
  let after = pruned;
  if (query.cursor) {
    const [seq] = decodeCursor(query.cursor, binding, secret);
    if (typeof seq !== "string" || !/^\d{1,19}$/.test(seq)) throw badRequest("The cursor is not valid.");
    after = BigInt(seq);
    if (after < pruned) throw invalidState("This cursor is older than the change feed keeps (30 days): read the catalogue again and follow the feed from a new cursor.");
  }
  const rows = await db.$queryRaw<Row[]>(tenantSql.organization(organizationId)`
    SELECT seq, deleted, "productId", sku, "changedAt" FROM product_changes
    WHERE "organizationId" = ${TENANT}::uuid AND seq > ${after}
    ORDER BY seq LIMIT ${query.limit}::int`);
  const last = rows.at(-1)?.seq ?? after;
  return {
    items: rows.map((r) => ({
      seq: Number(r.seq),
      type: r.deleted ? "product.deleted" : "product.upserted",
      productId: r.productId,
      sku: r.sku,
      at: r.changedAt.toISOString(),
    })),
    nextCursor: encodeCursor([last.toString()], binding, secret),
  };
}
