import type { Tx } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import type { Prisma } from "../../db/generated/client";
import { validationFailed } from "../../core/errors";
import type { UpdateProductBody } from "../schemas";
import { patchOwn, type OwnValues } from "./inheritance";
import { assertAxesFree, lockModel } from "./models";
import { refreshVariants } from "./refresh-variants";
import { variantAxisKey } from "./create-variant";
import { variantPatchErrors } from "./kind-rules";

// A PATCH of a variant: it changes what the variant sets itself, then its
// merged values. The caller holds the locks (models.ts lockProductForWrite)
// and has checked the values.
export async function updateVariant(tx: Tx, organizationId: string, id: string, patch: UpdateProductBody): Promise<void> {
  const kindErrors = [
    ...variantPatchErrors(patch),
    ...(patch.familyCode === null ? [{ path: "familyCode", message: "A variant is always in its model's family." }] : []),
  ];
  if (kindErrors.length > 0) throw validationFailed(kindErrors);
  const current = await tx.product.findUniqueOrThrow({ where: { id, ...ownedBy.organization(organizationId) }, select: { parentId: true, familyId: true, ownValues: true } });
  const model = await lockModel(tx, organizationId, patch.parentId ?? current.parentId!);
  if (model.familyId !== current.familyId) {
    throw validationFailed([{ path: "parentId", message: `A variant moves only to a model of its own family.` }]);
  }
  const own = patchOwn(current.ownValues as OwnValues, patch);
  const axisKey = variantAxisKey(model, patch.familyCode, own.attributes);
  await assertAxesFree(tx, model.id, axisKey, id);
  await tx.product.update({
    where: { id, ...ownedBy.organization(organizationId) },
    data: {
      ...(patch.sku !== undefined ? { sku: patch.sku } : {}),
      ...(patch.status !== undefined ? { status: patch.status } : {}),
      parentId: model.id,
      ownValues: own as Prisma.InputJsonValue,
      axisKey,
    },
  });
  await refreshVariants(tx, { variantIds: [id] });
}
