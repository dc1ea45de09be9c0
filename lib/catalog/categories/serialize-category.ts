import type { Category } from "../../db/generated/client";

export function serializeCategory(c: Category) {
  return {
    id: c.id,
    name: c.name,
    parentId: c.parentId,
    requiredAttributes: c.requiredAttributes,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}
