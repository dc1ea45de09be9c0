import { retryOnConflict } from "../../db/retry";
import { namingSkuClash } from "./sku-clash";
import { db, type Tx } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import type { Prisma } from "../../db/generated/client";
import { invalidState, notFound, validationFailed } from "../../core/errors";
import type { Principal } from "../../core/principal";
import type { UpdateProductBody } from "../schemas";
import { mergePatch } from "../merge-patch";
import { namesOf, productInclude, serializeProduct } from "../serialize-product";
import { associationsOf, ownScope } from "../associations/read-associations";
import { assertSupplier } from "../../auth/authorize";
import { assertCategoryOwned, localeErrors, supplierLocales } from "../guards";
import { enqueueProductChanges } from "../product-changes";
import { assertValues } from "../attributes/assert-values";
import { familyIdOf } from "../families/family-of";
import { familyAxes } from "../families/family-axes";
import { lockProductForWrite, type WriteLock } from "../variants/models";
import { modelFamilyErrors, nonVariantPatchErrors } from "../variants/kind-rules";
import { refreshVariants } from "../variants/refresh-variants";
import { updateVariant } from "../variants/update-variant";

type Json = Prisma.InputJsonValue;

// The fields a variant takes from its model: a model's edit of any of them
// changes its variants.
const INHERITABLE = ["name", "description", "categoryId", "tags", "attributes", "localized"] as const;

export async function updateProduct(principal: Principal, id: string, patch: UpdateProductBody) {
  assertSupplier(principal, "catalog");
  return updateSupplierProduct(principal.organizationId, id, patch);
}

// The update itself, for a caller already checked as the supplier: a request,
// or a bulk action running for its organisation.
export async function updateSupplierProduct(organizationId: string, id: string, patch: UpdateProductBody) {
  return namingSkuClash(patch.sku, () => retryOnConflict(() => db.$transaction(async (tx) => {
    // Row locks (a variant's model first): two concurrent merge patches must
    // not lose each other's keys.
    const lock = await lockProductForWrite(tx, organizationId, id);
    if (!lock) throw notFound("Product");
    const { attributes, localized } = patch;
    if (attributes || localized) {
      const { enabledLocales, strictAttributes } = await supplierLocales(tx, organizationId);
      const added = Object.fromEntries(Object.entries(localized ?? {}).filter(([, v]) => v !== null));
      // Only the values this patch writes are checked: stored values keep
      // what rules they were written under (docs/api.md, "Attributes").
      await assertValues(tx, organizationId, strictAttributes, { attributes, localized }, localeErrors(added, enabledLocales));
    }
    if (patch.categoryId) await assertCategoryOwned(tx, organizationId, patch.categoryId);
    const changed = [id];
    if (lock.kind === "variant") await updateVariant(tx, organizationId, id, patch);
    else changed.push(...(await updateOwnFields(tx, organizationId, id, lock, patch)));
    await enqueueProductChanges(tx, organizationId, changed);
    const product = await tx.product.findUniqueOrThrow({ where: { id, ...ownedBy.organization(organizationId) }, include: productInclude });
    return serializeProduct(product, namesOf(product), await associationsOf(id, ownScope(organizationId), tx));
  })));
}

// A simple product or a model: the patch applies to its columns; a model's
// variants follow. Answers the variants changed.
async function updateOwnFields(tx: Tx, organizationId: string, id: string, lock: WriteLock, patch: UpdateProductBody): Promise<string[]> {
  const kindErrors = nonVariantPatchErrors(patch);
  if (kindErrors.length > 0) throw validationFailed(kindErrors);
  const current = await tx.product.findUniqueOrThrow({ where: { id, ...ownedBy.organization(organizationId) } });
  const { attributes, localized, familyCode, kind, categoryId, name, ...fields } = patch;
  // nonVariantPatchErrors refused a null name.
  const data: Prisma.ProductUncheckedUpdateInput = { ...fields, ...(name ? { name } : {}) };
  if (attributes) data.attributes = mergePatch(current.attributes as Record<string, Json>, attributes as Record<string, Json | null>);
  if (localized) data.localized = mergePatch(current.localized as Record<string, Json>, localized as Record<string, Json | null>);
  if (categoryId !== undefined) data.categoryId = categoryId;
  const familyId = familyCode === undefined ? current.familyId : await familyIdOf(tx, organizationId, familyCode);
  const nextKind = kind ?? lock.kind;
  if (lock.kind === "model" && (nextKind !== "model" || familyId !== current.familyId)) {
    const variants = await tx.product.count({ where: { parentId: id, ...ownedBy.organization(organizationId) } });
    if (variants > 0) throw invalidState(`This model has ${variants} variants; delete them before changing its kind or family.`);
  }
  const familyErrors = modelFamilyErrors(nextKind, await familyAxes(tx, organizationId, familyId));
  if (familyErrors.length > 0) throw validationFailed(familyErrors);
  await tx.product.update({ where: { id, ...ownedBy.organization(organizationId) }, data: { ...data, familyId, kind: nextKind } });
  return lock.kind === "model" && INHERITABLE.some((field) => patch[field] !== undefined) ? refreshVariants(tx, { modelIds: [id] }) : [];
}
