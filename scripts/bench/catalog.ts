// `npm run bench:catalog [-- --products N | --small] [--iterations 200] [--duration 10] [--connections 32] [--reuse] [--grid]`
// Issue 3 at catalogue scale: seeds a synthetic catalogue into its own
// database, serves the production build against it and times list pages,
// totals, full-text search and faceted search over HTTP, then the same list
// pages with OFFSET and the same facets with a naive GROUP BY in SQL.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import pg from "pg";
import { maintenanceDatabaseUrl, migrateDatabase } from "../../lib/db/migrate";
import { describeMachine } from "./machine";
import { startServer, type Server } from "./server";
import { httpScenarios, listThroughput, needsGridAttributes } from "./catalog/http-scenarios";
import { readOptions } from "./catalog/options";
import { table, throughputLine, verdicts } from "./catalog/report";
import { fixtures, seedCatalogue, type BenchCatalogue } from "./catalog/seed";
import { compareQueries, pagePositions } from "./catalog/sql-comparisons";
import { quiet, timeBulkEdit } from "./catalog/bulk-edit";
import { BULK_SELECTIONS, BULK_WARM_UP } from "./catalog/grid-attributes";
import { throwawaySecrets } from "../secrets/throwaway";

const root = path.resolve(import.meta.dirname, "../..");
const DATABASE_URL = process.env.BENCH_CATALOG_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/pis_bench_catalog";
const SECRET = throwawaySecrets().AUTH_SECRET;
const SERVER_ENV = {
  NODE_ENV: "production",
  DATABASE_URL,
  AUTH_SECRET: SECRET,
  STRIPE_WEBHOOK_SECRET: throwawaySecrets().STRIPE_WEBHOOK_SECRET,
  // High enough never to answer 429: the limiter is counted but never refuses.
  RATE_LIMIT_PER_MINUTE: "100000000",
  JOB_RUNNER: "off",
  LOG_LEVEL: "warn",
  NEXT_TELEMETRY_DISABLED: "1",
};
const options = readOptions();
let server: Server | undefined;

// The bench measures a production build and never makes one (a build would
// compete for the same two cores); it needs the routes it times.
function requireBuild(): void {
  const dist = path.join(root, process.env.NEXT_DIST_DIR ?? ".next");
  if (!existsSync(path.join(dist, "BUILD_ID"))) throw new Error(`No production build in ${dist}: run \`npm run build\` first.`);
  const routes = readFileSync(path.join(dist, "app-path-routes-manifest.json"), "utf8");
  for (const route of ["/api/v1/products/route", "/api/v1/search/products/route"]) {
    if (!routes.includes(`"${route}"`)) throw new Error(`The build has no ${route}: run \`npm run build\` again.`);
  }
}

