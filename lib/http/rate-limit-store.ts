import { Prisma } from "../db/generated/client";
import { preparedQuery } from "../db/prepared";
import { env } from "../config/env";
import { MemoryCounter } from "./rate-limit";
import type { PrincipalBudget } from "../auth/authenticate";
import { BudgetLeases } from "./budget-leases";

const memory = new MemoryCounter();
const leases = new BudgetLeases();

// One hit on a key's counter for a window; answers the count so far. Shared
// through PostgreSQL by default, so every instance of the service counts
// against one budget (docs/api.md, "Change feed"): one upsert, one round trip.
export async function countHit(key: string, window: number): Promise<number> {
  if (env().RATE_LIMIT_STORE === "memory") return memory.hit(key, window);
  return addToCount(key, window, 1);
}

async function addToCount(key: string, window: number, hits: number): Promise<number> {
  const [row] = await preparedQuery<{ count: number }>(Prisma.sql`
    INSERT INTO rate_limit_windows (key, "window", count) VALUES (${key}, ${window}::bigint, ${hits}::int)
    ON CONFLICT (key, "window") DO UPDATE SET count = rate_limit_windows.count + EXCLUDED.count
    RETURNING count`);
  return row!.count;
}

// A principal's hits on its budget, counted with the statement that looks
// the credential up (lib/auth/authenticate.ts): a hit this instance already
// holds costs no statement, and reserving the next slice rides in the
// lookup's, so an authenticated request costs one round trip for both; a
// credential that is not valid reserves nothing. Null with the memory store,
// which counts in the process instead.
export function principalBudget(window: number, limit: number): PrincipalBudget | null {
  if (env().RATE_LIMIT_STORE === "memory") return null;
  return {
    take: (credential) => leases.take(credential, window, limit),
    reserve: (key, source, slice) => Prisma.sql`
      INSERT INTO rate_limit_windows (key, "window", count) SELECT ${key}, ${window}::bigint, ${slice}::int FROM ${source}
      ON CONFLICT (key, "window") DO UPDATE SET count = rate_limit_windows.count + EXCLUDED.count
      RETURNING count`,
    reserved: (credential, slice, count) => {
      if (count === null) {
        leases.abandoned(credential);
        return null;
      }
      return leases.reserved(credential, window, limit, slice, count);
    },
    // After another request's reservation: its slice usually covers this
    // hit; when it does not, this request reserves one in a statement of its own.
    async after(credential, key, wait) {
      for (;;) {
        await wait;
        const taken = leases.take(credential, window, limit);
        if ("hits" in taken) return taken.hits;
        if ("wait" in taken) {
          wait = taken.wait;
          continue;
        }
        const count = await addToCount(key, window, taken.reserve).catch((err: unknown) => {
          leases.abandoned(credential);
          throw err;
        });
        return leases.reserved(credential, window, limit, taken.reserve, count);
      }
    },
  };
}

// Windows that ended are of no use; the daily retention job drops them.
export async function pruneRateLimitWindows(before: number): Promise<number> {
  return Number(await preparedQuery<{ n: number }>(Prisma.sql`WITH gone AS (DELETE FROM rate_limit_windows WHERE "window" < ${before}::bigint RETURNING 1) SELECT count(*)::int AS n FROM gone`).then((r) => r[0]!.n));
}
