import { randomBytes } from "node:crypto";
import pg from "pg";
import { maintenanceDatabaseUrl, migrateDatabase } from "../../../../lib/db/migrate";

// Each jobs test file gets its own fresh database, because runners claim
// every due run in the database they are pointed at. It must be called before
// anything imports lib/db/client (which reads DATABASE_URL once), so test
// files import the app's modules dynamically afterwards.
export async function useFreshDatabase(): Promise<string> {
  const url = new URL(process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/pis_test");
  url.pathname = `/pis_jobs_test_${randomBytes(6).toString("hex")}`;
  await migrateDatabase(url.toString());
  // Side effects the test functions record, counted by the tests; a table so
  // a child process's effects count too.
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  await client.query("CREATE TABLE test_effects (id serial PRIMARY KEY, name text NOT NULL, at timestamptz NOT NULL DEFAULT now())");
  await client.end();
  process.env.DATABASE_URL = url.toString();
  // Several tests make steps fail on purpose; the SDK would log each one.
  process.env.LOG_LEVEL = "silent";
  return url.toString();
}

export async function dropDatabase(url: string): Promise<void> {
  const admin = new pg.Client({ connectionString: maintenanceDatabaseUrl(url) });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(new URL(url).pathname.slice(1))} WITH (FORCE)`);
  await admin.end();
}
