import { db } from "../../db/client";
import type { Prisma } from "../../db/generated/client";
import { notFound } from "../../core/errors";
import type { Principal } from "../../core/principal";
import type { UpdateProductBody } from "../schemas";
import { mergePatch } from "../merge-patch";
import { namesOf, productInclude, serializeProduct } from "../serialize-product";
import { associationsOf, ownScope } from "../associations/read-associations";
import { assertSupplier } from "../../auth/authorize";
import { assertCategoryOwned, localeErrors, supplierLocales } from "../guards";
import { enqueueEvent } from "../../jobs/outbox";
import { productChanged } from "../../../inngest/events";
import { assertValues } from "../attributes/assert-values";
import { familyIdOf } from "../families/family-of";

type Json = Prisma.InputJsonValue;

export async function updateProduct(principal: Principal, id: string, patch: UpdateProductBody) {
  assertSupplier(principal, "catalog");
  const organizationId = principal.organizationId;
  return db.$transaction(async (tx) => {
    // Row lock: two concurrent merge patches must not lose each other's keys.
    const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM products WHERE id = ${id}::uuid AND "organizationId" = ${organizationId}::uuid FOR UPDATE`;
    if (locked.length === 0) throw notFound("Product");
    const current = await tx.product.findUniqueOrThrow({ where: { id } });
    const { attributes, localized, familyCode, ...fields } = patch;
    const data: Prisma.ProductUpdateInput = { ...fields };
    if (attributes || localized) {
      const { enabledLocales, strictAttributes } = await supplierLocales(tx, organizationId);
      const added = Object.fromEntries(Object.entries(localized ?? {}).filter(([, v]) => v !== null));
      // Only the values this patch writes are checked: stored values keep
      // what rules they were written under (contract section 11).
      await assertValues(tx, organizationId, strictAttributes, { attributes, localized }, localeErrors(added, enabledLocales));
    }
    if (attributes) data.attributes = mergePatch(current.attributes as Record<string, Json>, attributes as Record<string, Json | null>);
    if (localized) data.localized = mergePatch(current.localized as Record<string, Json>, localized as Record<string, Json | null>);
    if (patch.categoryId !== undefined) {
      await assertCategoryOwned(tx, organizationId, patch.categoryId);
      data.category = patch.categoryId ? { connect: { id: patch.categoryId } } : { disconnect: true };
      delete (data as { categoryId?: unknown }).categoryId;
    }
    if (familyCode !== undefined) {
      const familyId = await familyIdOf(tx, organizationId, familyCode);
      data.family = familyId ? { connect: { id: familyId } } : { disconnect: true };
    }
    const product = await tx.product.update({ where: { id }, data, include: productInclude });
    await enqueueEvent(tx, productChanged.create({ organizationId, productIds: [id] }));
    return serializeProduct(product, namesOf(product), await associationsOf(id, ownScope(organizationId), tx));
  });
}
