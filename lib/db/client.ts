import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "./generated/client";
import { env } from "../config/env";
import { log } from "../core/log";
import { serialTransactions } from "./serial-transactions";
import { writeContextAdapter } from "./write-context";

// One pool and one client per process, kept on globalThis so Next's module
// reloads in development do not open a new pool each time. Prisma runs on
// the pool; lib/db/prepared.ts runs the few hottest reads on it directly.
const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient; pgPool?: pg.Pool };

function createClient(pool: pg.Pool): PrismaClient {
  // $disconnect() ends the pool too, so scripts and tests exit at once.
  // Prisma's default transaction time-out (5 s) aborted a 1,000-product bulk
  // upsert that waited on a concurrent one's row locks on a loaded machine,
  // and answered 500: a transaction may take as long as the work a request is
  // allowed (bounded by its item limits), and waits up to 10 s for a connection.
  return new PrismaClient({
    adapter: writeContextAdapter(serialTransactions(new PrismaPg(pool, { disposeExternalPool: true }))),
    transactionOptions: { maxWait: 10_000, timeout: 60_000 },
  });
}

function createPool(): pg.Pool {
  const strict = env().HISTORY_STRICT === "1" ? { options: "-c pis.history_strict=on" } : {};
  // Connections stay open once made (at most ten), as most servers' pools
  // keep them: pg-pool's default closes one after 10 s idle, which costs a
  // timer set on every release and cleared on the next checkout, two per API
  // read. An idle connection does not keep a process alive (a script ends
  // when its work does).
  const pool = new pg.Pool({ connectionString: env().DATABASE_URL, max: 10, idleTimeoutMillis: 0, allowExitOnIdle: true, ...strict });
  // An idle connection's error (the server restarted, say) must not crash the
  // process: the pool drops that connection and opens another when needed.
  // Prisma's adapter adds its own listener only once it has connected.
  pool.on("error", (err) => log.warn({ err }, "an idle database connection failed"));
  return pool;
}

export const pgPool: pg.Pool = globalForPrisma.pgPool ?? createPool();
export const db: PrismaClient = globalForPrisma.prisma ?? createClient(pgPool);
globalForPrisma.pgPool = pgPool;
globalForPrisma.prisma = db;

export type Db = PrismaClient;
export type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];
