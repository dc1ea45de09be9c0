import { db } from "../db/client";
import type { Principal } from "../core/principal";
import { assertSupplier } from "../auth/authorize";
import { claimStale } from "./claim-stale";
import { requestRerender } from "./events";
import { findOwnedPreset } from "./guards";
import type { ReprocessResult } from "./documents";

// Renditions handed to the background job per call (docs/api.md, "Assets and renditions").
export const REPROCESS_BATCH = 100;

// Claims the next page of stale renditions and queues them for the
// render-stale-renditions function in the same transaction, so a claim and
// its event exist together or not at all. Calling until hasMore is false
// queues every stale rendition exactly once.
export async function reprocessPreset(principal: Principal, id: string): Promise<ReprocessResult> {
  assertSupplier(principal, "assets");
  return db.$transaction(async (tx) => {
    const preset = await findOwnedPreset(tx, principal, id);
    const { ids, hasMore } = await claimStale(tx, preset, REPROCESS_BATCH);
    await requestRerender(tx, preset.organizationId, preset.id, ids);
    return { enqueued: ids.length, hasMore };
  });
}
