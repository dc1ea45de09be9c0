import { db } from "../db/client";
import { Prisma } from "../db/generated/client";
import { retryOnConflict } from "../db/retry";
import { notFound, validationFailed } from "../core/errors";
import { MAX_TAGS } from "../catalog/schemas";
import { enqueueProductChanges } from "../catalog/product-changes";
import { lockProductForWrite } from "../catalog/variants/models";
import { refreshVariants } from "../catalog/variants/refresh-variants";
import { TENANT, tenantSql } from "../db/tenant-sql";

// A product's tags after adding or removing some, computed by PostgreSQL from
// the row it is updating: the stored order first, added tags after it. Tags
// read in JavaScript and written back would drop a tag that a concurrent edit
// wrote between the read and the write.
function nextTags(action: "addTags" | "removeTags", tags: readonly string[]): Prisma.Sql {
  return action === "addTags"
    ? Prisma.sql`p.tags || ARRAY(SELECT t FROM unnest(${tags}::text[]) WITH ORDINALITY AS u(t, i) WHERE NOT (t = ANY(p.tags)) ORDER BY i)`
    : Prisma.sql`ARRAY(SELECT t FROM unnest(p.tags) WITH ORDINALITY AS u(t, i) WHERE NOT (t = ANY(${tags}::text[])) ORDER BY i)`;
}

// One product's share of an addTags or removeTags bulk action, in one UPDATE.
// A variant keeps its own tags in "ownValues" (its tags column is the merge
// with its model's), so for a variant the result becomes its own tags, as a
// PATCH of its tags would make them, and the merge is refreshed. Nothing is
// written, and no change event sent, when the tags would not change; a
// product the tags would take past the limit of a PATCH is refused.
export async function changeTags(organizationId: string, productId: string, action: "addTags" | "removeTags", tags: readonly string[]): Promise<void> {
  const next = nextTags(action, tags);
  await retryOnConflict(() =>
    db.$transaction(async (tx) => {
      // The model's lock first, as every write of a variant takes them.
      const lock = await lockProductForWrite(tx, organizationId, productId);
      if (!lock) throw notFound("Product");
      // The row is locked, so the count read here is the one the UPDATE sees.
      const [tagged] = await tx.$queryRaw<{ count: number }[]>(tenantSql.organization(organizationId)`
        SELECT cardinality(${next})::int AS count FROM products p WHERE p.id = ${productId}::uuid AND p."organizationId" = ${TENANT}::uuid`);
      const count = tagged?.count ?? 0;
      if (count > MAX_TAGS) throw validationFailed([{ path: "tags", message: `A product holds at most ${MAX_TAGS} tags; these would make ${count}.` }]);
      const [row] = await tx.$queryRaw<{ kind: string }[]>(tenantSql.organization(organizationId)`
        UPDATE products p SET
          tags = CASE WHEN p.kind = 'variant' THEN p.tags ELSE ${next} END,
          "ownValues" = CASE
            WHEN p.kind <> 'variant' THEN p."ownValues"
            WHEN cardinality(${next}) = 0 THEN COALESCE(p."ownValues", '{}'::jsonb) - 'tags'
            ELSE jsonb_set(COALESCE(p."ownValues", '{}'::jsonb), '{tags}', to_jsonb(${next})) END,
          "updatedAt" = now()
        WHERE p.id = ${productId}::uuid AND p."organizationId" = ${TENANT}::uuid AND ${next} IS DISTINCT FROM p.tags
        RETURNING p.kind::text AS kind`);
      if (!row) return;
      const variants = row.kind === "variant" ? await refreshVariants(tx, { variantIds: [productId] }) : row.kind === "model" ? await refreshVariants(tx, { modelIds: [productId] }) : [];
      await enqueueProductChanges(tx, organizationId, [productId, ...variants]);
    }),
  );
}
