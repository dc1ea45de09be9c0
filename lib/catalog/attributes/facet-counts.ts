import type { Tx } from "../../db/client";

export const FACETABLE_TYPES: readonly string[] = ["select", "multiselect", "boolean"];

// An attribute's facet counts, recounted from the organisation's products
// (the search migration's search_recount_attribute): a definition made for
// a code products already hold, or a type changed, starts from exact counts.
// The caller holds the dictionary lock exclusively, so no product write is
// between its check and its commit meanwhile.
export async function recountAttributeFacet(tx: Tx, organizationId: string, code: string): Promise<void> {
  await tx.$queryRaw`SELECT search_recount_attribute(${organizationId}::uuid, ${code})::text`;
}
