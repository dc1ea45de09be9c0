import { Prisma } from "../db/generated/client";
import { preparedStatement } from "../db/prepared";
import { TENANT, TENANTS, tenantSql } from "../db/tenant-sql";
import { NOT_IN_DOCUMENT, type ProductColumns, type ProductNames } from "./serialize-product";
import type { PageLink } from "./associations/read-associations";

// How a product document's row is read in SQL: by the product lists
// (lib/search/find-page.ts) and by GET /products/{id}.

// What serializeProduct takes: the model's columns but those it leaves out
// (a column added to the model is read without a change here), and the names,
// looked up per row by primary key, which plans the same whatever the values.
export const CATEGORY_NAME = `(SELECT c.name FROM categories c WHERE c.id = p."categoryId") AS "categoryName"`;
export const FAMILY_CODE = `(SELECT f.code FROM families f WHERE f.id = p."familyId") AS "familyCode"`;
export const COLUMNS = Prisma.raw(
  [
    ...Object.values(Prisma.ProductScalarFieldEnum)
      .filter((column) => !(NOT_IN_DOCUMENT as readonly string[]).includes(column))
      .map((column) => `p."${column}"`),
    CATEGORY_NAME,
    FAMILY_CODE,
    `(SELECT o.name FROM organizations o WHERE o.id = p."organizationId") AS "supplierName"`,
  ].join(", "),
);

// The scope's suppliers, bound to the organisations of the statement they are
// part of (tenantSql.organizations, or a prepared statement's run); one
// supplier keeps a plain equality.
const ONE_SUPPLIER = Prisma.sql`p."organizationId" = ${TENANT}::uuid`;
const SUPPLIERS = Prisma.sql`p."organizationId" = ANY(${TENANTS}::uuid[])`;
export function supplierCondition(supplierIds: readonly string[]): Prisma.Sql {
  return supplierIds.length === 1 ? ONE_SUPPLIER : SUPPLIERS;
}

// The row's associations, in the same statement (one index probe per row,
// none found for most), only to targets the reader may read: a buyer never
// learns a draft product's id. Links never cross organisations: the targets
// are held to the outer row's organisation, which its statement scopes.
// The two forms are fixed texts, so each is one prepared statement with
// nothing to plan around.
const linksOf = (onlyActive: Prisma.Sql) => tenantSql.anyOrganization`(
    SELECT jsonb_agg(jsonb_build_object('code', t.code, 'productId', a."targetId", 'quantity', a.quantity) ORDER BY t.code, a.position)
    FROM product_associations a
    JOIN association_types t ON t.id = a."typeId"
    JOIN products tp ON tp.id = a."targetId"
    WHERE a."productId" = p.id AND tp."organizationId" = p."organizationId"${onlyActive}
  ) AS "associationLinks"`;
const ALL_LINKS = linksOf(Prisma.empty);
const ACTIVE_LINKS = linksOf(Prisma.sql` AND tp.status = 'active'`);

export function links(activeOnly: boolean): Prisma.Sql {
  return activeOnly ? ACTIVE_LINKS : ALL_LINKS;
}

const ACTIVE_ROW = Prisma.sql` AND p.status = 'active'`;

export type PageRow = ProductColumns & ProductNames & { associationLinks: PageLink[] | null };

// One product of a scope, read as a page reads its rows (names and links in
// the same statement), prepared: a primary key lookup plans the same for
// every id. A supplier's own product is read with its organisation as a
// plain equality, as its pages are. The four forms (one supplier or
// several, every status or active only) are built once. Undefined when no
// product of the scope has that id.
const PRODUCT_ID = Symbol("product id");
const productRow = (oneSupplier: boolean, activeOnly: boolean) =>
  preparedStatement(tenantSql.unbound`
    SELECT ${COLUMNS}, ${links(activeOnly)} FROM products p
    WHERE p.id = ${PRODUCT_ID}::uuid AND ${oneSupplier ? ONE_SUPPLIER : SUPPLIERS}${activeOnly ? ACTIVE_ROW : Prisma.empty}`);
const PRODUCT_ROW = [productRow(false, false), productRow(false, true), productRow(true, false), productRow(true, true)];

export async function findProductRow(scope: { supplierIds: string[]; activeOnly: boolean }, id: string): Promise<PageRow | undefined> {
  if (scope.supplierIds.length === 0) return undefined;
  const statement = PRODUCT_ROW[(scope.supplierIds.length === 1 ? 2 : 0) + (scope.activeOnly ? 1 : 0)]!;
  const [row] = await statement.query<PageRow>(scope.supplierIds, { [PRODUCT_ID]: id });
  return row;
}
