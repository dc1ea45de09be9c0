import type { ProductFilter } from "./stored-shape";
import { ownedBy } from "../db/tenant";

// The products a portal shows: active ones of its organisation, in any of the
// filter's categories and carrying every one of its tags (as search treats
// tags). An empty filter shows the whole active catalogue. A variant is
// shown only while its model is active too: a draft model hides its line.
export function portalProductsWhere(organizationId: string, filter: ProductFilter) {
  return {
    ...ownedBy.organization(organizationId),
    status: "active" as const,
    ...(filter.categoryIds.length ? { categoryId: { in: filter.categoryIds } } : {}),
    ...(filter.tags.length ? { tags: { hasEvery: filter.tags } } : {}),
    OR: [{ kind: { not: "variant" as const } }, { parent: { is: { status: "active" as const } } }],
  };
}
