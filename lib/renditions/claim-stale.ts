import type { Tx } from "../db/client";
import { TENANT, tenantSql } from "../db/tenant-sql";

// A claim that has not finished in this time (its process died) is claimed again.
export const CLAIM_TIMEOUT_MINUTES = 15;

type Preset = { id: string; organizationId: string; opsVersion: number };

// Marks up to `max` stale renditions of a preset as queued and returns them,
// plus whether stale renditions remain that nobody has claimed. Rows another
// transaction is claiming are skipped, so two reprocess calls never take the
// same rendition.
export async function claimStale(tx: Tx, preset: Preset, max: number): Promise<{ ids: string[]; hasMore: boolean }> {
  const claimed = await tx.$queryRaw<{ id: string }[]>(tenantSql(preset)`
    WITH picked AS (
      SELECT id FROM renditions
      WHERE "presetId" = ${preset.id}::uuid AND "organizationId" = ${TENANT}::uuid
        AND "opsVersion" < ${preset.opsVersion}::int
        AND (status <> 'queued' OR "updatedAt" < now() - make_interval(mins => ${CLAIM_TIMEOUT_MINUTES}::int))
      ORDER BY id
      LIMIT ${max}::int
      FOR UPDATE SKIP LOCKED
    )
    UPDATE renditions r SET status = 'queued', "updatedAt" = now()
    FROM picked WHERE r.id = picked.id
    RETURNING r.id`);
  const [more] = await tx.$queryRaw<{ exists: boolean }[]>(tenantSql(preset)`
    SELECT EXISTS (
      SELECT 1 FROM renditions
      WHERE "presetId" = ${preset.id}::uuid AND "organizationId" = ${TENANT}::uuid
        AND "opsVersion" < ${preset.opsVersion}::int
        AND (status <> 'queued' OR "updatedAt" < now() - make_interval(mins => ${CLAIM_TIMEOUT_MINUTES}::int))
    ) AS "exists"`);
  return { ids: claimed.map((row) => row.id), hasMore: more?.exists ?? false };
}
