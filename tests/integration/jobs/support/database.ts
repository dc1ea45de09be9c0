import pg from "pg";
import { migrateDatabase } from "../../../../lib/db/migrate";
import { throwawayDatabaseUrl } from "../../../support/databases";

// Each jobs test file gets its own fresh database, because runners claim
// every due run in the database they are pointed at. It must be called before
// anything imports lib/db/client (which reads DATABASE_URL once), so test
// files import the app's modules dynamically afterwards.
export async function useFreshDatabase(): Promise<string> {
  const url = throwawayDatabaseUrl("pis_jobs_test");
  await migrateDatabase(url);
  // Side effects the test functions record, counted by the tests; a table so
  // a child process's effects count too.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query("CREATE TABLE test_effects (id serial PRIMARY KEY, name text NOT NULL, at timestamptz NOT NULL DEFAULT now())");
  await client.end();
  process.env.DATABASE_URL = url;
  // Several tests make steps fail on purpose; the SDK would log each one.
  process.env.LOG_LEVEL = "silent";
  return url;
}
