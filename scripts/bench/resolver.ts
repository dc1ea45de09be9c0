// `npm run bench:resolver [-- --passports 100000 --units-per 10 --connections 16 --duration 10]`:
// the GS1 Digital Link resolver through the production server, over a
// catalogue of N passports (GTINs of their own) and N × units-per serialised
// units, seeded by INSERT ... SELECT generate_series in a database of its
// own. Three paths, each under load (wrk when installed): a GTIN's page as
// JSON-LD, a unit's serial as JSON-LD, and the HTML page; req/s, p50/p99 and
// CPU per request of the server and PostgreSQL. The resolver's per-address
// limit is shared through PostgreSQL (one upsert a request), as in
// production; `--limit-store memory` measures without it.
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { throwawaySecrets } from "../secrets/throwaway";

const DATABASE_URL = process.env.BENCH_RESOLVER_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/pis_bench_resolver";
const SECRET = throwawaySecrets().AUTH_SECRET;
Object.assign(process.env, { DATABASE_URL, AUTH_SECRET: SECRET, LOG_LEVEL: "silent", JOB_RUNNER: "off" });

const { values } = parseArgs({
  options: {
    passports: { type: "string", default: "100000" },
    "units-per": { type: "string", default: "10" },
    connections: { type: "string", default: "16" },
    duration: { type: "string", default: "10" },
    warmup: { type: "string", default: "3" },
    "limit-store": { type: "string", default: "postgres" },
  },
});
const PASSPORTS = Number(values.passports);
const UNITS_PER = Number(values["units-per"]);
const root = path.resolve(import.meta.dirname, "../..");

const { recreateDatabase } = await import("./setup");
const { describeMachine } = await import("./machine");
const { requireBuild, startServer } = await import("./server");
const { measure, loadGenerator } = await import("./load");
const { snapshot, groupPids, backendPids } = await import("./cpu");
const { maintenanceDatabaseUrl } = await import("../../lib/db/migrate");

requireBuild(root);
await recreateDatabase(DATABASE_URL);
const client = new pg.Client({ connectionString: DATABASE_URL });
await client.connect();
const seedStarted = performance.now();
const { rows: [org] } = await client.query<{ id: string }>(`INSERT INTO organizations (id, name, kind, "updatedAt") VALUES (gen_random_uuid(), 'Resolver bench', 'supplier', now()) RETURNING id`);
// GTIN-13s 400 + 9 digits + the GS1 check digit, as 14 digits.
await client.query(
  `INSERT INTO passports (id, "organizationId", "productId", "templateCode", version, gtin, content, checksum, status, "publishedAt")
   SELECT gen_random_uuid(), $1::uuid, gen_random_uuid(), 'battery', 1, '0' || body || ((10 - (
       SELECT sum(substr(body, k, 1)::int * CASE WHEN k % 2 = 0 THEN 3 ELSE 1 END) FROM generate_series(1, 12) AS k) % 10) % 10)::text,
     jsonb_build_object('template', jsonb_build_object('code', 'battery', 'name', 'Battery passport'), 'locales', jsonb_build_array('en'), 'defaultLocale', 'en',
       'product', jsonb_build_object('sku', 'BAT-' || i, 'name', jsonb_build_object('en', 'Battery ' || i), 'description', '{}'::jsonb),
       'sections', jsonb_build_array(jsonb_build_object('title', 'General information', 'fields', jsonb_build_array(
         jsonb_build_object('key', 'manufacturer_name', 'label', 'Manufacturer', 'access', 'public', 'values', jsonb_build_object('en', 'Volta GmbH')),
         jsonb_build_object('key', 'chemistry', 'label', 'Chemistry', 'access', 'public', 'values', jsonb_build_object('en', 'Li-ion NMC')),
         jsonb_build_object('key', 'rated_capacity', 'label', 'Rated capacity', 'access', 'public', 'values', jsonb_build_object('en', '14 Ah')),
         jsonb_build_object('key', 'detailed_composition', 'label', 'Composition', 'access', 'restricted', 'values', jsonb_build_object('en', 'secret')))))),
     md5(i::text) || md5(i::text), 'active', now() - (i || ' seconds')::interval
   FROM generate_series(1, $2::int) AS i, LATERAL (SELECT '400' || lpad(i::text, 9, '0') AS body) b`,
  [org!.id, PASSPORTS],
);
await client.query(
  `INSERT INTO passport_units (id, "organizationId", "passportId", gtin, serial, lot, "createdAt")
   SELECT gen_random_uuid(), p."organizationId", p.id, p.gtin, 'SN-' || u, 'L1', now() FROM passports p, generate_series(1, $1::int) AS u`,
  [UNITS_PER],
);
await client.query("ANALYZE passports; ANALYZE passport_units");
const { rows: [sample] } = await client.query<{ gtin: string }>(`SELECT gtin FROM passports ORDER BY gtin OFFSET $1 LIMIT 1`, [Math.floor(PASSPORTS / 2)]);
console.log(`Seeded ${PASSPORTS.toLocaleString("en")} passports and ${(PASSPORTS * UNITS_PER).toLocaleString("en")} units in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s`);

