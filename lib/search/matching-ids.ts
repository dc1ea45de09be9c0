import { db } from "../db/client";
import { countMatching } from "./count-matching";
import { matchesNothing, type SearchCriteria } from "./criteria";
import { and, filterConditions } from "./sql-filters";
import { supplierCondition } from "../catalog/product-rows";
import { tenantSql } from "../db/tenant-sql";

// Every product a search matches now, for a bulk action's selection: the
// ids (id order) when there are at most `max`, else none and how many there
// are. The rows are those the search's items are (the same filters), and the
// count the one withTotal=true answers.
export async function matchingProductIds(criteria: SearchCriteria, max: number): Promise<{ ids: string[]; total: number }> {
  if (matchesNothing(criteria)) return { ids: [], total: 0 };
  const rows = await db.$queryRaw<{ id: string }[]>(tenantSql.organizations(criteria.supplierIds)`
    SELECT p.id FROM products p WHERE ${supplierCondition(criteria.supplierIds)} AND ${and(filterConditions(criteria))}
    ORDER BY p.id LIMIT ${max + 1}::int`);
  if (rows.length <= max) return { ids: rows.map((r) => r.id), total: rows.length };
  return { ids: [], total: await countMatching(criteria) };
}
