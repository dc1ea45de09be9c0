import { db } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import { invalidState, notFound, validationFailed } from "../../core/errors";
import type { Principal } from "../../core/principal";
import { assertSupplier } from "../../auth/authorize";
import { enqueueEvent } from "../../jobs/outbox";
import { rescoreRequested } from "../../events/definitions";
import { lockDictionary } from "../attributes/dictionary-lock";
import type { UpdateFamilyBody } from "./schemas";
import { assertFamily } from "./assert-family";
import { serializeFamily } from "./serialize-family";

const sameSet = (a: readonly string[], b: readonly string[]) => [...a].sort().join() === [...b].sort().join();

// Required attributes drive completeness (docs/api.md, "Catalogue"): changing them
// rescores the family's products.
export async function updateFamily(principal: Principal, code: string, patch: UpdateFamilyBody) {
  assertSupplier(principal, "catalog");
  const { code: sentCode, ...fields } = patch;
  return db.$transaction(async (tx) => {
    await lockDictionary(tx, principal.organizationId, "read");
    const current = await tx.family.findFirst({ where: { code, ...ownedBy(principal) } });
    if (!current) throw notFound("Family");
    if (sentCode !== undefined && sentCode !== current.code) throw validationFailed([{ path: "code", message: "The code of a family never changes." }]);
    await assertFamily(tx, principal.organizationId, { ...serializeFamily(current), ...fields });
    const updated = await tx.family.update({ where: { id: current.id, ...ownedBy(principal) }, data: fields });
    // Variants are told apart by their axis values: the axes stay while any
    // exist. Counted after the update, which waits for variant writes that
    // hold the family (variants/models.ts), so none is missed.
    if (updated.variantAxes.join() !== current.variantAxes.join()) {
      const variants = await tx.product.count({ where: { familyId: current.id, kind: "variant", ...ownedBy(principal) } });
      if (variants > 0) throw invalidState(`${variants} variants of this family are told apart by its axes; delete them before changing variantAxes.`);
    }
    if (!sameSet(current.requiredAttributes, updated.requiredAttributes)) {
      await enqueueEvent(tx, rescoreRequested.create({ organizationId: principal.organizationId, categoryId: null, familyId: current.id, after: null }));
    }
    return serializeFamily(updated);
  });
}
