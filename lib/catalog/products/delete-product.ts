import { db } from "../../db/client";
import { notFound } from "../../http/errors";
import type { Principal } from "../../auth/principal";
import { assertSupplier } from "../guards";

export async function deleteProduct(principal: Principal, id: string): Promise<void> {
  assertSupplier(principal);
  const deleted = await db.product.deleteMany({ where: { id, organizationId: principal.organizationId } });
  if (deleted.count === 0) throw notFound("Product");
}
