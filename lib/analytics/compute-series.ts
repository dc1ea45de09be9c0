import { db } from "../db/client";
import { daysBetween } from "./days";
import { TENANT, tenantSql } from "../db/tenant-sql";

export type DayFigures = {
  day: string;
  productCount: number;
  bandRed: number;
  bandAmber: number;
  bandGreen: number;
  publicationsDelivered: number;
  publicationsSkipped: number;
  publicationsFailed: number;
  storageBytes: bigint;
  apiRequests: number;
};

type Bucket = { day: string | null; a: bigint; b: bigint; c: bigint; d: bigint };

// The organisation's figures at the end of each day, reconstructed from
// timestamps: products that existed (by createdAt) and their current bands,
// publications by their current status as of their last update, storage of
// assets confirmed by then, and the day's API requests. Each metric is one
// grouped query turned into running totals, so a year costs four queries.
// Rows deleted since are not seen; that is why days are snapshotted.
export async function computeSeries(organizationId: string, from: string, to: string): Promise<DayFigures[]> {
  const [products, publications, storage, requests] = await Promise.all([
    db.$queryRaw<Bucket[]>(tenantSql.organization(organizationId)`
      SELECT CASE WHEN "createdAt" < ${from}::date THEN NULL ELSE to_char("createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD') END AS day,
             count(*) AS a,
             count(*) FILTER (WHERE search_quality_band("qualityScore") = 'red') AS b,
             count(*) FILTER (WHERE search_quality_band("qualityScore") = 'amber') AS c,
             count(*) FILTER (WHERE search_quality_band("qualityScore") = 'green') AS d
      FROM products WHERE "organizationId" = ${TENANT}::uuid AND "createdAt" < ${to}::date + 1 GROUP BY 1`),
    db.$queryRaw<Bucket[]>(tenantSql.organization(organizationId)`
      SELECT CASE WHEN "updatedAt" < ${from}::date THEN NULL ELSE to_char("updatedAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD') END AS day,
             count(*) FILTER (WHERE status = 'delivered') AS a, count(*) FILTER (WHERE status = 'skipped') AS b,
             count(*) FILTER (WHERE status = 'failed') AS c, 0::bigint AS d
      FROM publications WHERE "organizationId" = ${TENANT}::uuid AND "updatedAt" < ${to}::date + 1 GROUP BY 1`),
    db.$queryRaw<Bucket[]>(tenantSql.organization(organizationId)`
      SELECT CASE WHEN "confirmedAt" < ${from}::date THEN NULL ELSE to_char("confirmedAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD') END AS day,
             coalesce(sum("sizeBytes"), 0)::bigint AS a, 0::bigint AS b, 0::bigint AS c, 0::bigint AS d
      FROM assets WHERE "organizationId" = ${TENANT}::uuid AND status = 'ready' AND "confirmedAt" < ${to}::date + 1 GROUP BY 1`),
    db.$queryRaw<{ day: string; count: number }[]>(tenantSql.organization(organizationId)`
      SELECT to_char(day, 'YYYY-MM-DD') AS day, count FROM api_request_counts
      WHERE "organizationId" = ${TENANT}::uuid AND day BETWEEN ${from}::date AND ${to}::date`),
  ]);
  const running = (buckets: Bucket[]) => {
    const byDay = new Map(buckets.map((b) => [b.day, b]));
    const total = { a: 0n, b: 0n, c: 0n, d: 0n };
    const add = (b: Bucket | undefined) => {
      if (!b) return;
      total.a += BigInt(b.a);
      total.b += BigInt(b.b);
      total.c += BigInt(b.c);
      total.d += BigInt(b.d);
    };
    add(byDay.get(null));
    return (day: string) => {
      add(byDay.get(day));
      return { ...total };
    };
  };
  const p = running(products);
  const pub = running(publications);
  const s = running(storage);
  const r = new Map(requests.map((x) => [x.day, x.count]));
  return daysBetween(from, to).map((day) => {
    const pp = p(day);
    const pb = pub(day);
    return {
      day,
      productCount: Number(pp.a),
      bandRed: Number(pp.b),
      bandAmber: Number(pp.c),
      bandGreen: Number(pp.d),
      publicationsDelivered: Number(pb.a),
      publicationsSkipped: Number(pb.b),
      publicationsFailed: Number(pb.c),
      storageBytes: s(day).a,
      apiRequests: r.get(day) ?? 0,
    };
  });
}
