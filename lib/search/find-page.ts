import { db } from "../db/client";
import { Prisma } from "../db/generated/client";
import type { ProductRow } from "../catalog/serialize-product";
import type { SearchCriteria } from "./criteria";
import type { PagePosition } from "./page-cursor";
import { and, filterConditions, supplierCondition } from "./sql-filters";

// Every column of the Prisma model, so the rows are what serializeProduct
// takes and a column added to the model is read without a change here.
const COLUMNS = Prisma.raw(Object.values(Prisma.ProductScalarFieldEnum).map((column) => `p."${column}"`).join(", "));

type Row = Omit<ProductRow, "category" | "organization"> & { categoryName: string | null; supplierName: string };

// The positions of the next `take` matching products in ("createdAt", id)
// order. One supplier: a single ordered index scan. Several (a buyer's
// scope): the same scan per supplier, each stopping after `take` rows, then
// merged, so the cost follows the page size rather than the catalogue size.
function positions(criteria: SearchCriteria, after: PagePosition | null, take: number): Prisma.Sql {
  const conditions = filterConditions(criteria);
  if (after) conditions.push(Prisma.sql`(p."createdAt", p.id) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`);
  if (criteria.supplierIds.length === 1) {
    return Prisma.sql`
      SELECT p.id FROM products p
      WHERE ${supplierCondition(criteria.supplierIds)} AND ${and(conditions)}
      ORDER BY p."createdAt", p.id LIMIT ${take}::int`;
  }
  return Prisma.sql`
    SELECT x.id FROM unnest(${criteria.supplierIds}::uuid[]) AS s(id)
    CROSS JOIN LATERAL (
      SELECT p.id, p."createdAt" FROM products p
      WHERE p."organizationId" = s.id AND ${and(conditions)}
      ORDER BY p."createdAt", p.id LIMIT ${take}::int
    ) AS x
    ORDER BY x."createdAt", x.id LIMIT ${take}::int`;
}

// The page's products with their category and supplier names, in one
// statement: the positions come from the indexes alone, the rows by id.
export async function findPage(criteria: SearchCriteria, after: PagePosition | null, take: number): Promise<ProductRow[]> {
  const rows = await db.$queryRaw<Row[]>`
    WITH page AS (${positions(criteria, after, take)})
    SELECT ${COLUMNS}, c.name AS "categoryName", o.name AS "supplierName"
    FROM page JOIN products p ON p.id = page.id
    JOIN organizations o ON o.id = p."organizationId"
    LEFT JOIN categories c ON c.id = p."categoryId"
    ORDER BY p."createdAt", p.id`;
  return rows.map(({ categoryName, supplierName, ...product }) => ({
    ...product,
    category: categoryName === null ? null : { name: categoryName },
    organization: { name: supplierName },
  }));
}
