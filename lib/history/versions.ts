import { db } from "../db/client";
import { Prisma } from "../db/generated/client";
import { preparedQuery } from "../db/prepared";
import { notFound } from "../core/errors";
import type { FlatState, VersionChanges } from "./fields";
import { undoVersions } from "./fields";
import { TENANT, tenantSql } from "../db/tenant-sql";

export type VersionRow = {
  id: string;
  productId: string;
  version: number;
  at: Date;
  actorKind: "user" | "apiKey" | "system";
  actorId: string | null;
  source: string;
  bulkActionId: string | null;
  deleted: boolean;
  changes: VersionChanges;
};

// How long a deleted product's history stays readable and restorable.
export const DELETED_DAYS = 30;

export type ProductHistory = { productId: string; live: boolean; latest: VersionRow };

// The organisation's product with history: live, or deleted within the last
// 30 days. Anything else (another organisation's, never existed, deleted
// longer ago) is a 404.
export async function productHistoryOf(organizationId: string, productId: string): Promise<ProductHistory> {
  const [latest] = await preparedQuery<VersionRow>(tenantSql.organization(organizationId)`
    SELECT ${Prisma.raw(COLUMNS)} FROM product_versions v
    WHERE v."organizationId" = ${TENANT}::uuid AND v."productId" = ${productId}::uuid
    ORDER BY v.version DESC LIMIT 1`);
  if (!latest || expired(latest)) throw notFound("Product");
  return { productId, live: !latest.deleted, latest };
}

// A deletion older than the days its history is kept readable.
export function expired(latest: VersionRow): boolean {
  return latest.deleted && latest.at.getTime() < Date.now() - DELETED_DAYS * 86_400_000;
}

// The state right after the latest version: the live product's, or a deleted
// one's as it was just before its deletion (what the deletion took away).
export async function latestState(history: ProductHistory): Promise<FlatState> {
  if (!history.live) return {};
  const [row] = await preparedQuery<{ state: FlatState | null }>(Prisma.sql`SELECT history_state(${history.productId}::uuid) AS state`);
  return row?.state ?? {};
}

export const COLUMNS = `v.id, v."productId", v.version, v.at, v."actorKind", v."actorId", v.source, v."bulkActionId", v.deleted, v.changes`;

// The product's versions from `version` on, newest first (404 when there is
// no such version).
async function versionsFrom(organizationId: string, productId: string, version: number): Promise<VersionRow[]> {
  const rows = await db.$queryRaw<VersionRow[]>(tenantSql.organization(organizationId)`
    SELECT ${Prisma.raw(COLUMNS)} FROM product_versions v
    WHERE v."organizationId" = ${TENANT}::uuid AND v."productId" = ${productId}::uuid AND v.version >= ${version}::int
    ORDER BY v.version DESC`);
  if (rows.at(-1)?.version !== version) throw notFound("Version");
  return rows;
}

export function stepBack(latest: FlatState, newerFirst: VersionRow[]): FlatState {
  return undoVersions(latest, newerFirst.map((v) => v.changes));
}

// The state right after `version`, and whether the product existed then.
export async function stateAfterVersion(organizationId: string, history: ProductHistory, version: number): Promise<{ state: FlatState; existed: boolean; row: VersionRow }> {
  const rows = await versionsFrom(organizationId, history.productId, version);
  const row = rows.at(-1)!;
  return { state: stepBack(await latestState(history), rows.slice(0, -1)), existed: !row.deleted, row };
}
