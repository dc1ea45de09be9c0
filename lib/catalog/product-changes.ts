import type { Tx } from "../db/client";
import { enqueueEvent } from "../jobs/outbox";
import { productChanged } from "../events/definitions";
import { emitProductCreated, type NewProduct } from "../webhooks/product-events";

// Changed products (rescoring, channels, webhooks), in events of at most
// 1,000 ids: a model's edit changes all its variants. Products the write
// created get product.created here, in the write's transaction, and are
// named in the event so that they do not also get product.updated.
export async function enqueueProductChanges(tx: Tx, organizationId: string, productIds: readonly string[], created: readonly NewProduct[] = []): Promise<void> {
  const ids = [...new Set([...productIds, ...created.map((p) => p.id)])];
  const createdIds = new Set(created.map((p) => p.id));
  await emitProductCreated(tx, organizationId, created);
  for (let i = 0; i < ids.length; i += 1000) {
    const chunk = ids.slice(i, i + 1000);
    const fresh = chunk.filter((id) => createdIds.has(id));
    await enqueueEvent(tx, productChanged.create({ organizationId, productIds: chunk, ...(fresh.length > 0 ? { createdIds: fresh } : {}) }));
  }
}