const server = await startServer(root, {
  NODE_ENV: "production",
  DATABASE_URL,
  AUTH_SECRET: SECRET,
  STRIPE_WEBHOOK_SECRET: throwawaySecrets().STRIPE_WEBHOOK_SECRET,
  RATE_LIMIT_PER_MINUTE: "100000000",
  RATE_LIMIT_STORE: values["limit-store"] === "memory" ? "memory" : "postgres",
  JOB_RUNNER: "off",
  LOG_LEVEL: "warn",
  NEXT_TELEMETRY_DISABLED: "1",
});
const database = decodeURIComponent(new URL(DATABASE_URL).pathname.slice(1));
const admin = new pg.Client({ connectionString: maintenanceDatabaseUrl(DATABASE_URL) });
await admin.connect();
const meter = async () => ({ server: snapshot(groupPids(server.pid)), postgres: snapshot(await backendPids(admin, database)) });
const targets = [
  { name: "GTIN as JSON-LD", url: `${server.baseUrl}/01/${sample!.gtin}`, headers: { accept: "application/ld+json" } },
  { name: "serial as JSON-LD", url: `${server.baseUrl}/01/${sample!.gtin}/21/SN-5`, headers: { accept: "application/ld+json" } },
  { name: "GTIN as HTML", url: `${server.baseUrl}/01/${sample!.gtin.slice(1)}`, headers: { accept: "text/html" } },
];
const results = [];
try {
  for (const target of targets) {
    console.log(`Load (${loadGenerator()}): ${target.name}, ${values.connections} connections, ${values.duration} s ...`);
    results.push(await measure(target, Number(values.connections), Number(values.warmup), Number(values.duration), meter));
  }
} finally {
  await server.stop();
  await admin.end();
  await client.end();
}
const machine = await describeMachine(DATABASE_URL);
console.log(`\nResolver over ${PASSPORTS.toLocaleString("en")} passports and ${(PASSPORTS * UNITS_PER).toLocaleString("en")} units, rate limit store ${values["limit-store"]}`);
console.log(`  machine  ${machine.cpu}, ${machine.cores} cores, node ${machine.node}, PostgreSQL ${machine.postgres}, load at start ${machine.loadAtStart}`);
for (const r of results) {
  const met = r.requestsPerSecond >= 2000 && r.p99 < 20 && r.non2xx === 0;
  console.log(`  ${r.name.padEnd(20)} ${Math.round(r.requestsPerSecond).toLocaleString("en")} req/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, CPU per request ${r.cpuPerRequest.server.toFixed(2)} ms server + ${r.cpuPerRequest.postgres.toFixed(2)} ms PostgreSQL, non-2xx ${r.non2xx} (target >= 2,000 req/s, p99 < 20 ms: ${met ? "met" : "NOT met"})`);
}
const { writeFileSync, mkdirSync } = await import("node:fs");
mkdirSync(path.join(root, ".data"), { recursive: true });
writeFileSync(path.join(root, ".data", "bench-resolver.json"), JSON.stringify({ date: new Date().toISOString(), passports: PASSPORTS, units: PASSPORTS * UNITS_PER, limitStore: values["limit-store"], results, machine }, null, 2));
