import type { Tx } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import type { Prisma } from "../../db/generated/client";
import { validationFailed } from "../../core/errors";
import type { CreateProductBody } from "../schemas";
import { assertCanAdd } from "../../billing/entitlements";
import { axisKeyOf } from "./axis-key";
import { ownOf } from "./inheritance";
import { assertAxesFree, lockModel, type Model } from "./models";
import { refreshVariants } from "./refresh-variants";

// The family and axis rules of a variant under `model`: it is in its model's
// family and has a value for each axis. Answers its axis key.
export function variantAxisKey(model: Model, familyCode: string | null | undefined, attributes: Record<string, unknown>): string {
  if (familyCode && familyCode !== model.familyCode) {
    throw validationFailed([{ path: "familyCode", message: `A variant is in its model's family (${model.familyCode}).` }]);
  }
  const key = axisKeyOf(model.axes, attributes);
  if ("errors" in key) throw validationFailed(key.errors);
  return key.key;
}

// A new variant of input.parentId (values already checked by the caller).
// Answers its id; `id` is given when a deleted variant is restored.
export async function createVariant(tx: Tx, organizationId: string, input: CreateProductBody & { parentId: string }, id?: string): Promise<string> {
  const model = await lockModel(tx, organizationId, input.parentId);
  const axisKey = variantAxisKey(model, input.familyCode, input.attributes);
  await assertAxesFree(tx, model.id, axisKey, null);
  await assertCanAdd(tx, organizationId, "products", 1);
  const own = ownOf(input);
  const created = await tx.product.create({
    data: {
      ...(id ? { id } : {}),
      ...ownedBy.organization(organizationId),
      sku: input.sku,
      status: input.status,
      // Placeholders until refreshVariants writes the merged values below.
      name: own.name ?? "",
      kind: "variant",
      parentId: model.id,
      familyId: model.familyId,
      ownValues: own as Prisma.InputJsonValue,
      axisKey,
    },
    select: { id: true },
  });
  await refreshVariants(tx, { variantIds: [created.id] });
  return created.id;
}
