import type { Tx } from "../db/client";
import { enqueueEvent } from "../jobs/outbox";

// Claimed stale renditions for the render-stale-renditions function, written
// in the transaction that claimed them (at most 100 per event).
export async function rerenderRequested(tx: Tx, organizationId: string, presetId: string, renditionIds: string[]): Promise<void> {
  if (renditionIds.length === 0) return;
  await enqueueEvent(tx, { name: "renditions.rerender-requested", data: { organizationId, presetId, renditionIds } });
}
