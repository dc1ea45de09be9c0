import type { AssociationType } from "../../db/generated/client";
import type { AssociationTypeDocument } from "../documents";

// labels is written only through associationTypeBody, so it holds its shape.
export function serializeAssociationType(t: AssociationType): AssociationTypeDocument {
  return {
    code: t.code,
    labels: t.labels as Record<string, string>,
    quantified: t.quantified,
    twoWay: t.twoWay,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}
