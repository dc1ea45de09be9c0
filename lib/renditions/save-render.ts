import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import type { Rendition } from "../db/generated/client";
import { log } from "../core/log";
import { deleteObject } from "../storage/objects";
import type { StoredRender } from "./render-to-store";
import { TENANT, tenantSql } from "../db/tenant-sql";

export type RenderOutcome = { status: "ready"; stored: StoredRender } | { status: "failed"; error: string };

type Target = { organizationId: string; assetId: string; presetId: string };

function fields(opsVersion: number, outcome: RenderOutcome) {
  if (outcome.status === "ready") {
    const { stored } = outcome;
    return { status: "ready", opsVersion, ...stored, sizeBytes: BigInt(stored.sizeBytes), lastError: null };
  }
  return { status: "failed", opsVersion, width: null, height: null, mimeType: null, sizeBytes: null, storageKey: null, lastError: outcome.error };
}

// Records a render of the preset's version opsVersion as the asset's
// rendition, unless a render of a newer version was recorded meanwhile (then
// this one is dropped). The row is locked while it is compared, and the
// object that lost (the old render, or this one) is deleted afterwards.
// createIfMissing: false leaves a rendition deleted meanwhile deleted.
export async function saveRender(target: Target, opsVersion: number, outcome: RenderOutcome, createIfMissing: boolean): Promise<Rendition | null> {
  const ours = outcome.status === "ready" ? outcome.stored.storageKey : null;
  const { row, orphan } = await db.$transaction(async (tx) => {
    if (createIfMissing) {
      // ON CONFLICT DO NOTHING: two first renders of one pair race safely.
      const [created] = await tx.rendition.createManyAndReturn({ data: [{ ...target, ...fields(opsVersion, outcome) }], skipDuplicates: true });
      if (created) return { row: created, orphan: null };
    }
    const [current] = await tx.$queryRaw<{ id: string; opsVersion: number; storageKey: string | null }[]>(tenantSql(target)`
      SELECT id, "opsVersion", "storageKey" FROM renditions
      WHERE "assetId" = ${target.assetId}::uuid AND "presetId" = ${target.presetId}::uuid AND "organizationId" = ${TENANT}::uuid FOR UPDATE`);
    if (!current) return { row: null, orphan: ours };
    if (current.opsVersion > opsVersion) {
      return { row: await tx.rendition.findUniqueOrThrow({ where: { id: current.id, ...ownedBy(target) } }), orphan: ours };
    }
    const row = await tx.rendition.update({ where: { id: current.id, ...ownedBy(target) }, data: fields(opsVersion, outcome) });
    return { row, orphan: current.storageKey === ours ? null : current.storageKey };
  });
  if (orphan) await deleteObject(orphan).catch((err: unknown) => log.warn({ err, key: orphan }, "could not delete a replaced rendition"));
  return row;
}
