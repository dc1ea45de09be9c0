import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { db } from "../../lib/db/client";
import { PrismaClient } from "../../lib/db/generated/client";
import { sample } from "./sample";
import type { Fixtures } from "./setup";
import { percentiles, type Latency } from "./stats";

export type QueryComparison = {
  name: string;
  // Whether the service issues the read through Prisma in this form (see reads()).
  inApp: boolean;
  pg: Latency;
  prisma: Latency;
  // Prisma's p50 minus raw pg's p50, in ms.
  overheadP50: number;
  // Round trips Prisma makes for this read (raw pg always makes one).
  prismaQueries: number;
};

type Read = {
  name: string;
  inApp: boolean;
  pg: (pool: pg.Pool) => Promise<unknown>;
  prisma: (client: PrismaClient) => Promise<unknown>;
};

const API_KEY_SQL = `SELECT k.id, k.prefix, k.scopes, k.sandbox, k."expiresAt", k."revokedAt", k."lastUsedAt", k."organizationId", o.kind, o.tier
  FROM api_keys k JOIN organizations o ON o.id = k."organizationId" WHERE k."keyHash" = $1`;
const MEMBERSHIP_SQL = `SELECT m.role, o.id AS "organizationId", o.kind, o.tier
  FROM memberships m JOIN organizations o ON o.id = m."organizationId" WHERE m."userId" = $1::uuid AND m."organizationId" = $2::uuid`;
// The first product page of a supplier, as lib/search/find-page.ts writes it.
const PAGE_SQL = `SELECT p.id, p."organizationId", p.sku, p.name, p.description, p.status, p."categoryId", p.tags, p.attributes, p.localized,
  p."qualityScore", p."createdAt", p."updatedAt",
  (SELECT c.name FROM categories c WHERE c.id = p."categoryId") AS "categoryName",
  (SELECT o.name FROM organizations o WHERE o.id = p."organizationId") AS "supplierName"
  FROM products p WHERE p."organizationId" = $1::uuid AND TRUE ORDER BY p."createdAt", p.id LIMIT $2::int`;

// A named statement, as lib/db/prepared.ts sends the hot reads.
const prepared = (pool: pg.Pool, name: string, text: string, values: unknown[]) => pool.query({ name, text, values });

// The reads of an authenticated GET, each in plain SQL on a pg.Pool and
// through Prisma. The authentication lookups and the product page are issued
// by the service on pg directly, as named prepared statements
// (lib/db/prepared.ts): their rows show what that saves over the same SQL
// through Prisma ($queryRawUnsafe only lets both sides share the SQL text;
// its values are still sent as parameters) and over Prisma's model API, whose
// relation costs a second query.
function reads(f: Fixtures): Read[] {
  const org = { id: true, kind: true, tier: true } as const;
  const membership = { userId_organizationId: { userId: f.userId, organizationId: f.organizationId } };
  return [
    {
      name: "organization by id (findUnique)",
      inApp: true,
      pg: (pool) => pool.query(`SELECT id, name, kind, tier, "createdAt" FROM organizations WHERE id = $1`, [f.organizationId]),
      prisma: (c) =>
        c.organization.findUnique({ where: { id: f.organizationId }, select: { id: true, name: true, kind: true, tier: true, createdAt: true } }),
    },
    {
      name: "API key by hash + org (findUnique, relation)",
      inApp: false,
      pg: (pool) => prepared(pool, "bench_key", API_KEY_SQL, [f.keyHash]),
      prisma: (c) =>
        c.apiKey.findUnique({
          where: { keyHash: f.keyHash },
          select: { id: true, prefix: true, scopes: true, sandbox: true, expiresAt: true, revokedAt: true, lastUsedAt: true, organization: { select: org } },
        }),
    },
    {
      name: "API key by hash + org ($queryRaw JOIN vs prepared)",
      inApp: false,
      pg: (pool) => prepared(pool, "bench_key", API_KEY_SQL, [f.keyHash]),
      prisma: (c) => c.$queryRawUnsafe(API_KEY_SQL, f.keyHash),
    },
    {
      name: "membership by user+org + org (findUnique, relation)",
      inApp: false,
      pg: (pool) => prepared(pool, "bench_membership", MEMBERSHIP_SQL, [f.userId, f.organizationId]),
      prisma: (c) => c.membership.findUnique({ where: membership, select: { role: true, organization: { select: org } } }),
    },
    {
      name: "membership by user+org + org ($queryRaw JOIN vs prepared)",
      inApp: false,
      pg: (pool) => prepared(pool, "bench_membership", MEMBERSHIP_SQL, [f.userId, f.organizationId]),
      prisma: (c) => c.$queryRawUnsafe(MEMBERSHIP_SQL, f.userId, f.organizationId),
    },
    {
      name: "product page, 51 rows ($queryRaw vs prepared)",
      inApp: false,
      pg: (pool) => prepared(pool, "bench_page", PAGE_SQL, [f.organizationId, 51]),
      prisma: (c) => c.$queryRawUnsafe(PAGE_SQL, f.organizationId, 51),
    },
  ];
}

// A second client that logs its statements, so the number of round trips
// Prisma makes for each read is counted rather than assumed.
async function countPrismaQueries(databaseUrl: string, list: Read[]): Promise<number[]> {
  const client = new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl }), log: [{ emit: "event", level: "query" }] });
  let count = 0;
  client.$on("query", () => (count += 1));
  try {
    const counts: number[] = [];
    for (const read of list) {
      count = 0;
      await read.prisma(client);
      counts.push(count);
    }
    return counts;
  } finally {
    await client.$disconnect();
  }
}

export async function compareQueries(databaseUrl: string, f: Fixtures, iterations: number): Promise<QueryComparison[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const list = reads(f);
  try {
    const counts = await countPrismaQueries(databaseUrl, list);
    const out: QueryComparison[] = [];
    for (const [i, read] of list.entries()) {
      const [raw = [], orm = []] = await sample(iterations, [() => read.pg(pool), () => read.prisma(db)]);
      const pgLatency = percentiles(raw);
      const prismaLatency = percentiles(orm);
      out.push({ name: read.name, inApp: read.inApp, pg: pgLatency, prisma: prismaLatency, overheadP50: prismaLatency.p50 - pgLatency.p50, prismaQueries: counts[i] ?? 0 });
    }
    return out;
  } finally {
    await pool.end();
  }
}
