import { db } from "../db/client";
import type { PublicationCounts, Readiness, SyncRunDocument } from "./documents";

// From the publications, which are re-evaluated whenever a product or the
// map changes: ready = passes the map (pending, delivered, or refused by the destination),
// wouldSkip = skipped, missingTargets = how many products miss each required target.
// The counts by status come from the same query, so the cards and the
// summary of the publications table never disagree.
export async function readinessOf(channelId: string): Promise<{ readiness: Readiness; publicationCounts: PublicationCounts }> {
  const [counts, missing] = await Promise.all([
    db.$queryRaw<{ status: string; n: bigint }[]>`
      SELECT status::text, count(*) AS n FROM publications WHERE "channelId" = ${channelId}::uuid GROUP BY status`,
    db.$queryRaw<{ target: string; n: bigint }[]>`
      SELECT t.target, count(*) AS n FROM publications p, jsonb_array_elements_text(p.evaluation->'missingRequired') AS t(target)
      WHERE p."channelId" = ${channelId}::uuid AND p.status = 'skipped' GROUP BY t.target ORDER BY n DESC, t.target`,
  ]);
  const by = Object.fromEntries(counts.map((c) => [c.status, Number(c.n)]));
  const publicationCounts = { pending: by.pending ?? 0, delivered: by.delivered ?? 0, skipped: by.skipped ?? 0, failed: by.failed ?? 0 };
  return {
    readiness: {
      ready: publicationCounts.pending + publicationCounts.delivered + publicationCounts.failed,
      wouldSkip: publicationCounts.skipped,
      missingTargets: Object.fromEntries(missing.map((m) => [m.target, Number(m.n)])),
    },
    publicationCounts,
  };
}

// The channel's latest sync run, so a portal can follow it until it completes.
export async function lastRunOf(channelId: string): Promise<SyncRunDocument | null> {
  const run = await db.syncRun.findFirst({ where: { channelId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  if (!run) return null;
  return {
    id: run.id,
    status: run.status === "running" ? "running" : "completed",
    startedAt: run.createdAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
  };
}
