import { env } from "../config/env";
import { decodeCursor, encodeCursor } from "./cursor";
import { badRequest } from "./errors";
import type { Page, PaginationQuery } from "./pagination";

// Keyset paging newest first, on (an immutable timestamp, id) descending:
// the mirror of keyset.ts for lists read from the latest end (invoices,
// notifications). Rows added or removed between pages never shift the rest.
export type Position = { at: Date; id: string };

function positionOf(cursor: string | undefined, binding: string): Position | null {
  if (!cursor) return null;
  const [at, id] = decodeCursor(cursor, binding, env().AUTH_SECRET);
  if (typeof at !== "string" || typeof id !== "string") throw badRequest("The cursor is not valid.");
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) throw badRequest("The cursor is not valid.");
  return { at: date, id };
}

// The where clause of "older than the cursor" for a timestamp column.
export function olderThan<F extends string>(field: F, before: Position | null) {
  if (!before) return {};
  return { OR: [{ [field]: { lt: before.at } }, { [field]: before.at, id: { lt: before.id } }] } as {
    OR: ({ [K in F]: { lt: Date } } | ({ [K in F]: Date } & { id: { lt: string } }))[];
  };
}

export async function newestFirstPage<R extends { id: string }, T>(args: {
  page: PaginationQuery;
  // Ties the cursor to one organisation and one query.
  binding: string;
  at: (row: R) => Date;
  fetch: (before: Position | null, take: number) => Promise<R[]>;
  serialize: (row: R) => T;
}): Promise<Page<T>> {
  const { page, binding } = args;
  const rows = await args.fetch(positionOf(page.cursor, binding), page.limit + 1);
  const hasMore = rows.length > page.limit;
  const items = hasMore ? rows.slice(0, page.limit) : rows;
  const last = items[items.length - 1];
  return {
    items: items.map(args.serialize),
    nextCursor: hasMore && last ? encodeCursor([args.at(last).toISOString(), last.id], binding, env().AUTH_SECRET) : null,
  };
}
