import type { Tx } from "../db/client";
import { enqueueEvent } from "../jobs/outbox";
import { productChanged } from "../../inngest/events";

// Changed products (rescoring, channels, webhooks), in events of at most
// 1,000 ids: a model's edit changes all its variants.
export async function enqueueProductChanges(tx: Tx, organizationId: string, productIds: readonly string[]): Promise<void> {
  const ids = [...new Set(productIds)];
  for (let i = 0; i < ids.length; i += 1000) {
    await enqueueEvent(tx, productChanged.create({ organizationId, productIds: ids.slice(i, i + 1000) }));
  }
}
