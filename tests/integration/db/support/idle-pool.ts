// A script that reads through the process's pool and then has nothing left
// to do (tests/integration/db/pool.test.ts): it says how many connections
// the pool holds, open and idle, and must end without closing the pool.
import { pgPool } from "../../../../lib/db/client";
import { preparedQuery } from "../../../../lib/db/prepared";
import { Prisma } from "../../../../lib/db/generated/client";

// Three reads submitted together: none finds an idle connection, so each opens one.
await Promise.all([1, 2, 3].map((n) => preparedQuery(Prisma.sql`SELECT ${n}::int AS n`)));
process.stdout.write(`${JSON.stringify({ total: pgPool.totalCount, idle: pgPool.idleCount })}\n`);
