import { db } from "../db/client";
import { Prisma } from "../db/generated/client";
import { preparedQuery } from "../db/prepared";
import { COLUMNS, CATEGORY_NAME, FAMILY_CODE, links, supplierCondition, type PageRow } from "../catalog/product-rows";
import { hasRowFilters, type SearchCriteria } from "./criteria";
import type { PagePosition } from "./page-cursor";
import { and, filterConditions } from "./sql-filters";
import { afterCondition, orderBy, sortExpression } from "./sort";
import { DEFAULT_SORT, type ProductSort } from "./sort-keys";
import { TENANTS, tenantSql } from "../db/tenant-sql";


// What an export writes of a product, and its position for the next page:
// no supplier name, associations or variant bookkeeping, which an export
// does not write and which cost a look-up or a large value per row.
const EXPORT_COLUMNS = Prisma.raw(
  [
    ...(["id", "createdAt", "sku", "name", "description", "status", "tags", "attributes", "localized"] as const).map((column) => `p."${column}"`),
    CATEGORY_NAME,
    FAMILY_CODE,
  ].join(", "),
);

export type ExportPageRow = Pick<PageRow, "id" | "createdAt" | "sku" | "name" | "description" | "status" | "tags" | "attributes" | "localized" | "categoryName" | "familyCode">;

// A whole scope (the product lists; a search by status or supplier name
// alone): no filter whose selectivity depends on its value.
function scopeOnly(criteria: SearchCriteria): boolean {
  return criteria.band === null && !hasRowFilters(criteria);
}

// The page size as a literal, not a parameter: with LIMIT $n PostgreSQL
// costs a prepared statement's generic plan as if a tenth of the catalogue
// were read, so it never adopts it and plans every call again (about as
// long as the page takes to read). One text per page size, a few hundred at
// most, each prepared once per connection.
function limitClause(take: number): Prisma.Sql {
  if (!Number.isSafeInteger(take) || take < 1) throw new Error(`not a page size: ${take}`);
  return Prisma.raw(String(take));
}

// The next `take` matching products in (sort key, id) order. One supplier
// with no row filter: a single ordered index scan that reads the rows as it
// goes. Otherwise the positions come from the indexes alone first and the
// rows by id after; with several suppliers (a buyer's scope) the scan runs
// per supplier, each stopping after `take` rows, and the results are merged,
// so the cost follows the page size rather than the catalogue size.
function pageSql(criteria: SearchCriteria, after: PagePosition | null, take: number, sort: ProductSort, select: Prisma.Sql): Prisma.Sql {
  const limit = limitClause(take);
  const conditions = filterConditions(criteria);
  if (after) conditions.push(afterCondition(sort, "p", after.key, after.id));
  const where = Prisma.sql`${supplierCondition(criteria.supplierIds)} AND ${and(conditions)}`;
  const rowOrder = orderBy(sort, sortExpression(sort, "p"), Prisma.sql`p.id`);
  if (criteria.supplierIds.length === 1 && scopeOnly(criteria)) {
    return tenantSql.organizations(criteria.supplierIds)`SELECT ${select} FROM products p WHERE ${where} ORDER BY ${rowOrder} LIMIT ${limit}`;
  }
  const positions =
    criteria.supplierIds.length === 1
      ? tenantSql.organizations(criteria.supplierIds)`SELECT p.id FROM products p WHERE ${where} ORDER BY ${rowOrder} LIMIT ${limit}`
      : tenantSql.organizations(criteria.supplierIds)`
        SELECT x.id FROM unnest(${TENANTS}::uuid[]) AS s(id)
        CROSS JOIN LATERAL (
          SELECT p.id, ${sortExpression(sort, "p")} AS k FROM products p
          WHERE p."organizationId" = s.id AND ${and(conditions)}
          ORDER BY ${rowOrder} LIMIT ${limit}
        ) AS x
        ORDER BY ${orderBy(sort, Prisma.sql`x.k`, Prisma.sql`x.id`)} LIMIT ${limit}`;
  // The page's ids were read in the scope above.
  return tenantSql.anyOrganization`
    WITH page AS (${positions})
    SELECT ${select} FROM page JOIN products p ON p.id = page.id
    ORDER BY ${rowOrder}`;
}

// The page's products with their category and supplier names, in one
// statement. A whole scope's page has one good plan whatever the values, so
// it runs prepared (lib/db/prepared.ts); a band, category, tag or text query
// is planned for its values every time.
export async function findPage(criteria: SearchCriteria, after: PagePosition | null, take: number, sort: ProductSort = DEFAULT_SORT): Promise<PageRow[]> {
  const query = pageSql(criteria, after, take, sort, Prisma.sql`${COLUMNS}, ${links(criteria.activeOnly)}`);
  return scopeOnly(criteria) ? preparedQuery<PageRow>(query) : db.$queryRaw<PageRow[]>(query);
}

// The same page with an export's columns only, in the default order.
export async function findExportPage(criteria: SearchCriteria, after: PagePosition | null, take: number): Promise<ExportPageRow[]> {
  const query = pageSql(criteria, after, take, DEFAULT_SORT, EXPORT_COLUMNS);
  return scopeOnly(criteria) ? preparedQuery<ExportPageRow>(query) : db.$queryRaw<ExportPageRow[]>(query);
}
