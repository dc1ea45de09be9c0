import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "./generated/client";
import { env } from "../config/env";

// One pool and one client per process, kept on globalThis so Next's module
// reloads in development do not open a new pool each time. Prisma runs on
// the pool; lib/db/prepared.ts runs the few hottest reads on it directly.
const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient; pgPool?: pg.Pool };

function createClient(pool: pg.Pool): PrismaClient {
  // $disconnect() ends the pool too, so scripts and tests exit at once.
  return new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
}

export const pgPool: pg.Pool = globalForPrisma.pgPool ?? new pg.Pool({ connectionString: env().DATABASE_URL, max: 10 });
export const db: PrismaClient = globalForPrisma.prisma ?? createClient(pgPool);
globalForPrisma.pgPool = pgPool;
globalForPrisma.prisma = db;

export type Db = PrismaClient;
export type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];
