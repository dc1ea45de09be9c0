import { retryOnConflict } from "../../db/retry";
import { namingSkuClash } from "./sku-clash";
import { db } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import { validationFailed } from "../../core/errors";
import type { Principal } from "../../core/principal";
import type { CreateProductBody } from "../schemas";
import { namesOf, productInclude, serializeProduct } from "../serialize-product";
import { assertSupplier } from "../../auth/authorize";
import { assertCategoryOwned, localeErrors, supplierLocales } from "../guards";
import { enqueueProductChanges } from "../product-changes";
import { assertCanAdd } from "../../billing/entitlements";
import { assertValues } from "../attributes/assert-values";
import { familyIdOf } from "../families/family-of";
import { familyAxes } from "../families/family-axes";
import { modelFamilyErrors } from "../variants/kind-rules";
import { createVariant } from "../variants/create-variant";

export async function createProduct(principal: Principal, input: CreateProductBody) {
  assertSupplier(principal, "catalog");
  return createSupplierProduct(principal.organizationId, input);
}

// The creation itself, for a caller already checked as the supplier.
export async function createSupplierProduct(organizationId: string, input: CreateProductBody, restoring?: { id: string }) {
  return namingSkuClash(input.sku, () => retryOnConflict(() => db.$transaction(async (tx) => {
    const { enabledLocales, strictAttributes } = await supplierLocales(tx, organizationId);
    await assertValues(tx, organizationId, strictAttributes, input, localeErrors(input.localized, enabledLocales));
    await assertCategoryOwned(tx, organizationId, input.categoryId);
    let id: string;
    if (input.parentId) {
      id = await createVariant(tx, organizationId, { ...input, parentId: input.parentId }, restoring?.id);
    } else {
      const { familyCode, kind = "simple", ...fields } = input;
      const familyId = await familyIdOf(tx, organizationId, familyCode);
      const kindErrors = modelFamilyErrors(kind, await familyAxes(tx, organizationId, familyId));
      if (kindErrors.length > 0) throw validationFailed(kindErrors);
      await assertCanAdd(tx, organizationId, "products", 1);
      // The schema requires a name of every product but a variant.
      ({ id } = await tx.product.create({ data: { ...(restoring ? { id: restoring.id } : {}), ...ownedBy.organization(organizationId), ...fields, name: fields.name!, kind, familyId }, select: { id: true } }));
    }
    await enqueueProductChanges(tx, organizationId, [], [{ id, sku: input.sku }]);
    const product = await tx.product.findUniqueOrThrow({ where: { id, ...ownedBy.organization(organizationId) }, include: productInclude });
    // A new product has no links yet.
    return serializeProduct(product, namesOf(product), {});
  })));
}
