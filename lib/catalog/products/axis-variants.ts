import { db } from "../../db/client";
import type { AttributeEdit } from "./attribute-edit";
import { TENANT, tenantSql } from "../../db/tenant-sql";

// The variants among these products whose variant axes the edit changes
// (edit-attribute-batch.ts says why they are written one by one). A
// product's kind never becomes variant, and a family's axes never change
// while it has variants, so the answer holds until they are written.
export async function axisVariantsAmong(organizationId: string, productIds: readonly string[], edit: AttributeEdit): Promise<string[]> {
  if (edit.locale !== undefined || productIds.length === 0) return [];
  const rows = await db.$queryRaw<{ id: string }[]>(tenantSql.organization(organizationId)`
    SELECT p.id FROM products p JOIN families f ON f.id = p."familyId"
    WHERE p."organizationId" = ${TENANT}::uuid AND p.id = ANY(${productIds}::uuid[]) AND p.kind = 'variant' AND ${edit.code} = ANY(f."variantAxes")
    ORDER BY p.id`);
  return rows.map((r) => r.id);
}
