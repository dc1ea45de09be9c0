import { createHash, randomUUID } from "node:crypto";
import type pg from "pg";

// The `_prisma_migrations` table as `prisma migrate deploy` keeps it, so the
// Prisma CLI can take over a database we migrated, and we one it migrated.

// Prisma's own DDL for PostgreSQL, column for column.
const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

export async function ensureMigrationsTable(client: pg.Client): Promise<void> {
  await client.query(CREATE_TABLE);
}

// Names, not checksums, say what is applied: a comment rewritten in an old
// migration must not run it again. A row Prisma left unfinished (a failed
// `migrate deploy`) stops us as it stops Prisma, until someone resolves it.
export async function appliedMigrationNames(client: pg.Client): Promise<Set<string>> {
  const { rows } = await client.query<{ migration_name: string; finished_at: Date | null }>(
    `SELECT migration_name, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL`,
  );
  const failed = rows.find((row) => row.finished_at === null);
  if (failed) {
    throw new Error(
      `migration ${failed.migration_name} failed earlier and is recorded unfinished in _prisma_migrations; ` +
        "fix the database and mark it rolled back (`prisma migrate resolve --rolled-back`) before migrating again",
    );
  }
  return new Set(rows.map((row) => row.migration_name));
}

// Written in the migration's own transaction, after its script: started_at
// is the transaction's start, finished_at the moment the script ended, and a
// migration counts as one step, as Prisma counts it.
export async function recordMigration(client: pg.Client, name: string, script: string): Promise<void> {
  await client.query(
    `INSERT INTO "_prisma_migrations"
       (id, checksum, finished_at, migration_name, logs, rolled_back_at, started_at, applied_steps_count)
     VALUES ($1, $2, clock_timestamp(), $3, NULL, NULL, now(), 1)`,
    [randomUUID(), migrationChecksum(script), name],
  );
}

// Prisma's checksum: the SHA-256 of the file as it is on disk, in hex.
export function migrationChecksum(script: string): string {
  return createHash("sha256").update(script).digest("hex");
}
