import { createHash } from "node:crypto";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { defaultProjectRoot, migrateDatabase, migrationsDirectory } from "../../../lib/db/migrate";
import { dropDatabase, throwawayDatabaseUrl } from "../../support/databases";

const throwaway: string[] = [];
const throwawayFolders: string[] = [];

function freshDatabaseUrl(): string {
  const url = throwawayDatabaseUrl("pis_migrate_test");
  throwaway.push(url);
  return url;
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
  for (const url of throwaway) await dropDatabase(url);
  for (const folder of throwawayFolders) await rm(folder, { recursive: true, force: true });
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

// Columns of `_prisma_migrations` as `prisma migrate deploy` (and Prisma's
// WebAssembly engine, which this runner replaced) creates them.
const PRISMA_LAYOUT = [
  { column_name: "id", data_type: "character varying", character_maximum_length: 36, is_nullable: "NO", column_default: null },
  { column_name: "checksum", data_type: "character varying", character_maximum_length: 64, is_nullable: "NO", column_default: null },
  { column_name: "finished_at", data_type: "timestamp with time zone", character_maximum_length: null, is_nullable: "YES", column_default: null },
  { column_name: "migration_name", data_type: "character varying", character_maximum_length: 255, is_nullable: "NO", column_default: null },
  { column_name: "logs", data_type: "text", character_maximum_length: null, is_nullable: "YES", column_default: null },
  { column_name: "rolled_back_at", data_type: "timestamp with time zone", character_maximum_length: null, is_nullable: "YES", column_default: null },
  { column_name: "started_at", data_type: "timestamp with time zone", character_maximum_length: null, is_nullable: "NO", column_default: "now()" },
  { column_name: "applied_steps_count", data_type: "integer", character_maximum_length: null, is_nullable: "NO", column_default: "0" },
];

function migrationTableLayout(databaseUrl: string) {
  return query(
    databaseUrl,
    `SELECT column_name, data_type, character_maximum_length, is_nullable, column_default
     FROM information_schema.columns WHERE table_name = '_prisma_migrations' ORDER BY ordinal_position`,
  );
}

// A project folder of its own, holding only the migrations a test writes.
async function projectWith(migrations: Record<string, string>): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), "pis-migrate-"));
  throwawayFolders.push(root);
  for (const [name, script] of Object.entries(migrations)) {
    await mkdir(path.join(migrationsDirectory(root), name), { recursive: true });
    await writeFile(path.join(migrationsDirectory(root), name, "migration.sql"), script);
  }
  return root;
}

const functionWithSemicolons = `CREATE TABLE notes (id serial PRIMARY KEY, body text NOT NULL, shout text);

-- A body in dollar quotes, semicolons and all, as PostgreSQL's manual writes it.
CREATE FUNCTION notes_shout() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.shout := upper(NEW.body) || ';';
  RETURN NEW;
END;
$$;

CREATE TRIGGER notes_shout BEFORE INSERT ON notes FOR EACH ROW EXECUTE FUNCTION notes_shout();
`;

describe("migrateDatabase, one script per file", () => {
  it("applies a dollar-quoted function body with semicolons, and nothing the second time", async () => {
    const databaseUrl = freshDatabaseUrl();
    const projectRoot = await projectWith({ "20260101000000_notes": functionWithSemicolons });

    expect(await migrateDatabase(databaseUrl, { projectRoot })).toEqual({ applied: ["20260101000000_notes"] });
    const [note] = await query<{ shout: string }>(databaseUrl, "INSERT INTO notes (body) VALUES ('a;b') RETURNING shout");
    expect(note?.shout).toBe("A;B;");

    const [row] = await query<Record<string, unknown>>(databaseUrl, "SELECT * FROM _prisma_migrations");
    expect(row).toMatchObject({
      checksum: createHash("sha256").update(functionWithSemicolons).digest("hex"),
      migration_name: "20260101000000_notes",
      logs: null,
      rolled_back_at: null,
      applied_steps_count: 1,
    });
    expect(row?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect((row?.finished_at as Date).getTime()).toBeGreaterThanOrEqual((row?.started_at as Date).getTime());

    expect(await migrateDatabase(databaseUrl, { projectRoot })).toEqual({ applied: [] });
    // Recognised by name: an edited comment in an applied file runs nothing again.
    await writeFile(
      path.join(migrationsDirectory(projectRoot), "20260101000000_notes", "migration.sql"),
      `-- edited\n${functionWithSemicolons}`,
    );
    expect(await migrateDatabase(databaseUrl, { projectRoot })).toEqual({ applied: [] });
    expect(await migrationRows(databaseUrl)).toHaveLength(1);
  }, 60_000);

  it("rolls a failing migration back whole and records no row for it", async () => {
    const databaseUrl = freshDatabaseUrl();
    const projectRoot = await projectWith({
      "20260101000000_notes": functionWithSemicolons,
      "20260102000000_broken": "CREATE TABLE half_done (id int);\nINSERT INTO missing_table VALUES (1);\n",
    });

    await expect(migrateDatabase(databaseUrl, { projectRoot })).rejects.toThrow(
      /migration 20260102000000_broken failed and was rolled back: relation "missing_table" does not exist/,
    );

    expect((await migrationRows(databaseUrl)).map((row) => row.migration_name)).toEqual(["20260101000000_notes"]);
    expect(await query(databaseUrl, "SELECT to_regclass('half_done') AS t")).toEqual([{ t: null }]);
  }, 60_000);

  it("keeps _prisma_migrations in Prisma's layout", async () => {
    const databaseUrl = freshDatabaseUrl();
    await migrateDatabase(databaseUrl, { projectRoot: await projectWith({}) });
    expect(await migrationTableLayout(databaseUrl)).toEqual(PRISMA_LAYOUT);
  }, 60_000);
});
