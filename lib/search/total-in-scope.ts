import { db } from "../db/client";
import type { ProductScope } from "../catalog/access-scope";
import { matchesNothing, type SearchCriteria } from "./criteria";
import { and, filterConditions } from "./sql-filters";
import { supplierCondition } from "../catalog/product-rows";
import { TENANTS, tenantSql } from "../db/tenant-sql";

// The exact number of products in a scope, read from the counts the triggers
// keep (one row per supplier), so a total costs no COUNT over products.
export async function totalInScope(scope: ProductScope): Promise<number> {
  if (scope.supplierIds.length === 0) return 0;
  const [row] = await db.$queryRaw<{ total: number }[]>(tenantSql.organizations(scope.supplierIds)`
    SELECT coalesce(sum(count), 0)::int AS total FROM product_facet_counts
    WHERE "organizationId" = ANY(${TENANTS}::uuid[]) AND field = 'total'
      AND status = ${scope.activeOnly ? "active" : "*"} AND band = '*'`);
  return row?.total ?? 0;
}

// The number of products a filtered list matches (a list with ?kind= or
// ?parentId=): a COUNT over the kind index, or over one model's variants.
export async function totalMatching(criteria: SearchCriteria): Promise<number> {
  if (matchesNothing(criteria)) return 0;
  const [row] = await db.$queryRaw<{ total: number }[]>(tenantSql.organizations(criteria.supplierIds)`
    SELECT count(*)::int AS total FROM products p WHERE ${supplierCondition(criteria.supplierIds)} AND ${and(filterConditions(criteria))}`);
  return row?.total ?? 0;
}
