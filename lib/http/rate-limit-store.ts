import { Prisma } from "../db/generated/client";
import { preparedQuery } from "../db/prepared";
import { env } from "../config/env";
import { MemoryCounter } from "./rate-limit";
import type { CountAlongside } from "../auth/authenticate";

const memory = new MemoryCounter();

// One hit on a key's counter for a window; answers the count so far. Shared
// through PostgreSQL by default, so every instance of the service counts
// against one budget (docs/api.md, "Change feed"): one upsert, one round trip.
export async function countHit(key: string, window: number): Promise<number> {
  if (env().RATE_LIMIT_STORE === "memory") return memory.hit(key, window);
  const [row] = await preparedQuery<{ count: number }>(Prisma.sql`
    INSERT INTO rate_limit_windows (key, "window", count) VALUES (${key}, ${window}::bigint, 1)
    ON CONFLICT (key, "window") DO UPDATE SET count = rate_limit_windows.count + 1
    RETURNING count`);
  return row!.count;
}

// The same hit, made in the statement that looks the credential up
// (lib/auth/authenticate.ts), so an authenticated request costs one round
// trip for both; none when the credential is not valid. Null with the
// memory store, which counts in the process instead.
export function countAlongside(window: number): CountAlongside | null {
  if (env().RATE_LIMIT_STORE === "memory") return null;
  return (key, source) => Prisma.sql`
    INSERT INTO rate_limit_windows (key, "window", count) SELECT ${key}, ${window}::bigint, 1 FROM ${source}
    ON CONFLICT (key, "window") DO UPDATE SET count = rate_limit_windows.count + 1
    RETURNING count`;
}

// Windows that ended are of no use; the daily retention job drops them.
export async function pruneRateLimitWindows(before: number): Promise<number> {
  return Number(await preparedQuery<{ n: number }>(Prisma.sql`WITH gone AS (DELETE FROM rate_limit_windows WHERE "window" < ${before}::bigint RETURNING 1) SELECT count(*)::int AS n FROM gone`).then((r) => r[0]!.n));
}
