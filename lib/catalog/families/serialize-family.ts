import type { Family } from "../../db/generated/client";
import type { FamilyDocument } from "../documents";

export function serializeFamily(f: Family): FamilyDocument {
  return {
    code: f.code,
    labels: f.labels as Record<string, string>,
    attributes: f.attributes,
    requiredAttributes: f.requiredAttributes,
    variantAxes: f.variantAxes,
    createdAt: f.createdAt.toISOString(),
    updatedAt: f.updatedAt.toISOString(),
  };
}
