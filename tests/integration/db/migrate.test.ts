import { createHash, randomBytes } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { defaultProjectRoot, maintenanceDatabaseUrl, migrateDatabase, migrationsDirectory } from "../../../lib/db/migrate";

const serverUrl = process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/pis";
const throwaway: string[] = [];

function freshDatabaseUrl(): string {
  const name = `pis_migrate_test_${randomBytes(6).toString("hex")}`;
  throwaway.push(name);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function query<T extends pg.QueryResultRow>(databaseUrl: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

async function migrationFolders(): Promise<string[]> {
  const entries = await readdir(migrationsDirectory(), { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort((a, b) => a.localeCompare(b));
}

// Every model's table, as named by @@map or else after the model.
async function expectedTables(): Promise<string[]> {
  const schema = await readFile(path.join(defaultProjectRoot, "prisma", "schema.prisma"), "utf8");
  return [...schema.matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm)].map(
    ([, model, body]) => /@@map\("([^"]+)"\)/.exec(body ?? "")?.[1] ?? model ?? "",
  );
}

interface MigrationRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
}

function migrationRows(databaseUrl: string): Promise<MigrationRow[]> {
  return query<MigrationRow>(
    databaseUrl,
    "SELECT migration_name, checksum, finished_at, rolled_back_at FROM _prisma_migrations ORDER BY migration_name",
  );
}

afterAll(async () => {
  const admin = maintenanceDatabaseUrl(serverUrl);
  for (const name of throwaway) await query(admin, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}, 30_000);

describe("migrateDatabase", () => {
  it("creates the database, applies every migration once and records it as prisma migrate deploy does", async () => {
    const databaseUrl = freshDatabaseUrl();
    const folders = await migrationFolders();
    expect(folders.length).toBeGreaterThan(0);

    expect(await migrateDatabase(databaseUrl)).toEqual({ applied: folders });

    const tables = await query<{ table_name: string }>(
      databaseUrl,
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
    );
    expect(tables.map((row) => row.table_name)).toEqual(expect.arrayContaining(await expectedTables()));

    const rows = await migrationRows(databaseUrl);
    expect(rows.map((row) => row.migration_name)).toEqual(folders);
    for (const row of rows) {
      const script = await readFile(path.join(migrationsDirectory(), row.migration_name, "migration.sql"));
      expect(row.checksum).toBe(createHash("sha256").update(script).digest("hex"));
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.rolled_back_at).toBeNull();
    }

    expect(await migrateDatabase(databaseUrl)).toEqual({ applied: [] });
    expect(await migrationRows(databaseUrl)).toHaveLength(folders.length);
  }, 120_000);

  it("lets concurrent callers race on a fresh database, applying each migration once", async () => {
    const databaseUrl = freshDatabaseUrl();
    const folders = await migrationFolders();

    const results = await Promise.all([migrateDatabase(databaseUrl), migrateDatabase(databaseUrl)]);

    expect(results.flatMap((result) => result.applied).sort((a, b) => a.localeCompare(b))).toEqual(folders);
    const rows = await migrationRows(databaseUrl);
    expect(rows.map((row) => row.migration_name)).toEqual(folders);
    expect(rows.every((row) => row.finished_at !== null)).toBe(true);
  }, 120_000);
});
