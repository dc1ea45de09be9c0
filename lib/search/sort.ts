import { Prisma } from "../db/generated/client";
import type { ProductSort, SortKey } from "./sort-keys";

// The SQL of each order of lib/search/sort-keys.ts.

// An unscored product sorts as -1, below every score: the expression of the
// (organizationId, COALESCE("qualityScore", -1), id) index.
const EXPRESSIONS: Record<SortKey, (alias: string) => string> = {
  createdAt: (a) => `${a}."createdAt"`,
  updatedAt: (a) => `${a}."updatedAt"`,
  sku: (a) => `${a}.sku`,
  name: (a) => `${a}.name`,
  qualityScore: (a) => `COALESCE(${a}."qualityScore", -1)`,
};

const CASTS: Record<SortKey, string> = { createdAt: "timestamptz", updatedAt: "timestamptz", sku: "text", name: "text", qualityScore: "int" };

// The sort key of products aliased `alias` (a constant of this file).
export function sortExpression(sort: ProductSort, alias: string): Prisma.Sql {
  return Prisma.raw(EXPRESSIONS[sort.key](alias));
}

export function orderBy(sort: ProductSort, key: Prisma.Sql, id: Prisma.Sql): Prisma.Sql {
  const direction = Prisma.raw(sort.descending ? "DESC" : "ASC");
  return Prisma.sql`${key} ${direction}, ${id} ${direction}`;
}

// Rows strictly after the cursor's (key, id) in the page's direction.
export function afterCondition(sort: ProductSort, alias: string, value: Date | string | number, id: string): Prisma.Sql {
  const key = sortExpression(sort, alias);
  const cast = Prisma.raw(CASTS[sort.key]);
  const op = Prisma.raw(sort.descending ? "<" : ">");
  return Prisma.sql`(${key}, ${Prisma.raw(alias)}.id) ${op} (${value}::${cast}, ${id}::uuid)`;
}
