import type { Tx } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import { validationFailed } from "../../core/errors";
import { TENANT, tenantSql } from "../../db/tenant-sql";

// The parent must be the organisation's own category and must not be the
// category itself or one of its descendants (no cycles).
export async function assertParent(tx: Tx, organizationId: string, parentId: string | null | undefined, selfId?: string) {
  if (!parentId) return;
  const invalid = (message: string) => validationFailed([{ path: "parentId", message }]);
  if (parentId === selfId) throw invalid("A category cannot be its own parent.");
  const parent = await tx.category.findFirst({ where: { id: parentId, ...ownedBy.organization(organizationId) }, select: { id: true } });
  if (!parent) throw invalid("No such category in your organisation.");
  if (!selfId) return;
  const ancestors = await tx.$queryRaw<{ id: string }[]>(tenantSql.organization(organizationId)`
    WITH RECURSIVE up AS (
      SELECT id, "parentId" FROM categories WHERE id = ${parentId}::uuid AND "organizationId" = ${TENANT}::uuid
      UNION SELECT c.id, c."parentId" FROM categories c JOIN up ON c.id = up."parentId"
    ) SELECT id FROM up`);
  if (ancestors.some((a) => a.id === selfId)) throw invalid("A category cannot move under its own descendant.");
}
