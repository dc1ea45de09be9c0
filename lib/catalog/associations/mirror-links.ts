import type { Tx } from "../../db/client";
import type { PlannedLink } from "./link-rules";
import { TENANT, tenantSql } from "../../db/tenant-sql";

export type CurrentLink = { typeId: string; targetId: string; twoWay: boolean };

// Two-way types keep B → A beside A → B with the same quantity. Called with
// every product involved locked. A link that goes removes its mirror; a link
// that stays or comes sets the mirror's quantity, and a new mirror goes last
// in the other product's list of that type. Answers the products whose links
// changed here.
export async function syncMirrors(tx: Tx, organizationId: string, productId: string, current: CurrentLink[], links: PlannedLink[]): Promise<string[]> {
  const mirrored = links.filter((l) => l.twoWay);
  const kept = new Set(mirrored.map((l) => `${l.typeId}:${l.targetId}`));
  const dropped = current.filter((l) => l.twoWay && !kept.has(`${l.typeId}:${l.targetId}`));
  if (dropped.length > 0) {
    await tx.$executeRaw(tenantSql.organization(organizationId)`
      DELETE FROM product_associations a
      USING unnest(${dropped.map((l) => l.targetId)}::uuid[], ${dropped.map((l) => l.typeId)}::uuid[]) AS d("productId", "typeId")
      WHERE a."productId" = d."productId" AND a."typeId" = d."typeId" AND a."targetId" = ${productId}::uuid AND a."organizationId" = ${TENANT}::uuid`);
  }
  if (mirrored.length > 0) {
    // Quantities travel as text so a list of nulls keeps its type.
    await tx.$executeRaw(tenantSql.organization(organizationId)`
      INSERT INTO product_associations ("organizationId", "productId", "typeId", "targetId", quantity, position)
      SELECT ${TENANT}::uuid, m."productId", m."typeId", ${productId}::uuid, m.quantity::int,
        COALESCE((SELECT max(x.position) + 1 FROM product_associations x WHERE x."productId" = m."productId" AND x."typeId" = m."typeId"), 0)
      FROM unnest(${mirrored.map((l) => l.targetId)}::uuid[], ${mirrored.map((l) => l.typeId)}::uuid[], ${mirrored.map((l) => (l.quantity === null ? null : String(l.quantity)))}::text[])
        AS m("productId", "typeId", quantity)
      ON CONFLICT ("productId", "typeId", "targetId") DO UPDATE SET quantity = EXCLUDED.quantity`);
  }
  return [...new Set([...dropped, ...mirrored].map((l) => l.targetId))];
}
