import { db } from "../../db/client";
import { notFound } from "../../core/errors";
import type { Principal } from "../../core/principal";
import { assertSupplier } from "../../auth/authorize";
import { emitWebhooks } from "../../webhooks/emit";

export async function deleteProduct(principal: Principal, id: string): Promise<void> {
  assertSupplier(principal, "catalog");
  await db.$transaction(async (tx) => {
    const [deleted] = await tx.$queryRaw<{ id: string; sku: string }[]>`
      DELETE FROM products WHERE id = ${id}::uuid AND "organizationId" = ${principal.organizationId}::uuid RETURNING id, sku`;
    if (!deleted) throw notFound("Product");
    await emitWebhooks(principal.organizationId, [{ type: "product.deleted", data: { productId: deleted.id, sku: deleted.sku } }], tx);
  });
}
