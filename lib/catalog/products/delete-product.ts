import { retryOnConflict } from "../../db/retry";
import { db } from "../../db/client";
import { notFound } from "../../core/errors";
import type { Principal } from "../../core/principal";
import { assertSupplier } from "../../auth/authorize";
import { emitWebhooks } from "../../webhooks/emit";
import { lockProductForWrite } from "../variants/models";
import { TENANT, tenantSql } from "../../db/tenant-sql";

// Deleting a model deletes its variants (docs/api.md, "Attributes"): each gets its
// product.deleted webhook.
export async function deleteProduct(principal: Principal, id: string): Promise<void> {
  assertSupplier(principal, "catalog");
  await deleteSupplierProduct(principal.organizationId, id);
}

// The delete itself, for a caller already checked as the supplier.
export async function deleteSupplierProduct(organizationId: string, id: string): Promise<void> {
  await retryOnConflict(() => db.$transaction(async (tx) => {
    if (!(await lockProductForWrite(tx, organizationId, id))) throw notFound("Product");
    const deleted = await tx.$queryRaw<{ id: string; sku: string }[]>(tenantSql.organization(organizationId)`
      DELETE FROM products WHERE "organizationId" = ${TENANT}::uuid AND (id = ${id}::uuid OR "parentId" = ${id}::uuid)
      RETURNING id, sku`);
    const ordered = [...deleted.filter((p) => p.id === id), ...deleted.filter((p) => p.id !== id)];
    await emitWebhooks(organizationId, ordered.map((p) => ({ type: "product.deleted" as const, data: { productId: p.id, sku: p.sku } })), tx);
  }));
}
