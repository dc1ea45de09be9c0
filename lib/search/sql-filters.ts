import { Prisma } from "../db/generated/client";
import { bandScoreRange } from "./band-range";
import type { SearchCriteria } from "./criteria";

// The filters of a search other than the supplier, as SQL over products
// aliased "p". Each is written so one of the indexes of the search migration
// serves it: equalities on the leading columns of (organizationId, status |
// categoryId, createdAt, id) keep a page in index order, the band is a range
// on (organizationId, qualityScore), tags and the text query use GIN.
export function filterConditions(criteria: SearchCriteria): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  if (criteria.status) conditions.push(Prisma.sql`p.status = ${criteria.status}::"ProductStatus"`);
  if (criteria.band) {
    const range = bandScoreRange(criteria.band);
    if (range.gte !== undefined) conditions.push(Prisma.sql`p."qualityScore" >= ${range.gte}::int`);
    if (range.lt !== undefined) conditions.push(Prisma.sql`p."qualityScore" < ${range.lt}::int`);
  }
  const categoryIds = criteria.categoryIds;
  if (categoryIds?.length === 1) {
    // An equality, not = ANY: only then does the planner know the index yields ("createdAt", id) order.
    conditions.push(Prisma.sql`p."categoryId" = ${categoryIds[0]}::uuid`);
  } else if (categoryIds) {
    conditions.push(Prisma.sql`p."categoryId" = ANY(${categoryIds}::uuid[])`);
  }
  if (criteria.tags.length > 0) conditions.push(Prisma.sql`p.tags @> ${criteria.tags}::text[]`);
  if (criteria.q !== null) conditions.push(Prisma.sql`p."searchVector" @@ search_query(${criteria.q})`);
  return conditions;
}

export function supplierCondition(supplierIds: readonly string[]): Prisma.Sql {
  return supplierIds.length === 1
    ? Prisma.sql`p."organizationId" = ${supplierIds[0]}::uuid`
    : Prisma.sql`p."organizationId" = ANY(${supplierIds}::uuid[])`;
}

export function and(conditions: readonly Prisma.Sql[]): Prisma.Sql {
  return conditions.length === 0 ? Prisma.sql`TRUE` : Prisma.join(conditions, " AND ");
}
