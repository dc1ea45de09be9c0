import { readdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PrismaPg } from "@prisma/adapter-pg";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import * as engineGlue from "@prisma/schema-engine-wasm/schema_engine_bg";
import type { MigrationList, SchemaEngine, SchemaFilter } from "@prisma/schema-engine-wasm/schema_engine_bg";
import pg from "pg";

// Runs outside Next (test global setup, `npm start`, CLI scripts), so it must
// not import Next or "server-only", and it cannot trust process.cwd().

export interface MigrateOptions {
  log?: (line: string) => void;
  projectRoot?: string;
}

export const defaultProjectRoot = fileURLToPath(new URL("../..", import.meta.url));

// Matches `migrations.path` in prisma.config.ts.
export function migrationsDirectory(projectRoot: string = defaultProjectRoot): string {
  return path.join(projectRoot, "prisma", "migrations");
}

// Any constant works as long as it differs from the engine's own
// pg_advisory_lock(72707369): the engine takes that on another connection of
// the same process, so sharing it would deadlock.
const MIGRATE_LOCK_KEY = 7_365_031;

const noFilters: SchemaFilter = { externalTables: [], externalEnums: [] };

export async function migrateDatabase(
  databaseUrl: string,
  opts: MigrateOptions = {},
): Promise<{ applied: string[] }> {
  const log = opts.log ?? (() => {});
  const migrationsList = await readMigrationsList(migrationsDirectory(opts.projectRoot));
  const lockSession = await connectCreatingDatabase(databaseUrl, log);
  try {
    await lockSession.query("SELECT pg_advisory_lock($1)", [MIGRATE_LOCK_KEY]);
    const { appliedMigrationNames } = await withSchemaEngine(databaseUrl, (engine) =>
      engine.applyMigrations({ migrationsList, filters: noFilters }),
    );
    for (const name of appliedMigrationNames) log(`applied migration ${name}`);
    return { applied: appliedMigrationNames };
  } finally {
    // Closing the session releases the advisory lock even if applying failed.
    await lockSession.end();
  }
}

// The `postgres` database on the same server: where CREATE DATABASE runs, and
// a connection the engine can start on when the target database is irrelevant.
export function maintenanceDatabaseUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.pathname = "/postgres";
  return url.toString();
}

export async function withSchemaEngine<T>(
  databaseUrl: string,
  run: (engine: SchemaEngine) => Promise<T>,
): Promise<T> {
  const { SchemaEngine } = await loadSchemaEngine();
  // Our own pool, so the connections are closed when we are done; the engine
  // never disposes the adapter it is given.
  const pool = new pg.Pool({ connectionString: databaseUrl });
  try {
    const adapter = bindMigrationAwareSqlAdapterFactory(new PrismaPg(pool));
    const engine = await SchemaEngine.new({ datamodels: undefined }, () => {}, adapter);
    try {
      return await run(engine);
    } finally {
      engine.free();
    }
  } finally {
    await pool.end();
  }
}

let glueReady: Promise<typeof engineGlue> | undefined;

// The package is wasm-bindgen "bundler" output whose entry point imports the
// .wasm file, which Node cannot do; so we instantiate it ourselves, giving the
// JS glue as the import module it names, then do what the entry point would.
function loadSchemaEngine(): Promise<typeof engineGlue> {
  glueReady ??= (async () => {
    const require = createRequire(import.meta.url);
    const gluePath = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg");
    const bytes = await readFile(gluePath.replace(/\.js$/, ".wasm"));
    const { instance } = await WebAssembly.instantiate(bytes, { "./schema_engine_bg.js": engineGlue });
    engineGlue.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return engineGlue;
  })();
  return glueReady;
}

// Same shape and rules as the Prisma CLI's own reader: only directories are
// migrations, each with a migration.sql, in name order.
async function readMigrationsList(baseDir: string): Promise<MigrationList> {
  const lockfilePath = "migration_lock.toml";
  const lockfile = await readFile(path.join(baseDir, lockfilePath), "utf8").catch(() => null);
  const entries = await readdir(baseDir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  const names = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort((a, b) => a.localeCompare(b));
  const migrationDirectories = await Promise.all(
    names.map(async (name) => ({
      path: name,
      migrationFile: {
        path: "migration.sql",
        content: await readFile(path.join(baseDir, name, "migration.sql"), "utf8").then(
          (value) => ({ tag: "ok" as const, value }),
          (error: Error) => ({ tag: "error" as const, value: error.message }),
        ),
      },
    })),
  );
  return {
    baseDir,
    lockfile: { path: lockfilePath, content: lockfile },
    shadowDbInitScript: "",
    migrationDirectories,
  };
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
