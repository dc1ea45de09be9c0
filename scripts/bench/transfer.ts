// `npm run bench:import [-- --rows 100000]` and `npm run bench:export [-- --products 1000000]`,
// both with `--server-heap-mb N` to run the server with --max-old-space-size=N
// docs/api.md, "Imports and exports" at catalogue scale, end to end through the production
// server, its job runner and an S3-compatible store (s3rver), in a database
// of their own:
// - import: a 20-column CSV of N rows uploaded by its presigned URL, started,
//   and polled until it succeeds; rows/s from the start request to the end,
//   and the server's peak resident memory above its level before the start;
// - export: N products seeded by one INSERT ... SELECT generate_series, then
//   exported to CSV once the export shapes have caught up with the seed (as
//   the background job keeps them); rows/s, the server's memory growth, and
//   the time from the request to the first request the store sees for the
//   file.
import { readFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import os from "node:os";
import pg from "pg";
import { throwawaySecrets } from "../secrets/throwaway";

const DATABASE_URL = process.env.BENCH_TRANSFER_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/pis_bench_transfer";
const SECRET = throwawaySecrets().AUTH_SECRET;
// Imported after: lib/config/env.ts reads process.env once.
Object.assign(process.env, { DATABASE_URL, AUTH_SECRET: SECRET, LOG_LEVEL: "silent", JOB_RUNNER: "off" });

const root = path.resolve(import.meta.dirname, "../..");
const { values } = parseArgs({
  options: { mode: { type: "string" }, rows: { type: "string", default: "100000" }, products: { type: "string", default: "1000000" }, "server-heap-mb": { type: "string" }, "reuse-seed": { type: "boolean", default: false } },
});
const mode = values.mode === "export" ? "export" : "import";
const MiB = 1_048_576;

const { recreateDatabase } = await import("./setup");
const { describeMachine } = await import("./machine");
const { requireBuild, startServer } = await import("./server");
const { startObjectStore, STATS_PATH } = await import("../../tests/setup/object-store");
const { signAccessToken } = await import("../../lib/auth/access-token");
const { watchCpu } = await import("./cpu");
const { maintenanceDatabaseUrl } = await import("../../lib/db/migrate");

function rssOf(pid: number): number {
  const match = readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+) kB/);
  return Number(match?.[1] ?? 0) * 1024;
}

// The server's resident memory, sampled every 50 ms until stopped.
function watchMemory(pid: number) {
  let peak = rssOf(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 50);
  return { stop: () => (clearInterval(timer), peak) };
}

requireBuild(root);
// --reuse-seed (export): the catalogue an earlier run of the same size seeded
// is exported again, so that runs of two builds read the same rows and a
// run does not spend minutes seeding.
const reusable = async (): Promise<{ org: { id: string }; user: { id: string } } | null> => {
  if (!values["reuse-seed"] || mode !== "export") return null;
  const probe = new pg.Client({ connectionString: DATABASE_URL });
  try {
    await probe.connect();
    const { rows } = await probe.query<{ org: string; user: string; products: number }>(
      `SELECT o.id AS org, m."userId" AS user, (SELECT count(*)::int FROM products p WHERE p."organizationId" = o.id) AS products
       FROM organizations o JOIN memberships m ON m."organizationId" = o.id WHERE o.name = 'Transfer bench'`,
    );
    return rows[0]?.products === Number(values.products) ? { org: { id: rows[0].org }, user: { id: rows[0].user } } : null;
  } catch {
    return null;
  } finally {
    await probe.end();
  }
};
const reused = await reusable();
if (!reused) await recreateDatabase(DATABASE_URL);
const client = new pg.Client({ connectionString: DATABASE_URL });
await client.connect();
const { org, user } = reused ?? (await seedOrganization());
if (reused) console.log("Reusing the catalogue seeded by an earlier run.");

