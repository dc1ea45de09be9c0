import { db } from "../db/client";
import type { ProductScope } from "../catalog/access-scope";

// The exact number of products in a scope, read from the counts the triggers
// keep (one row per supplier), so a total costs no COUNT over products.
export async function totalInScope(scope: ProductScope): Promise<number> {
  if (scope.supplierIds.length === 0) return 0;
  const [row] = await db.$queryRaw<{ total: number }[]>`
    SELECT coalesce(sum(count), 0)::int AS total FROM product_facet_counts
    WHERE "organizationId" = ANY(${scope.supplierIds}::uuid[]) AND field = 'total'
      AND status = ${scope.activeOnly ? "active" : "*"} AND band = '*'`;
  return row?.total ?? 0;
}
