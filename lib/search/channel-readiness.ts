import { db } from "../db/client";
import type { Principal } from "../core/principal";
import { TENANT, tenantSql } from "../db/tenant-sql";

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
