import type { Tx } from "../../db/client";
import { Prisma } from "../../db/generated/client";
import { mergeVariant, type InheritableFields, type OwnValues } from "./inheritance";
import { tenantSql } from "../../db/tenant-sql";

// Variants named by id, or every variant of the models named by id.
export type VariantTarget = { modelIds: readonly string[] } | { variantIds: readonly string[] };

type Row = InheritableFields & { id: string; own: OwnValues; assetsInherited: boolean };

// Writes the merged values of variants (their own over their model's) into
// their product columns, and gives a variant that links no asset of its own
// its model's links, marked inherited. Called in the transaction of every
// write that changes a model or a variant, after the model's lock
// (models.ts), so readers never see a variant out of step with its model.
// Answers the variants' ids, for the change event that rescores them.
// The ids are of products the caller locked in its organisation, so these
// statements need no organisation filter.
export async function refreshVariants(tx: Tx, target: VariantTarget): Promise<string[]> {
  const ids = "modelIds" in target ? target.modelIds : target.variantIds;
  if (ids.length === 0) return [];
  const which =
    "modelIds" in target
      ? Prisma.sql`v."parentId" = ANY(${ids}::uuid[])`
      : Prisma.sql`v.id = ANY(${ids}::uuid[]) AND v."parentId" IS NOT NULL`;
  const locked = await tx.$queryRaw<{ id: string }[]>(tenantSql.anyOrganization`SELECT v.id FROM products v WHERE ${which} ORDER BY v.id FOR UPDATE`);
  if (locked.length === 0) return [];
  const variantIds = locked.map((v) => v.id);

  await tx.$executeRaw`DELETE FROM product_assets WHERE "productId" = ANY(${variantIds}::uuid[]) AND inherited`;
  await tx.$executeRaw(tenantSql.anyOrganization`
    INSERT INTO product_assets ("productId", "assetId", position, "altText", inherited)
    SELECT v.id, m."assetId", m.position, m."altText", true
    FROM products v JOIN product_assets m ON m."productId" = v."parentId"
    WHERE v.id = ANY(${variantIds}::uuid[]) AND NOT EXISTS (SELECT 1 FROM product_assets o WHERE o."productId" = v.id)`);

  const rows = await tx.$queryRaw<Row[]>(tenantSql.anyOrganization`
    SELECT v.id, v."ownValues" AS own, m.name, m.description, m."categoryId", m.tags, m.attributes, m.localized,
      EXISTS (SELECT 1 FROM product_assets a WHERE a."productId" = v.id AND a.inherited) AS "assetsInherited"
    FROM products v JOIN products m ON m.id = v."parentId"
    WHERE v.id = ANY(${variantIds}::uuid[])`);
  const merged = rows.map((row) => ({ id: row.id, ...mergeVariant(row, row.own, row.assetsInherited) }));
  await tx.$executeRaw(tenantSql.anyOrganization`
    UPDATE products p SET name = x.name, description = x.description, "categoryId" = x."categoryId", tags = x.tags,
      attributes = x.attributes, localized = x.localized, inherited = x.inherited, "updatedAt" = now()
    FROM jsonb_to_recordset(${JSON.stringify(merged)}::jsonb)
      AS x(id uuid, name text, description text, "categoryId" uuid, tags text[], attributes jsonb, localized jsonb, inherited text[])
    WHERE p.id = x.id`);
  return variantIds;
}
