import { db, type Tx } from "../db/client";
import { ownedBy } from "../db/tenant";
import { emitWebhooks } from "./emit";

export type NewProduct = { id: string; sku: string };

// product.created, in the transaction that created the products.
export async function emitProductCreated(tx: Tx, organizationId: string, products: readonly NewProduct[]): Promise<number> {
  return emitWebhooks(organizationId, products.map((p) => ({ type: "product.created" as const, data: { productId: p.id, sku: p.sku } })), tx);
}

// product.updated for the changed products, but for those the same write
// created: they had product.created instead.
export async function emitProductUpdated(organizationId: string, productIds: string[], createdIds: readonly string[] = []): Promise<{ deliveries: number }> {
  const created = new Set(createdIds);
  const ids = productIds.filter((id) => !created.has(id));
  if (ids.length === 0) return { deliveries: 0 };
  const products = await db.product.findMany({ where: { ...ownedBy.organization(organizationId), id: { in: ids } }, select: { id: true, sku: true } });
  const deliveries = await emitWebhooks(
    organizationId,
    products.map((p) => ({ type: "product.updated" as const, data: { productId: p.id, sku: p.sku } })),
  );
  return { deliveries };
}
