import { preparedQuery } from "../db/prepared";
import { env } from "../config/env";
import { badRequest } from "../core/errors";
import { decodeCursor, encodeCursor } from "../core/cursor";
import type { Principal } from "../core/principal";
import { assertSupplier } from "../auth/authorize";
import { TENANT, tenantSql } from "../db/tenant-sql";
import { Prisma } from "../db/generated/client";
import { changeList } from "./fields";
import type { HistoryQuery, VersionDocument } from "./schemas";
import { productHistoryOf, type VersionRow } from "./versions";
import type { Page } from "../core/pagination";

type Named = VersionRow & { actorName: string | null };

export function versionDocumentOf(row: Named): VersionDocument {
  return {
    id: row.id,
    version: row.version,
    at: row.at.toISOString(),
    actor: { kind: row.actorKind, id: row.actorId, name: row.actorName },
    source: row.source as VersionDocument["source"],
    changes: changeList(row.changes),
  };
}

// A product's versions, newest first; `field` keeps those that changed it
// or a field under it ("attributes" keeps every attribute change).
export async function readHistory(principal: Principal, productId: string, query: HistoryQuery): Promise<Page<VersionDocument>> {
  assertSupplier(principal, "catalog");
  const organizationId = principal.organizationId;
  await productHistoryOf(organizationId, productId);
  const binding = `history:${productId}`;
  let before = 2 ** 31 - 1;
  if (query.cursor) {
    const [version] = decodeCursor(query.cursor, binding, env().AUTH_SECRET);
    if (typeof version !== "string" || !/^\d{1,10}$/.test(version)) throw badRequest("The cursor is not valid.");
    before = Number(version);
  }
  const field = query.field
    ? Prisma.sql`AND EXISTS (SELECT 1 FROM jsonb_object_keys(v.changes) k WHERE k = ${query.field} OR starts_with(k, ${`${query.field}.`}))`
    : Prisma.empty;
  // pg's rows, not Prisma's per-value mapping of up to 200 versions' jsonb;
  // two texts (with or without the field), each prepared once per connection.
  const rows = await preparedQuery<Named>(tenantSql.organization(organizationId)`
    SELECT v.id, v."productId", v.version, v.at, v."actorKind", v."actorId", v.source, v."bulkActionId", v.deleted, v.changes,
      -- The actor's name as it is now; null once the user or key is gone.
      CASE v."actorKind" WHEN 'user' THEN (SELECT u.name FROM users u WHERE u.id = v."actorId")
                         WHEN 'apiKey' THEN (SELECT k.name FROM api_keys k WHERE k.id = v."actorId" AND k."organizationId" = ${TENANT}::uuid) END AS "actorName"
    FROM product_versions v
    WHERE v."organizationId" = ${TENANT}::uuid AND v."productId" = ${productId}::uuid AND v.version < ${before}::int ${field}
    ORDER BY v.version DESC LIMIT ${query.limit + 1}::int`);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(versionDocumentOf),
    nextCursor: rows.length > query.limit && last ? encodeCursor([String(last.version)], binding, env().AUTH_SECRET) : null,
  };
}
