import type { ProductFilter } from "./stored-shape";
import { ownedBy } from "../db/tenant";

// The products a portal shows: active ones of its organisation, in any of the
// filter's categories and carrying every one of its tags (as search treats
// tags). An empty filter shows the whole active catalogue.
export function portalProductsWhere(organizationId: string, filter: ProductFilter) {
  return {
    ...ownedBy.organization(organizationId),
    status: "active" as const,
    ...(filter.categoryIds.length ? { categoryId: { in: filter.categoryIds } } : {}),
    ...(filter.tags.length ? { tags: { hasEvery: filter.tags } } : {}),
  };
}
