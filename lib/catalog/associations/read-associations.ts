import { Prisma } from "../../db/generated/client";
import type { Tx } from "../../db/client";
import { preparedQuery } from "../../db/prepared";
import type { ProductScope } from "../access-scope";
import type { ProductAssociations } from "../documents";
import { TENANTS, tenantSql } from "../../db/tenant-sql";

type LinkRow = { productId: string; code: string; targetId: string; quantity: number | null };

// One link as a product page reads it (lib/search/find-page.ts), already in
// type code then position order.
export type PageLink = { code: string; productId: string; quantity: number | null };

export function associationsOfLinks(links: readonly PageLink[] | null): ProductAssociations {
  const associations: ProductAssociations = {};
  for (const link of links ?? []) {
    (associations[link.code] ??= []).push(link.quantity === null ? { productId: link.productId } : { productId: link.productId, quantity: link.quantity });
  }
  return associations;
}

// The links of some products, only to targets the reader may read (a buyer
// never learns a draft product's id), in type code then position order. One
// statement whatever the number of products, so a page costs one query; its
// text never changes, so it runs prepared (lib/db/prepared.ts).
function linksSql(productIds: string[], scope: ProductScope): Prisma.Sql {
  return tenantSql.organizations(scope.supplierIds)`
    SELECT a."productId", t.code, a."targetId", a.quantity
    FROM product_associations a
    JOIN association_types t ON t.id = a."typeId"
    JOIN products p ON p.id = a."targetId"
    WHERE a."productId" = ANY(${productIds}::uuid[])
      AND p."organizationId" = ANY(${TENANTS}::uuid[])
      AND (NOT ${scope.activeOnly}::boolean OR p.status = 'active')
    ORDER BY a."productId", t.code, a.position`;
}

function group(rows: LinkRow[]): Map<string, ProductAssociations> {
  const byProduct = new Map<string, PageLink[]>();
  for (const row of rows) {
    const links = byProduct.get(row.productId) ?? [];
    byProduct.set(row.productId, links);
    links.push({ code: row.code, productId: row.targetId, quantity: row.quantity });
  }
  return new Map([...byProduct].map(([id, links]) => [id, associationsOfLinks(links)]));
}

// Every product id of the list has an entry ({} when it has no link).
async function readAssociations(productIds: string[], scope: ProductScope, tx?: Tx): Promise<Map<string, ProductAssociations>> {
  if (productIds.length === 0) return new Map();
  const sql = linksSql(productIds, scope);
  const byProduct = group(tx ? await tx.$queryRaw<LinkRow[]>(sql) : await preparedQuery<LinkRow>(sql));
  for (const id of productIds) if (!byProduct.has(id)) byProduct.set(id, {});
  return byProduct;
}

export async function associationsOf(productId: string, scope: ProductScope, tx?: Tx): Promise<ProductAssociations> {
  return (await readAssociations([productId], scope, tx)).get(productId) ?? {};
}

// What the supplier itself reads: every link of its own products.
export function ownScope(organizationId: string): ProductScope {
  return { supplierIds: [organizationId], activeOnly: false };
}
