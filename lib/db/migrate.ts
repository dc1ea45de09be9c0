import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { appliedMigrationNames, ensureMigrationsTable, recordMigration } from "./migration-records";

// Runs outside Next (test global setup, `npm start`, CLI scripts), so it must
// not import Next or "server-only", and it cannot trust process.cwd().
//
// What `prisma migrate deploy` does, without the native engine the Prisma CLI
// cannot download here: each pending prisma/migrations/<name>/migration.sql,
// in name order, is sent whole over the simple query protocol, which runs a
// script of many statements and leaves dollar-quoted PL/pgSQL bodies to the
// server, inside one transaction with its `_prisma_migrations` row. A failing
// migration leaves neither its changes nor a row.

export interface MigrateOptions {
  log?: (line: string) => void;
  projectRoot?: string;
}

export const defaultProjectRoot = fileURLToPath(new URL("../..", import.meta.url));

// Matches `migrations.path` in prisma.config.ts.
export function migrationsDirectory(projectRoot: string = defaultProjectRoot): string {
  return path.join(projectRoot, "prisma", "migrations");
}

// The key `prisma migrate deploy` locks, so our runner and Prisma's never
// migrate one database at the same time.
const MIGRATE_LOCK_KEY = 72_707_369;

export async function migrateDatabase(
  databaseUrl: string,
  opts: MigrateOptions = {},
): Promise<{ applied: string[] }> {
  const log = opts.log ?? (() => {});
  const migrations = await readMigrations(migrationsDirectory(opts.projectRoot));
  const client = await connectCreatingDatabase(databaseUrl, log);
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATE_LOCK_KEY]);
    await ensureMigrationsTable(client);
    const done = await appliedMigrationNames(client);
    const applied: string[] = [];
    for (const migration of migrations.filter(({ name }) => !done.has(name))) {
      await applyMigration(client, migration);
      log(`applied migration ${migration.name}`);
      applied.push(migration.name);
    }
    return { applied };
  } finally {
    // Closing the session releases the advisory lock even if applying failed.
    await client.end();
  }
}

interface Migration {
  name: string;
  script: string;
}

async function applyMigration(client: pg.Client, { name, script }: Migration): Promise<void> {
  await client.query("BEGIN");
  try {
    await client.query(script);
    await recordMigration(client, name, script);
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK");
    throw new Error(`migration ${name} failed and was rolled back: ${(error as Error).message}`, { cause: error });
  }
}

// The `postgres` database on the same server: where CREATE DATABASE runs, and
// a connection to start on when the target database is irrelevant.
export function maintenanceDatabaseUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.pathname = "/postgres";
  return url.toString();
}

// Same rules as the Prisma CLI's own reader: only directories are
// migrations, each with a migration.sql, in name order.
async function readMigrations(baseDir: string): Promise<Migration[]> {
  const entries = await readdir(baseDir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  const names = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort((a, b) => a.localeCompare(b));
  return Promise.all(
    names.map(async (name) => ({ name, script: await readFile(path.join(baseDir, name, "migration.sql"), "utf8") })),
  );
}

async function connectCreatingDatabase(databaseUrl: string, log: (line: string) => void): Promise<pg.Client> {
  try {
    return await connect(databaseUrl);
  } catch (error) {
    if (pgErrorCode(error) !== "3D000") throw error; // invalid_catalog_name: no such database
  }
  await createDatabase(databaseUrl, log);
  return connect(databaseUrl);
}

async function createDatabase(databaseUrl: string, log: (line: string) => void): Promise<void> {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  const admin = await connect(maintenanceDatabaseUrl(databaseUrl));
  try {
    await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(name)}`);
    log(`created database ${name}`);
  } catch (error) {
    // A concurrent caller got there first: 42P04 if its database was already
    // visible, 23505 if both passed the catalog check at the same time.
    const code = pgErrorCode(error);
    if (code !== "42P04" && code !== "23505") throw error;
  } finally {
    await admin.end();
  }
}

async function connect(connectionString: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  return client;
}

function pgErrorCode(error: unknown): string | undefined {
  return typeof error === "object" && error !== null && "code" in error && typeof error.code === "string"
    ? error.code
    : undefined;
}
