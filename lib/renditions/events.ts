import type { Tx } from "../db/client";
import { enqueueEvent } from "../jobs/outbox";
import { rerenderRequested } from "../events/definitions";

// Claimed stale renditions for the render-stale-renditions function, written
// in the transaction that claimed them (at most 100 per event). A claim that
// found nothing sends nothing: the event needs at least one rendition.
export async function requestRerender(tx: Tx, organizationId: string, presetId: string, renditionIds: string[]): Promise<void> {
  if (renditionIds.length === 0) return;
  await enqueueEvent(tx, rerenderRequested.create({ organizationId, presetId, renditionIds }));
}
