import { randomBytes } from "node:crypto";
import pg from "pg";
import { maintenanceDatabaseUrl } from "../../lib/db/migrate";

// Databases of one test file's own, on the test server, for tests that would
// disturb the shared one (a runner claiming every due job, a TRUNCATE).
export function throwawayDatabaseUrl(prefix: string): string {
  const url = new URL(process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/pis_test");
  url.pathname = `/${prefix}_${randomBytes(6).toString("hex")}`;
  return url.toString();
}

export async function dropDatabase(url: string): Promise<void> {
  const admin = new pg.Client({ connectionString: maintenanceDatabaseUrl(url) });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(new URL(url).pathname.slice(1))} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
