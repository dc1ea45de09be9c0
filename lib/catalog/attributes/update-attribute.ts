import { db } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import { invalidState, notFound, validationFailed } from "../../core/errors";
import type { Principal } from "../../core/principal";
import { assertSupplier } from "../../auth/authorize";
import type { UpdateAttributeBody } from "./schemas";
import { definitionErrors } from "./definition-rules";
import { attributeInUse, familiesListing, optionsInUse } from "./attribute-usage";
import { AXIS_TYPES } from "./definition";
import { lockDictionary } from "./dictionary-lock";
import { recountAttributeFacet } from "./facet-counts";
import { serializeAttribute } from "./serialize-attribute";
import { assertLinearPattern } from "./assert-pattern";

// Labels, options added and validation loosened never touch stored values;
// tightened validation applies to the next write of a value. What would
// orphan stored values is refused: a new type, or removing a used option.
// So is a type no variant axis may have while a family uses it as one.
export async function updateAttribute(principal: Principal, code: string, patch: UpdateAttributeBody) {
  assertSupplier(principal, "catalog");
  const { code: sentCode, ...fields } = patch;
  return db.$transaction(async (tx) => {
    await lockDictionary(tx, principal.organizationId, "write");
    const current = await tx.attribute.findFirst({ where: { code, ...ownedBy(principal) } });
    if (!current) throw notFound("Attribute");
    if (sentCode !== undefined && sentCode !== current.code) throw validationFailed([{ path: "code", message: "The code of an attribute never changes." }]);
    const before = serializeAttribute(current);
    const merged = { ...before, ...fields };
    const errors = definitionErrors(merged);
    if (errors.length) throw validationFailed(errors);
    assertLinearPattern(merged.validation);
    if (merged.type !== current.type && (await attributeInUse(tx, principal.organizationId, code))) {
      throw invalidState(`Products hold values of ${code}, so its type cannot change.`);
    }
    if (merged.type !== current.type && !AXIS_TYPES.includes(merged.type)) {
      const families = await familiesListing(tx, principal.organizationId, code, true);
      if (families.length) throw invalidState(`The families ${families.join(", ")} use ${code} as a variant axis, so it cannot become ${merged.type}.`);
    }
    const kept = new Set(merged.options.map((o) => o.code));
    const removed = before.options.map((o) => o.code).filter((c) => !kept.has(c));
    const used = await optionsInUse(tx, principal.organizationId, code, removed);
    if (used.length) throw invalidState(`Products use the options ${used.join(", ")} of ${code}, so they cannot be removed.`);
    const updated = await tx.attribute.update({ where: { id: current.id, ...ownedBy(principal) }, data: fields });
    // No product holds a value (checked above), so this only clears or opens its facet counts.
    if (updated.type !== current.type) await recountAttributeFacet(tx, principal.organizationId, code);
    return serializeAttribute(updated);
  });
}
