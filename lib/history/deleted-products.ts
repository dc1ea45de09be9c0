import { db } from "../db/client";
import { env } from "../config/env";
import { badRequest } from "../core/errors";
import { decodeCursor, encodeCursor } from "../core/cursor";
import type { Page, PaginationQuery } from "../core/pagination";
import type { Principal } from "../core/principal";
import { assertSupplier } from "../auth/authorize";
import { TENANT, tenantSql } from "../db/tenant-sql";
import { DELETED_DAYS } from "./versions";
import type { z } from "zod";
import type { deletedProductDocument } from "./schemas";

type Row = { productId: string; at: Date; changes: Record<string, [unknown, unknown]>; actorKind: "user" | "apiKey" | "system"; actorId: string | null; actorName: string | null; restoreVersionId: string | null };

// Products deleted in the last 30 days that are still deleted, newest first,
// with the version to restore (the one before the deletion).
export async function listDeletedProducts(principal: Principal, query: PaginationQuery): Promise<Page<z.infer<typeof deletedProductDocument>>> {
  assertSupplier(principal, "catalog");
  const binding = `deleted:${principal.organizationId}`;
  let before = new Date(8.64e15);
  if (query.cursor) {
    const [at] = decodeCursor(query.cursor, binding, env().AUTH_SECRET);
    if (typeof at !== "string" || Number.isNaN(Date.parse(at))) throw badRequest("The cursor is not valid.");
    before = new Date(at);
  }
  const since = new Date(Date.now() - DELETED_DAYS * 86_400_000);
  const rows = await db.$queryRaw<Row[]>(tenantSql.organization(principal.organizationId)`
    SELECT v."productId", v.at, v.changes, v."actorKind", v."actorId",
           CASE v."actorKind" WHEN 'user' THEN (SELECT u.name FROM users u WHERE u.id = v."actorId")
                              WHEN 'apiKey' THEN (SELECT k.name FROM api_keys k WHERE k.id = v."actorId" AND k."organizationId" = ${TENANT}::uuid) END AS "actorName",
           (SELECT p.id FROM product_versions p WHERE p."productId" = v."productId" AND p.version = v.version - 1) AS "restoreVersionId"
    FROM product_versions v
    JOIN product_history_heads h ON h."productId" = v."productId" AND h.version = v.version
    WHERE v."organizationId" = ${TENANT}::uuid AND v.deleted AND v.at > ${since} AND v.at < ${before}
    ORDER BY v.at DESC LIMIT ${query.limit + 1}::int`);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((r) => ({
      id: r.productId,
      sku: typeof r.changes.sku?.[0] === "string" ? r.changes.sku[0] : null,
      name: typeof r.changes.name?.[0] === "string" ? r.changes.name[0] : null,
      deletedAt: r.at.toISOString(),
      actor: { kind: r.actorKind, id: r.actorId, name: r.actorName },
      restoreVersionId: r.restoreVersionId,
    })),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.at.toISOString()], binding, env().AUTH_SECRET) : null,
  };
}
