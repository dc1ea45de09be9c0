import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { verifyAccessToken } from "../../lib/auth/access-token";
import { authenticate } from "../../lib/auth/authenticate";
import { authorize } from "../../lib/auth/authorize";
import { db } from "../../lib/db/client";
import { PrismaClient } from "../../lib/db/generated/client";
import type { Fixtures } from "./setup";
import { percentiles, type Latency } from "./stats";

export type QueryComparison = {
  name: string;
  pg: Latency;
  prisma: Latency;
  // Prisma's p50 minus raw pg's p50, in ms.
  overheadP50: number;
  // Round trips Prisma makes for this read (raw pg always makes one).
  prismaQueries: number;
};

export type CallTiming = Latency & { name: string };

type Read = {
  name: string;
  pg: (pool: pg.Pool) => Promise<unknown>;
  prisma: (client: PrismaClient) => Promise<unknown>;
};

// The reads an authenticated GET /api/v1/organization makes, each written
// once in plain SQL and once as the app writes it with Prisma.
function reads(f: Fixtures): Read[] {
  const org = { id: true, kind: true, tier: true } as const;
  return [
    {
      name: "organization by id",
      pg: (pool) => pool.query(`SELECT id, name, kind, tier, "createdAt" FROM organizations WHERE id = $1`, [f.organizationId]),
      prisma: (c) =>
        c.organization.findUnique({ where: { id: f.organizationId }, select: { id: true, name: true, kind: true, tier: true, createdAt: true } }),
    },
    {
      name: "API key by hash + org",
      pg: (pool) =>
        pool.query(
          `SELECT k.id, k.prefix, k.scopes, k.sandbox, k."expiresAt", k."revokedAt", k."lastUsedAt", o.id AS "orgId", o.kind, o.tier
             FROM api_keys k JOIN organizations o ON o.id = k."organizationId" WHERE k."keyHash" = $1`,
          [f.keyHash],
        ),
      prisma: (c) =>
        c.apiKey.findUnique({
          where: { keyHash: f.keyHash },
          select: { id: true, prefix: true, scopes: true, sandbox: true, expiresAt: true, revokedAt: true, lastUsedAt: true, organization: { select: org } },
        }),
    },
    {
      name: "membership by user+org + org",
      pg: (pool) =>
        pool.query(
          `SELECT m.role, o.id, o.kind, o.tier FROM memberships m JOIN organizations o ON o.id = m."organizationId"
            WHERE m."userId" = $1 AND m."organizationId" = $2`,
          [f.userId, f.organizationId],
        ),
      prisma: (c) =>
        c.membership.findUnique({
          where: { userId_organizationId: { userId: f.userId, organizationId: f.organizationId } },
          select: { role: true, organization: { select: org } },
        }),
    },
  ];
}

async function elapsed(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

// Calls are strictly sequential (one connection busy at a time), after a
// warm-up of a tenth of the iterations. With two functions they alternate,
// so both see the same machine state (GC, autovacuum, CPU clock).
async function sample(iterations: number, fns: Array<() => Promise<unknown>>): Promise<number[][]> {
  const warm = Math.max(50, Math.floor(iterations / 10));
  for (let i = 0; i < warm; i++) for (const fn of fns) await fn();
  const out = fns.map(() => [] as number[]);
  for (let i = 0; i < iterations; i++) for (const [j, fn] of fns.entries()) out[j]!.push(await elapsed(fn));
  return out;
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
      out.push({ name: read.name, pg: pgLatency, prisma: prismaLatency, overheadP50: prismaLatency.p50 - pgLatency.p50, prismaQueries: counts[i] ?? 0 });
    }
    return out;
  } finally {
    await pool.end();
  }
}

// The wrapper's authentication as route() runs it: authenticate() then
// authorize() with GET /api/v1/organization's rule; and the JWT check alone.
export async function timeAuth(f: Fixtures, token: string, iterations: number): Promise<CallTiming[]> {
  const calls: Array<[string, () => Promise<unknown>]> = [
    ["authenticate + authorize (API key)", async () => authorize(await authenticate(new Headers({ "x-api-key": f.apiKey })), "GET", {})],
    ["authenticate + authorize (bearer)", async () => authorize(await authenticate(new Headers({ authorization: `Bearer ${token}` })), "GET", {})],
    ["JWT verify alone", async () => {
      if (!(await verifyAccessToken(token))) throw new Error("The bench's access token did not verify.");
    }],
  ];
  const out: CallTiming[] = [];
  for (const [name, fn] of calls) {
    const [samples = []] = await sample(iterations, [fn]);
    out.push({ name, ...percentiles(samples) });
  }
  return out;
}
