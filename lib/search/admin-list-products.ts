import { db } from "../db/client";
import { notFound } from "../core/errors";
import type { ListProductsQuery } from "../catalog/schemas";
import { listProductsInScope } from "./list-products";

// The platform operator reads one organisation's catalogue, every status.
export async function adminListProducts(organizationId: string, query: ListProductsQuery) {
  const org = await db.organization.findUnique({ where: { id: organizationId }, select: { id: true } });
  if (!org) throw notFound("Organisation");
  return listProductsInScope({ supplierIds: [organizationId], activeOnly: false }, query, `admin-products:${organizationId}`);
}