async function seedOrganization() {
  const [org] = (
    await client.query<{ id: string }>(
      `INSERT INTO organizations (id, name, kind, tier, "enabledLocales", "updatedAt") VALUES (gen_random_uuid(), 'Transfer bench', 'supplier', 'enterprise', ARRAY['en','de-DE'], now()) RETURNING id`,
    )
  ).rows;
  const [user] = (
    await client.query<{ id: string }>(`INSERT INTO users (id, email, name, "passwordHash", "updatedAt") VALUES (gen_random_uuid(), 'bench-transfer@example.test', 'Bench', 'x', now()) RETURNING id`)
  ).rows;
  await client.query(`INSERT INTO memberships ("userId", "organizationId", role) VALUES ($1, $2, 'owner')`, [user!.id, org!.id]);
  const attributes: [string, string, string | null, boolean][] = [
    ["title", "text", null, true],
    ["blurb", "textarea", null, false],
    ["count", "number", null, false],
    ["weight", "metric", "weight", false],
    ["price", "price", null, false],
    ["color", "select", null, false],
    ["sizes", "multiselect", null, false],
    ["waterproof", "boolean", null, false],
    ["launch", "date", null, false],
    ["site", "url", null, false],
    ["gtin", "text", null, false],
  ];
  const options = JSON.stringify(["red", "green", "blue", "s", "m", "l", "xl"].map((code) => ({ code, labels: {} })));
  for (const [code, type, unit, localizable] of attributes) {
    await client.query(
      `INSERT INTO attributes (id, "organizationId", code, type, labels, localizable, unit, options, validation, "updatedAt") VALUES (gen_random_uuid(), $1, $2, $3::"AttributeType", '{}', $4, $5, $6::jsonb, '{}', now())`,
      [org!.id, code, type, localizable, unit, type === "select" || type === "multiselect" ? options : "[]"],
    );
  }
  return { org: org!, user: user! };
}

// One INSERT ... SELECT generate_series (the search and facet triggers run per row).
async function seedProducts(products: number) {
  console.log(`Seeding ${products.toLocaleString("en")} products ...`);
  const seedStarted = performance.now();
  await client.query(
    `INSERT INTO products (id, "organizationId", sku, name, description, status, tags, attributes, localized, "createdAt", "updatedAt")
     SELECT gen_random_uuid(), $1::uuid, 'EXP-' || i, 'Product ' || i, 'Description of product ' || i, 'active', ARRAY['bench', 't' || (i % 50)],
       jsonb_build_object('count', i % 1000, 'weight', jsonb_build_object('amount', (i % 97) / 10.0, 'unit', 'kg'),
         'price', jsonb_build_array(jsonb_build_object('amount', i % 50000, 'currency', 'EUR')), 'color', (ARRAY['red','green','blue'])[1 + i % 3],
         'sizes', jsonb_build_array('s', 'm'), 'waterproof', i % 2 = 0, 'launch', '2025-01-15', 'gtin', lpad(i::text, 13, '0')),
       jsonb_build_object('de-DE', jsonb_build_object('name', 'Produkt ' || i, 'attributes', jsonb_build_object('title', 'Titel ' || i))),
       now() + (i || ' microseconds')::interval, now()
     FROM generate_series(1, $2::int) AS i`,
    [org.id, products],
  );
  await client.query("ANALYZE products");
  console.log(`  seeded in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s`);
}