async function prepareDatabase(): Promise<{ client: pg.Client; catalogue: BenchCatalogue }> {
  if (!options.reuse) {
    const admin = new pg.Client({ connectionString: maintenanceDatabaseUrl(DATABASE_URL) });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(new URL(DATABASE_URL).pathname.slice(1))} WITH (FORCE)`);
    await admin.end();
  }
  await migrateDatabase(DATABASE_URL);
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  const existing = options.reuse ? await fixtures(client, options) : null;
  if (existing) {
    console.log(`Reusing the catalogue in ${DATABASE_URL}.`);
    return { client, catalogue: existing };
  }
  if (options.reuse) throw new Error(`${DATABASE_URL} holds no catalogue of this size: run without --reuse.`);
  console.log(`Seeding ${DATABASE_URL} ...`);
  const catalogue = await seedCatalogue(client, options, (line) => console.log(line));
  if (!catalogue) throw new Error("The seeded catalogue could not be read back.");
  return { client, catalogue };
}

// --grid: the producer grid's requests alone, at the catalogue's size, then
// bulk attribute edits of a selection.
async function gridOnly(client: pg.Client, catalogue: BenchCatalogue, machine: Awaited<ReturnType<typeof describeMachine>>): Promise<number> {
  const positions = await pagePositions(client, catalogue.big.id, catalogue.big.products);
  await client.end();
  // The bulk edit runs in the job process the server starts.
  server = await startServer(root, { ...SERVER_ENV, JOB_RUNNER: "on" });
  console.log("Timing the product grid over HTTP, one request at a time ...");
  const http = await httpScenarios(server.baseUrl, catalogue, positions, SECRET, options.iterations, (name) => name.startsWith("grid"));
  console.log("Bulk setAttribute over a selection of 1% of the largest supplier, after one untimed, three times ...");
  await timeBulkEdit(server.baseUrl, catalogue.big.writeKey, BULK_WARM_UP, `Bench warm-up ${Date.now()}`);
  const bulk = [];
  for (const [i, selection] of BULK_SELECTIONS.entries()) {
    await quiet(DATABASE_URL, catalogue.big.id);
    bulk.push(await timeBulkEdit(server.baseUrl, catalogue.big.writeKey, selection, `Bench brand ${Date.now()}-${i}`));
    console.log(`  ${JSON.stringify(bulk[bulk.length - 1])}`);
  }
  await server.stop();
  const bulkLines = bulk.map((b) => `bulk setAttribute, ${b.total.toLocaleString("en")} products by ${JSON.stringify(b.selection)}: ${b.seconds} s, ${b.productsPerSecond.toLocaleString("en")} products/s (count ${b.countMs} ms, POST ${b.createMs} ms)`);
  console.log(`\nMachine: ${machine.cpu}, ${machine.cores} cores, load ${loadavg().map((l) => l.toFixed(2)).join(" ")}\n${table(http.timings)}\n${bulkLines.join("\n")}`);
  mkdirSync(path.join(root, ".data"), { recursive: true });
  const report = { date: new Date().toISOString(), options, machine, largest: catalogue.big.products, http: http.timings, bulk };
  writeFileSync(path.join(root, ".data", "bench-catalog-grid.json"), `${JSON.stringify(report, null, 2)}\n`);
  console.log("\nWritten to .data/bench-catalog-grid.json");
  return 0;
}

async function main(): Promise<number> {
  requireBuild();
  const { client, catalogue } = await prepareDatabase();
  const machine = await describeMachine(DATABASE_URL);
  if (options.grid) return gridOnly(client, catalogue, machine);
  const supplierIds = (await client.query<{ id: string }>(`SELECT id FROM organizations WHERE kind = 'supplier'`)).rows.map((r) => r.id);

  console.log("Timing SQL: keyset against OFFSET, pre-aggregated facets against GROUP BY ...");
  const sql = await compareQueries(client, catalogue, supplierIds, options.iterations);
  await client.end();

  server = await startServer(root, SERVER_ENV);
  console.log("Timing HTTP, one request at a time ...");
  const http = await httpScenarios(server.baseUrl, catalogue, sql.positions, SECRET, options.iterations, (name) => !needsGridAttributes(name));
  console.log(`Load: GET /api/v1/products, ${options.connections} connections, ${options.duration} s ...`);
  const throughput = await listThroughput(server.baseUrl, catalogue.big.apiKey, options.connections, options.duration);
  await server.stop();

  const judged = verdicts(new Map(http.timings.map((t) => [t.name, t])), throughput, http.names);
  const lines = [
    `Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, ${machine.platform}, Node ${machine.node}, PostgreSQL ${machine.postgres}`,
    `Catalogue: ${catalogue.products.toLocaleString("en")} products in ${catalogue.suppliers} suppliers (largest ${catalogue.big.products.toLocaleString("en")}, next ${catalogue.mid.products.toLocaleString("en")}), ${options.categories} categories, ${options.tags} tags, 3 locales`,
    "",
    "HTTP (latency of one request at a time)",
    table(http.timings),
    "",
    throughputLine(throughput),
    "",
    "SQL (one connection, below HTTP)",
    table(sql.timings),
    "",
    "Targets",
    ...judged.map((v) => `${v.met ? "met " : "MISS"}  ${v.target}: ${v.actual}`),
  ];
  console.log(`\n${lines.join("\n")}`);
  mkdirSync(path.join(root, ".data"), { recursive: true });
  const sizes = { products: catalogue.products, suppliers: catalogue.suppliers, largest: catalogue.big.products, next: catalogue.mid.products };
  const report = { date: new Date().toISOString(), options, machine, catalogue: sizes, http: http.timings, throughput, sql: sql.timings, targets: judged };
  writeFileSync(path.join(root, ".data", "bench-catalog.json"), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(root, ".data", "bench-catalog-plans.txt"), sql.plans.join("\n"));
  console.log("\nWritten to .data/bench-catalog.json and .data/bench-catalog-plans.txt");
  return judged.every((v) => v.met) ? 0 : 1;
}

// The server runs in its own process group, so Ctrl-C does not reach it.
process.once("SIGINT", () => {
  void (server?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
});

try {
  process.exitCode = await main();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await server?.stop();
}
