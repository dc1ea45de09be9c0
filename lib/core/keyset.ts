import { env } from "../config/env";
import { decodeCursor, encodeCursor } from "./cursor";
import { badRequest } from "./errors";
import type { Page, PaginationQuery } from "./pagination";

// Keyset paging on (createdAt, id): both immutable, so rows inserted or
// deleted between pages never shift the ones that stay (no OFFSET anywhere).
// Callers put the clause inside AND so it cannot clash with their own OR.
export type KeysetAfter = {
  createdAt?: { gte: Date } | { lte: Date };
  OR?: ({ createdAt: { gt: Date } | { lt: Date } } | { id: { gt: string } | { lt: string } })[];
};

// Oldest first by default; newest first for logs (audit events, notifications).
export type KeysetDirection = "asc" | "desc";

export function keysetOrder(direction: KeysetDirection = "asc") {
  return [{ createdAt: direction }, { id: direction }] as const;
}

type Row = { createdAt: Date; id: string };

function afterClause(cursor: string | undefined, binding: string, direction: KeysetDirection): KeysetAfter {
  if (!cursor) return {};
  const [createdAt, id] = decodeCursor(cursor, binding, env().AUTH_SECRET);
  if (typeof createdAt !== "string" || typeof id !== "string") throw badRequest("The cursor is not valid.");
  const at = new Date(createdAt);
  if (Number.isNaN(at.getTime())) throw badRequest("The cursor is not valid.");
  // "after (at, id)" as a range on createdAt the index can seek to, then the
  // tie on id: with the OR alone PostgreSQL reads every row before the
  // cursor, so a deep page cost as much as the whole table.
  return direction === "asc"
    ? { createdAt: { gte: at }, OR: [{ createdAt: { gt: at } }, { id: { gt: id } }] }
    : { createdAt: { lte: at }, OR: [{ createdAt: { lt: at } }, { id: { lt: id } }] };
}

export async function keysetPage<R extends Row, T>(args: {
  page: PaginationQuery;
  // Ties the cursor to one organisation and one query.
  binding: string;
  fetch: (after: KeysetAfter, take: number) => Promise<R[]>;
  serialize: (row: R) => T;
  // The fetch must order by keysetOrder(direction).
  direction?: KeysetDirection;
}): Promise<Page<T>> {
  const { page, binding } = args;
  const rows = await args.fetch(afterClause(page.cursor, binding, args.direction ?? "asc"), page.limit + 1);
  const hasMore = rows.length > page.limit;
  const items = hasMore ? rows.slice(0, page.limit) : rows;
  const last = items[items.length - 1];
  return {
    items: items.map(args.serialize),
    nextCursor: hasMore && last ? encodeCursor([last.createdAt.toISOString(), last.id], binding, env().AUTH_SECRET) : null,
  };
}
