import type { Category } from "../../db/generated/client";
import type { CategoryDocument } from "../documents";

export function serializeCategory(c: Category): CategoryDocument {
  return {
    id: c.id,
    name: c.name,
    parentId: c.parentId,
    requiredAttributes: c.requiredAttributes,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}
