import { isDeepStrictEqual } from "node:util";
import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { log } from "../core/log";
import type { Principal } from "../core/principal";
import { assertSupplier } from "../auth/authorize";
import { claimStale } from "./claim-stale";
import { requestRerender } from "./events";
import { findOwnedPreset } from "./guards";
import { rerenderRendition } from "./rerender-rendition";
import type { ReprocessResult } from "./documents";
import type { UpdatePresetBody } from "./schemas";

// Renditions re-rendered inside the PATCH request (docs/api.md, "Assets and renditions").
export const INLINE_RERENDERS = 10;

// A change of ops bumps the preset's version, which makes every existing
// rendition stale, and re-renders the first few inline so a small library is
// current when the PATCH answers. enqueued counts those; hasMore says stale
// renditions remain for POST .../reprocess. A change of name alone renders
// nothing.
export async function updatePreset(principal: Principal, id: string, input: UpdatePresetBody): Promise<ReprocessResult> {
  assertSupplier(principal, "assets");
  const claim = await db.$transaction(async (tx) => {
    const current = await findOwnedPreset(tx, principal, id);
    const opsChanged = input.ops !== undefined && !isDeepStrictEqual(input.ops, current.ops);
    const preset = await tx.renditionPreset.update({
      where: { id, ...ownedBy(principal) },
      data: { name: input.name, auto: input.auto, ...(opsChanged ? { ops: input.ops, opsVersion: { increment: 1 } } : {}) },
    });
    return claimStale(tx, preset, opsChanged ? INLINE_RERENDERS : 0);
  });

  // A render that fails for a reason other than the image (the store is
  // down) goes to the background job, which retries; the PATCH still answers.
  const unfinished: string[] = [];
  for (const renditionId of claim.ids) {
    await rerenderRendition(principal.organizationId, renditionId).catch((err: unknown) => {
      log.warn({ err, renditionId }, "inline re-render failed; handing it to the background job");
      unfinished.push(renditionId);
    });
  }
  if (unfinished.length) await db.$transaction((tx) => requestRerender(tx, principal.organizationId, id, unfinished));
  return { enqueued: claim.ids.length, hasMore: claim.hasMore };
}
