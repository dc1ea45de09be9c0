import type { Tx } from "../db/client";
import { enqueueEvent } from "../jobs/outbox";
import { productChanged } from "../events/definitions";
import { emitProductCreated, type NewProduct } from "../webhooks/product-events";

// Changed products (rescoring, channels, webhooks), in events of at most
// 1,000 ids: a model's edit changes all its variants. Products the write
// created get product.created here, in the write's transaction, and are
// named in the event so that they do not also get product.updated.
//
// An edit storm (a client saving products one by one) would make one event,
// and four job runs, per edit: ids join an event of the organisation that is
// still waiting to be dispatched when it has room (mergeIntoPending), so the
// runs follow the dispatcher's pace, not the writers'.
const MAX_IDS = 1000;

export async function enqueueProductChanges(tx: Tx, organizationId: string, productIds: readonly string[], created: readonly NewProduct[] = []): Promise<void> {
  const ids = [...new Set([...productIds, ...created.map((p) => p.id)])];
  const createdIds = new Set(created.map((p) => p.id));
  await emitProductCreated(tx, organizationId, created);
  for (let i = 0; i < ids.length; i += MAX_IDS) {
    const chunk = ids.slice(i, i + MAX_IDS);
    const fresh = chunk.filter((id) => createdIds.has(id));
    if (chunk.length < MAX_IDS && (await mergeIntoPending(tx, organizationId, chunk, fresh))) continue;
    await enqueueEvent(tx, productChanged.create({ organizationId, productIds: chunk, ...(fresh.length > 0 ? { createdIds: fresh } : {}) }));
  }
}

// Adds the ids to the organisation's newest product.changed event that is
// not dispatched yet, has room, and names none of them: a product changed
// twice keeps two events, so each change still gets its product.updated
// (and a creation's event never swallows the update after it). The dispatcher takes events FOR UPDATE
// SKIP LOCKED and this takes the row the same way, so ids join an event only
// before its dispatch (runs read the event's data after it): an event the
// dispatcher holds is skipped, and one dispatched since no longer matches.
async function mergeIntoPending(tx: Tx, organizationId: string, ids: string[], createdIds: string[]): Promise<boolean> {
  const merged = await tx.$queryRaw<{ id: string }[]>`
    UPDATE outbox_events e SET data = jsonb_set(
      jsonb_set(e.data, '{productIds}', e.data->'productIds' || ${JSON.stringify(ids)}::jsonb),
      '{createdIds}', (SELECT coalesce(jsonb_agg(DISTINCT x), '[]'::jsonb) FROM jsonb_array_elements_text(coalesce(e.data->'createdIds', '[]'::jsonb) || ${JSON.stringify(createdIds)}::jsonb) AS x))
    WHERE e.id = (
      SELECT id FROM outbox_events
      WHERE name = ${productChanged.name} AND "dispatchedAt" IS NULL AND data->>'organizationId' = ${organizationId}
        AND jsonb_array_length(data->'productIds') <= ${MAX_IDS - ids.length}
        AND NOT (data->'productIds' ?| ${ids}::text[])
      ORDER BY "createdAt" DESC LIMIT 1 FOR UPDATE SKIP LOCKED)
    AND e."dispatchedAt" IS NULL
    RETURNING e.id`;
  return merged.length > 0;
}
