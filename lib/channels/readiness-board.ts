import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { notFound } from "../core/errors";
import { keysetPage } from "../core/keyset";
import type { Principal } from "../core/principal";
import type { Page } from "../core/pagination";
import { TENANT, tenantSql } from "../db/tenant-sql";
import type { Evaluation, ReadinessBoard, ReadinessItem } from "./documents";
import type { ReadinessQuery } from "./schemas";

// The readiness board (docs/api.md, "Retailer templates"): every active
// product of the organisation as the channel's latest evaluation left it.
// Evaluations follow every product and map change (no sync needed), so
// this reads the publications. A missing required target counts as the
// problem (target, "required").
export async function readinessBoard(principal: Principal, channelId: string, query: ReadinessQuery): Promise<ReadinessBoard> {
  const channel = await db.channel.findFirst({ where: { id: channelId, ...ownedBy(principal) }, select: { id: true, organizationId: true } });
  if (!channel) throw notFound("Channel");
  const { status, ...page } = query;
  const [summary, items] = await Promise.all([summaryOf(channel), itemsOf(principal, channel.id, status, page)]);
  return { summary, ...items };
}

function itemsOf(principal: Principal, channelId: string, status: ReadinessQuery["status"], page: Omit<ReadinessQuery, "status">): Promise<Page<ReadinessItem>> {
  return keysetPage({
    page,
    binding: `readiness:${principal.organizationId}:${channelId}:${status ?? "all"}`,
    fetch: (after, take) =>
      db.publication.findMany({
        where: {
          channelId,
          ...ownedBy(principal),
          product: { status: "active" },
          ...(status === "ready" ? { status: { not: "skipped" } } : status === "notReady" ? { status: "skipped" } : {}),
          AND: [after],
        },
        select: { id: true, createdAt: true, productId: true, sku: true, status: true, evaluation: true },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        take,
      }),
    serialize: (p) => {
      const evaluation = p.evaluation as Partial<Evaluation>;
      return {
        productId: p.productId,
        sku: p.sku,
        ready: p.status !== "skipped",
        missingRequired: evaluation.missingRequired ?? [],
        transformErrors: evaluation.transformErrors ?? [],
      };
    },
  });
}

async function summaryOf(channel: { id: string; organizationId: string }): Promise<ReadinessBoard["summary"]> {
  const [counts, problems] = await Promise.all([
    db.$queryRaw<{ ready: bigint; not_ready: bigint }[]>(tenantSql(channel)`
      SELECT count(*) FILTER (WHERE p.status <> 'skipped') AS ready, count(*) FILTER (WHERE p.status = 'skipped') AS not_ready
      FROM publications p JOIN products pr ON pr.id = p."productId" AND pr.status = 'active'
      WHERE p."channelId" = ${channel.id}::uuid AND p."organizationId" = ${TENANT}::uuid`),
    db.$queryRaw<{ target: string; rule: string; count: bigint }[]>(tenantSql(channel)`
      SELECT problem.target, problem.rule, count(*) AS count
      FROM publications p JOIN products pr ON pr.id = p."productId" AND pr.status = 'active',
        LATERAL (
          SELECT t AS target, 'required' AS rule FROM jsonb_array_elements_text(p.evaluation->'missingRequired') AS t
          UNION
          SELECT e->>'target', e->>'rule' FROM jsonb_array_elements(p.evaluation->'transformErrors') AS e
        ) AS problem
      WHERE p."channelId" = ${channel.id}::uuid AND p."organizationId" = ${TENANT}::uuid AND p.status = 'skipped'
      GROUP BY 1, 2 ORDER BY count DESC, 1, 2`),
  ]);
  return {
    ready: Number(counts[0]?.ready ?? 0),
    notReady: Number(counts[0]?.not_ready ?? 0),
    problems: problems.map((p) => ({ target: p.target, rule: p.rule, count: Number(p.count) })),
  };
}
