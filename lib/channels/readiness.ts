import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import type { PublicationCounts, Readiness, SyncRunDocument } from "./documents";
import { TENANT, tenantSql } from "../db/tenant-sql";

// From the publications, which are re-evaluated whenever a product or the
// map changes. Readiness is what a sync would do now, so it counts only the
// publications of products still active (a product moved back to draft or
// archived keeps its publication, as history, but is no longer sent):
// ready = passes the map (pending, delivered, or refused by the destination),
// wouldSkip = skipped, missingTargets = how many products miss each required
// target. publicationCounts counts every publication, as the publications
// list shows them.
export async function readinessOf(channel: { id: string; organizationId: string }): Promise<{ readiness: Readiness; publicationCounts: PublicationCounts }> {
  const [counts, missing] = await Promise.all([
    db.$queryRaw<{ status: string; n: bigint; active: bigint }[]>(tenantSql(channel)`
      SELECT p.status::text, count(*) AS n, count(*) FILTER (WHERE pr.status = 'active') AS active
      FROM publications p JOIN products pr ON pr.id = p."productId"
      WHERE p."channelId" = ${channel.id}::uuid AND p."organizationId" = ${TENANT}::uuid GROUP BY p.status`),
    db.$queryRaw<{ target: string; n: bigint }[]>(tenantSql(channel)`
      SELECT t.target, count(*) AS n
      FROM publications p JOIN products pr ON pr.id = p."productId" AND pr.status = 'active',
        jsonb_array_elements_text(p.evaluation->'missingRequired') AS t(target)
      WHERE p."channelId" = ${channel.id}::uuid AND p."organizationId" = ${TENANT}::uuid AND p.status = 'skipped' GROUP BY t.target ORDER BY n DESC, t.target`),
  ]);
  const all = Object.fromEntries(counts.map((c) => [c.status, Number(c.n)]));
  const active = Object.fromEntries(counts.map((c) => [c.status, Number(c.active)]));
  return {
    readiness: {
      ready: (active.pending ?? 0) + (active.delivered ?? 0) + (active.failed ?? 0),
      wouldSkip: active.skipped ?? 0,
      missingTargets: Object.fromEntries(missing.map((m) => [m.target, Number(m.n)])),
    },
    publicationCounts: { pending: all.pending ?? 0, delivered: all.delivered ?? 0, skipped: all.skipped ?? 0, failed: all.failed ?? 0 },
  };
}

// The channel's latest sync run, so a portal can follow it until it completes.
export async function lastRunOf(channel: { id: string; organizationId: string }): Promise<SyncRunDocument | null> {
  const run = await db.syncRun.findFirst({ where: { channelId: channel.id, ...ownedBy(channel) }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  if (!run) return null;
  return {
    id: run.id,
    status: run.status === "running" ? "running" : "completed",
    startedAt: run.createdAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
  };
}
