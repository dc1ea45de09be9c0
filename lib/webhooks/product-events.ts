import { db } from "../db/client";
import { emitWebhooks } from "./emit";

export async function emitProductUpdated(organizationId: string, productIds: string[]): Promise<{ deliveries: number }> {
  const products = await db.product.findMany({ where: { organizationId, id: { in: productIds } }, select: { id: true, sku: true } });
  const deliveries = await emitWebhooks(
    organizationId,
    products.map((p) => ({ type: "product.updated", data: { productId: p.id, sku: p.sku } })),
  );
  return { deliveries };
}
