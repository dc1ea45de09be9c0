import type { Tx } from "../db/client";
import { enqueueEvent } from "../jobs/outbox";

// Events of the catalogue, written in the transaction of the change. The
// quality score (and later syndication and webhooks) react to them.
export async function productsChanged(tx: Tx, organizationId: string, productIds: string[]): Promise<void> {
  if (productIds.length === 0) return;
  await enqueueEvent(tx, { name: "product.changed", data: { organizationId, productIds } });
}

// Every product of the organisation, or of one category, needs a new score
// (locale settings or required attributes changed).
export async function rescoreRequested(tx: Tx, organizationId: string, categoryId: string | null): Promise<void> {
  await enqueueEvent(tx, { name: "catalog.rescore-requested", data: { organizationId, categoryId, after: null } });
}
