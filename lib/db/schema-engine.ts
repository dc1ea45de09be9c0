import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { PrismaPg } from "@prisma/adapter-pg";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import * as engineGlue from "@prisma/schema-engine-wasm/schema_engine_bg";
import type { SchemaEngine } from "@prisma/schema-engine-wasm/schema_engine_bg";
import pg from "pg";

// Prisma's schema engine, WebAssembly build, for what only it can do: the
// diff of two datamodels that `npm run db:migration` writes as SQL. It is not
// used to apply migrations (lib/db/migrate.ts): its pg adapter splits a
// script at every semicolon, which breaks PL/pgSQL bodies.
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
