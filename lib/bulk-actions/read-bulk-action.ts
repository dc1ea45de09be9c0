import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { notFound } from "../core/errors";
import type { Principal } from "../core/principal";
import type { BulkActionDocument } from "./documents";
import { serializeBulkAction } from "./serialize-bulk-action";

// GET /products/bulk-actions/{id}: the progress the grid polls.
export async function getBulkAction(principal: Principal, id: string): Promise<BulkActionDocument> {
  const row = await db.bulkAction.findFirst({ where: { id, ...ownedBy(principal) } });
  if (!row) throw notFound("Bulk action");
  return serializeBulkAction(row);
}
