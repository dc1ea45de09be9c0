import { Prisma } from "../db/generated/client";
import { tenantSql } from "../db/tenant-sql";

// The product document (lib/catalog/serialize-product.ts) written by
// PostgreSQL as JSON text, for the list pages: the fields in the same order,
// names and links looked up per row by key as the page's other columns are,
// qualityScore and qualityBand only when scored, instants as ISO 8601 with
// milliseconds in UTC. row_to_json writes the document compactly; the JSON
// values inside it (attributes, localized, associations) in PostgreSQL's own
// jsonb spacing. tests/integration/search/document-sql.test.ts holds it equal
// to serializeProduct's document for every kind of product.

const instant = (column: string) => `to_char(p."${column}" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// Links only to targets the reader may read (a buyer never learns a draft
// product's id), grouped by type code, each type's in position order.
function associations(activeOnly: boolean): Prisma.Sql {
  return tenantSql.anyOrganization`coalesce((
    SELECT jsonb_object_agg(g.code, g.links) FROM (
      SELECT t.code, jsonb_agg(CASE WHEN a.quantity IS NULL THEN jsonb_build_object('productId', a."targetId")
                                    ELSE jsonb_build_object('productId', a."targetId", 'quantity', a.quantity) END ORDER BY a.position) AS links
      FROM product_associations a
      JOIN association_types t ON t.id = a."typeId"
      JOIN products tp ON tp.id = a."targetId"
      WHERE a."productId" = p.id AND tp."organizationId" = p."organizationId" AND (NOT ${activeOnly}::boolean OR tp.status = 'active')
      GROUP BY t.code) AS g), '{}'::jsonb)`;
}

// Names by key of the outer row, whose statement scopes it.
function fields(activeOnly: boolean, scored: boolean): Prisma.Sql {
  return tenantSql.anyOrganization`p.id, p.sku, p.name, p.description, p.status, p."categoryId",
    (SELECT c.name FROM categories c WHERE c.id = p."categoryId") AS "categoryName",
    (SELECT f.code FROM families f WHERE f.id = p."familyId") AS "familyCode",
    p.kind, p."parentId", p.inherited, p.tags, p.attributes, p.localized, p."organizationId" AS "supplierId",
    (SELECT o.name FROM organizations o WHERE o.id = p."organizationId") AS "supplierName",
    ${associations(activeOnly)} AS associations,
    ${scored ? Prisma.raw(`p."qualityScore", search_quality_band(p."qualityScore") AS "qualityBand", `) : Prisma.empty}
    ${Prisma.raw(instant("createdAt"))} AS "createdAt", ${Prisma.raw(instant("updatedAt"))} AS "updatedAt"`;
}

export function documentJson(activeOnly: boolean): Prisma.Sql {
  return Prisma.sql`CASE WHEN p."qualityScore" IS NULL
    THEN (SELECT row_to_json(d)::text FROM (SELECT ${fields(activeOnly, false)}) AS d)
    ELSE (SELECT row_to_json(d)::text FROM (SELECT ${fields(activeOnly, true)}) AS d) END AS document`;
}
