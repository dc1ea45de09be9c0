import { db } from "../../db/client";
import type { Principal } from "../../core/principal";
import type { CreateProductBody } from "../schemas";
import { namesOf, productInclude, serializeProduct } from "../serialize-product";
import { assertSupplier } from "../../auth/authorize";
import { assertCategoryOwned, localeErrors, supplierLocales } from "../guards";
import { enqueueEvent } from "../../jobs/outbox";
import { productChanged } from "../../../inngest/events";
import { assertCanAdd } from "../../billing/entitlements";
import { assertValues } from "../attributes/assert-values";
import { familyIdOf } from "../families/family-of";

export async function createProduct(principal: Principal, input: CreateProductBody) {
  assertSupplier(principal, "catalog");
  const organizationId = principal.organizationId;
  return db.$transaction(async (tx) => {
    const { enabledLocales, strictAttributes } = await supplierLocales(tx, organizationId);
    await assertValues(tx, organizationId, strictAttributes, input, localeErrors(input.localized, enabledLocales));
    await assertCategoryOwned(tx, organizationId, input.categoryId);
    const { familyCode, ...fields } = input;
    const familyId = await familyIdOf(tx, organizationId, familyCode);
    await assertCanAdd(tx, organizationId, "products", 1);
    const product = await tx.product.create({ data: { organizationId, ...fields, familyId }, include: productInclude });
    await enqueueEvent(tx, productChanged.create({ organizationId, productIds: [product.id] }));
    // A new product has no links yet.
    return serializeProduct(product, namesOf(product), {});
  });
}
