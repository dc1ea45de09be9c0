import { db } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import { notFound, validationFailed } from "../../core/errors";
import type { Principal } from "../../core/principal";
import { assertSupplier } from "../../auth/authorize";
import { mergePatch } from "../merge-patch";
import { MAX_LABELS, type UpdateAssociationTypeBody } from "./schemas";
import { serializeAssociationType } from "./serialize-association-type";
import { TENANT, tenantSql } from "../../db/tenant-sql";

// Labels only (see updateAssociationTypeBody); the row lock keeps two
// concurrent patches from losing each other's locales.
export async function updateAssociationType(principal: Principal, code: string, patch: UpdateAssociationTypeBody) {
  assertSupplier(principal, "catalog");
  return db.$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<{ id: string }[]>(tenantSql(principal)`
      SELECT id FROM association_types WHERE "organizationId" = ${TENANT}::uuid AND code = ${code} FOR UPDATE`);
    if (!locked) throw notFound("Association type");
    const current = await tx.associationType.findUniqueOrThrow({ where: { id: locked.id, ...ownedBy(principal) } });
    const labels = mergePatch(current.labels as Record<string, string>, patch.labels);
    if (Object.keys(labels).length > MAX_LABELS) throw validationFailed([{ path: "labels", message: `At most ${MAX_LABELS} labels.` }]);
    const updated = await tx.associationType.update({ where: { id: locked.id, ...ownedBy(principal) }, data: { labels } });
    return serializeAssociationType(updated);
  });
}
