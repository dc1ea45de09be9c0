import { retryOnConflict } from "../../db/retry";
import { namingSkuClash } from "./sku-clash";
import { db } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import type { Prisma } from "../../db/generated/client";
import { invalidState, notFound } from "../../core/errors";
import type { Principal } from "../../core/principal";
import type { DuplicateProductBody } from "../schemas";
import { namesOf, productInclude, serializeProduct } from "../serialize-product";
import { assertSupplier } from "../../auth/authorize";
import { enqueueProductChanges } from "../product-changes";
import { assertCanAdd } from "../../billing/entitlements";

// A copy of a simple product or a model under a new SKU, as a draft: its
// name, description, category, family, tags, attribute and localized values
// and linked assets, in one transaction that counts against the plan and
// announces the new product as a create does. Variants and associations stay
// with the original: a model's copy starts without variants. A variant is
// refused (409 INVALID_STATE): its values are its model's plus its own, and
// its axis values are taken; duplicate the model or add a variant to it.
export async function duplicateProduct(principal: Principal, sourceId: string, input: DuplicateProductBody) {
  assertSupplier(principal, "catalog");
  const organizationId = principal.organizationId;
  return namingSkuClash(input.sku, () => retryOnConflict(() => db.$transaction(async (tx) => {
    const source = await tx.product.findFirst({
      where: { id: sourceId, ...ownedBy.organization(organizationId) },
      select: {
        kind: true,
        name: true,
        description: true,
        categoryId: true,
        familyId: true,
        tags: true,
        attributes: true,
        localized: true,
        assets: { where: { inherited: false }, orderBy: { position: "asc" }, select: { assetId: true, altText: true } },
      },
    });
    if (!source) throw notFound("Product");
    if (source.kind === "variant") throw invalidState("A variant cannot be duplicated: duplicate its model, or add a variant to the model.");
    await assertCanAdd(tx, organizationId, "products", 1);
    const { assets, attributes, localized, ...fields } = source;
    const { id } = await tx.product.create({
      data: { ...ownedBy.organization(organizationId), ...fields, sku: input.sku, status: "draft", attributes: attributes as Prisma.InputJsonValue, localized: localized as Prisma.InputJsonValue },
      select: { id: true },
    });
    await tx.productAsset.createMany({ data: assets.map((a, position) => ({ productId: id, assetId: a.assetId, position, altText: a.altText as Prisma.InputJsonValue })) });
    await enqueueProductChanges(tx, organizationId, [], [{ id, sku: input.sku }]);
    const product = await tx.product.findUniqueOrThrow({ where: { id, ...ownedBy(principal) }, include: productInclude });
    // A copy starts without links.
    return serializeProduct(product, namesOf(product), {});
  })));
}
