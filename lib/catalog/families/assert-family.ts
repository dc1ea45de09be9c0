import type { Tx } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import { validationFailed } from "../../core/errors";
import type { FamilyDocument } from "../documents";
import { familyErrors } from "./family-rules";

type Lists = Pick<FamilyDocument, "attributes" | "requiredAttributes" | "variantAxes">;

// Checks a family's lists against the organisation's dictionary. The caller
// holds the dictionary lock (attributes/dictionary-lock.ts), so no attribute
// it names can be deleted or change type before the family is written.
export async function assertFamily(tx: Tx, organizationId: string, family: Lists): Promise<void> {
  const rows = await tx.attribute.findMany({ where: { ...ownedBy.organization(organizationId), code: { in: family.attributes } }, select: { code: true, type: true } });
  const types = new Map(rows.map((r) => [r.code, r.type]));
  const errors = familyErrors(family, (code) => types.get(code));
  if (errors.length) throw validationFailed(errors);
}