const { token } = await signAccessToken({ userId: user.id, organizationId: org.id });
const store = await startObjectStore();
const server = await startServer(root, {
  NODE_ENV: "production",
  DATABASE_URL,
  AUTH_SECRET: SECRET,
  STRIPE_WEBHOOK_SECRET: throwawaySecrets().STRIPE_WEBHOOK_SECRET,
  RATE_LIMIT_PER_MINUTE: "100000000",
  S3_ENDPOINT: store.endpoint,
  S3_BUCKET: store.bucket,
  JOB_RUNNER: "on",
  LOG_LEVEL: "warn",
  NEXT_TELEMETRY_DISABLED: "1",
  // V8 grows its heap lazily up to a limit set from the machine's memory (about
  // 4 GB here), so resident memory also measures garbage not yet collected; a
  // limit shows the working set.
  ...(values["server-heap-mb"] ? { NODE_OPTIONS: `--max-old-space-size=${Number(values["server-heap-mb"])}` } : {}),
});
// The fields of the API's answers this bench reads.
type Answer = { id: string; status: string; processed: number; created: number; failed: number; uploadUrl: string; headers: Record<string, string> };
const api = async (method: string, route: string, body?: unknown) => {
  const res = await fetch(`${server.baseUrl}${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Answer };
};
// CPU watched from a connection to another database, so its questions are not counted.
const admin = new pg.Client({ connectionString: maintenanceDatabaseUrl(DATABASE_URL) });
await admin.connect();
const databaseName = decodeURIComponent(new URL(DATABASE_URL).pathname.slice(1));
const cpuPerRow = async (watch: Awaited<ReturnType<typeof watchCpu>>, rows: number) => {
  const { serverSeconds, databaseSeconds } = await watch.stop();
  const us = (seconds: number) => ((seconds / rows) * 1e6).toFixed(0);
  console.log(`  CPU: server ${serverSeconds.toFixed(1)} s + database ${databaseSeconds.toFixed(1)} s = ${us(serverSeconds + databaseSeconds)} µs per row (server ${us(serverSeconds)}, database ${us(databaseSeconds)}); load at the end ${os.loadavg()[0]!.toFixed(2)}`);
};
const jobsIdle = async () => {
  const from = performance.now();
  while (performance.now() - from < 180_000) {
    const { rows } = await client.query<{ busy: number }>(
      `SELECT (SELECT count(*) FROM outbox_events WHERE "dispatchedAt" IS NULL)::int + (SELECT count(*) FROM job_runs WHERE status IN ('queued', 'running'))::int AS busy`,
    );
    if (rows[0]!.busy === 0) break;
    await sleep(250);
  }
  return (performance.now() - from) / 1000;
};
const until = async (route: string) => {
  for (;;) {
    const { body } = await api("GET", route);
    if (body.status === "succeeded" || body.status === "failed") return body;
    await sleep(100);
  }
};

const machine = await describeMachine(DATABASE_URL);
if (values["server-heap-mb"]) console.log(`Server heap limit: ${values["server-heap-mb"]} MB`);
console.log(`${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB; node ${machine.node}; PostgreSQL ${machine.postgres}; load at start ${machine.loadAtStart.toFixed(2)}`);
let ok = true;
try {
  if (mode === "import") {
    const rows = Number(values.rows);
    const header = "sku,name,description,status,tags,name-de-DE,description-de-DE,title-de-DE,blurb,count,weight-kg,price-EUR,price-USD,color,sizes,waterproof,launch,site,gtin,material";
    const lines = [header];
    for (let i = 0; i < rows; i++) {
      lines.push(
        `IMP-${i},Product ${i},"A description of product ${i}, with a comma",active,"bench,t${i % 50}",Produkt ${i},Beschreibung ${i},Titel ${i},Some longer text for ${i},${i % 1000},${(i % 97) / 10},${i % 500}.99,${i % 300}.50,${["red", "green", "blue"][i % 3]},"s,m",${i % 2 === 0},2025-0${1 + (i % 9)}-1${i % 10},https://example.com/p/${i},${String(i).padStart(13, "0")},cotton`,
      );
    }
    const file = Buffer.from(lines.join("\n") + "\n");
    console.log(`Import: ${rows.toLocaleString("en")} rows × 20 columns, ${(file.length / MiB).toFixed(1)} MiB of CSV`);
    const created = await api("POST", "/api/v1/imports", { format: "csv", filename: "bench.csv" });
    await fetch(created.body.uploadUrl, { method: "PUT", headers: created.body.headers, body: new Uint8Array(file) });
    await sleep(2000);
    const baseline = rssOf(server.pid);
    const memory = watchMemory(server.pid);
    const cpu = await watchCpu(admin, server.pid, databaseName);
    const started = performance.now();
    const start = await api("POST", `/api/v1/imports/${created.body.id}/start`, { dryRun: false });
    if (start.status !== 202) throw new Error(`start answered ${start.status}: ${JSON.stringify(start.body)}`);
    const done = await until(`/api/v1/imports/${created.body.id}`);
    const seconds = (performance.now() - started) / 1000;
    const growth = (memory.stop() - baseline) / MiB;
    const rate = done.processed / seconds;
    ok = done.status === "succeeded" && done.created === rows && rate >= 2000 && growth < 200;
    console.log(`  ${done.status}: created ${done.created}, failed ${done.failed} in ${seconds.toFixed(1)} s = ${Math.round(rate).toLocaleString("en")} rows/s (target >= 2,000)`);
    console.log(`  server RSS ${(baseline / MiB).toFixed(0)} MiB before, peak growth ${growth.toFixed(0)} MiB (target < 200)`);
    // The import's own work and the background work its changes start
    // (scoring, the export shapes, webhooks), counted until the job runner is idle.
    const idleAfter = await jobsIdle();
    console.log(`  background jobs idle ${idleAfter.toFixed(1)} s after the import`);
    await cpuPerRow(cpu, done.processed);
  } else {
    const products = Number(values.products);
    if (!reused) await seedProducts(products);
    else console.log(`${products.toLocaleString("en")} products already seeded`);
    // What the refresh-export-shapes job does after products change (the
    // seed's INSERT enqueues no job): an export started before it has caught
    // up reads the rest itself before its header.
    const { refreshValueShapes } = await import("../../lib/transfer/exports/value-shapes");
    const refreshStarted = performance.now();
    const refreshed = await refreshValueShapes(org.id);
    console.log(`  export shapes brought up to date (${refreshed.read}) in ${((performance.now() - refreshStarted) / 1000).toFixed(1)} s`);
    await sleep(2000);
    const baseline = rssOf(server.pid);
    const memory = watchMemory(server.pid);
    const cpu = await watchCpu(admin, server.pid, databaseName);
    const started = performance.now();
    const created = await api("POST", "/api/v1/exports", { format: "csv" });
    const key = `orgs/${org.id}/exports/${created.body.id}/products.csv`;
    let firstByte: number | null = null;
    const probe = (async () => {
      while (firstByte === null) {
        const seen = (await (await fetch(`${store.endpoint}${STATS_PATH}${encodeURIComponent(key)}`)).json()) as unknown[];
        if (seen.length > 0) firstByte = (performance.now() - started) / 1000;
        else await sleep(20);
      }
    })();
    const done = await until(`/api/v1/exports/${created.body.id}`);
    const seconds = (performance.now() - started) / 1000;
    await probe;
    const growth = (memory.stop() - baseline) / MiB;
    const rate = done.processed / seconds;
    ok = done.status === "succeeded" && done.processed === products && rate >= 10_000 && growth < 100 && (firstByte ?? Infinity) < 2;
    console.log(`Export: ${done.processed.toLocaleString("en")} products to CSV in ${seconds.toFixed(1)} s = ${Math.round(rate).toLocaleString("en")} rows/s (target >= 10,000)`);
    console.log(`  first request for the file at the store after ${firstByte!.toFixed(2)} s (target < 2 s)`);
    console.log(`  server RSS ${(baseline / MiB).toFixed(0)} MiB before, peak growth ${growth.toFixed(0)} MiB (target < 100)`);
    await cpuPerRow(cpu, done.processed);
  }
} finally {
  await server.stop();
  await store.close();
  await client.end();
  await admin.end();
}
console.log(ok ? "All targets met." : "A target was NOT met.");
process.exit(ok ? 0 : 1);
