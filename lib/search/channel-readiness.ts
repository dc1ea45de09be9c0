import { db } from "../db/client";
import type { Principal } from "../core/principal";
import { TENANT, tenantSql } from "../db/tenant-sql";
import { matchesNothing, type SearchCriteria } from "./criteria";
import type { Facet } from "./documents";
import { assembleFacets, type FacetRow } from "./facets";
import { and, filterConditions } from "./sql-filters";
import { supplierCondition } from "../catalog/product-rows";

// Each product's readiness for each of the caller's channels that has
// evaluated it (the grid's "Ready for" column), from the publications in
// one statement for a page.
export async function channelReadinessOf(principal: Pick<Principal, "organizationId">, productIds: string[]): Promise<Map<string, { channelId: string; ready: boolean }[]>> {
  const byProduct = new Map<string, { channelId: string; ready: boolean }[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db.$queryRaw<{ productId: string; channelId: string; ready: boolean }[]>(tenantSql(principal)`
    SELECT pb."productId", pb."channelId", pb.status <> 'skipped' AS ready
    FROM publications pb JOIN products p ON p.id = pb."productId" AND p.status = 'active'
    WHERE pb."organizationId" = ${TENANT}::uuid AND pb."productId" = ANY(${productIds}::uuid[])
    ORDER BY pb."productId", pb."channelId"`);
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push({ channelId: row.channelId, ready: row.ready });
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

// The channelReadiness facet: for each of the caller's channels, how many of
// the matching products it would send (`<channelId>:ready`) and how many it
// skips (`<channelId>:notReady`). One pass over the matches joined to their
// publications; a buyer has no channels, so nothing is counted for one.
export async function countChannelReadiness(principal: Pick<Principal, "organizationId">, criteria: SearchCriteria, limit: number): Promise<Facet> {
  if (matchesNothing(criteria)) return assembleFacets(["channelReadiness"], [], limit)[0]!;
  const rows = await db.$queryRaw<FacetRow[]>(tenantSql(principal)`
    SELECT 'channelReadiness' AS facet, pb."channelId"::text || CASE WHEN pb.status = 'skipped' THEN ':notReady' ELSE ':ready' END AS value, count(*)::int AS count
    FROM products p JOIN publications pb ON pb."productId" = p.id AND pb."organizationId" = ${TENANT}::uuid
    WHERE ${supplierCondition(criteria.supplierIds)} AND ${and(filterConditions(criteria))} AND p.status = 'active'
    GROUP BY 2`);
  return assembleFacets(["channelReadiness"], rows, limit)[0]!;
}
