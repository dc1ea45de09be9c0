import { db } from "../db/client";
import type { Readiness } from "./documents";

// From the publications, which are re-evaluated whenever a product or the
// map changes: ready = passes the map (pending, delivered, or refused by the destination),
// wouldSkip = skipped, missingTargets = how many products miss each required target.
export async function readinessOf(channelId: string): Promise<Readiness> {
  const [counts, missing] = await Promise.all([
    db.$queryRaw<{ status: string; n: bigint }[]>`
      SELECT status::text, count(*) AS n FROM publications WHERE "channelId" = ${channelId}::uuid GROUP BY status`,
    db.$queryRaw<{ target: string; n: bigint }[]>`
      SELECT t.target, count(*) AS n FROM publications p, jsonb_array_elements_text(p.evaluation->'missingRequired') AS t(target)
      WHERE p."channelId" = ${channelId}::uuid AND p.status = 'skipped' GROUP BY t.target ORDER BY n DESC, t.target`,
  ]);
  const by = Object.fromEntries(counts.map((c) => [c.status, Number(c.n)]));
  return {
    ready: (by.pending ?? 0) + (by.delivered ?? 0) + (by.failed ?? 0),
    wouldSkip: by.skipped ?? 0,
    missingTargets: Object.fromEntries(missing.map((m) => [m.target, Number(m.n)])),
  };
}
