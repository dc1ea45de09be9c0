import { db } from "../db/client";
import { hasRowFilters, matchesNothing, type SearchCriteria } from "./criteria";
import { filterConditions, and } from "./sql-filters";
import { supplierCondition } from "../catalog/product-rows";
import { totalInScope } from "./total-in-scope";
import { tenantSql } from "../db/tenant-sql";

// How many products a search matches: read from the kept counts when it is a
// whole scope, counted otherwise (an export's progress total).
export async function countMatching(criteria: SearchCriteria): Promise<number> {
  if (matchesNothing(criteria)) return 0;
  if (!hasRowFilters(criteria) && criteria.band === null && (criteria.status === null || criteria.activeOnly)) {
    return totalInScope({ supplierIds: criteria.supplierIds, activeOnly: criteria.activeOnly });
  }
  const [row] = await db.$queryRaw<{ total: number }[]>(
    tenantSql.organizations(criteria.supplierIds)`SELECT count(*)::int AS total FROM products p WHERE ${supplierCondition(criteria.supplierIds)} AND ${and(filterConditions(criteria))}`,
  );
  return row?.total ?? 0;
}
