// `npm run bench:history [-- --rounds 100]`
// Product history's targets (docs/benchmarks.md): a bulk upsert of 1,000
// products that change one attribute each costs at most 1.15x the same upsert
// without history (CPU of the server and the database backends, medians of
// calls alternating in one run: the history triggers are disabled for the
// calls that stand for "before history"); history storage after 100 such
// rounds over 10,000 products (MB and bytes per version); GET history of a
// product with 1,000 versions p95 < 20 ms; asOf p95 < 30 ms.
import { HISTORY_DATABASE_URL, HISTORY_ENV } from "./history/env";
import path from "node:path";
import os from "node:os";
import pg from "pg";
import { signAccessToken } from "../../lib/auth/access-token";
import { maintenanceDatabaseUrl, migrateDatabase } from "../../lib/db/migrate";
import { clientBackendPids, cpuBetween, groupPids, snapshot } from "./cpu";
import { describeMachine } from "./machine";
import { requireBuild, startServer, type Server } from "./server";
import { percentiles, round } from "./stats";

const root = path.resolve(import.meta.dirname, "../..");
const PRODUCTS = 10_000;
const PER_CALL = 1_000;
const ATTRIBUTES = 20;
const VERSIONS = 1_000;
const READS = 300;
const roundsAt = process.argv.indexOf("--rounds");
const ROUNDS = roundsAt > 0 ? Number(process.argv[roundsAt + 1]) : 100;
// Calls without history, one after every fifth round with it.
const BASELINE_EVERY = 5;
const DATABASE = new URL(HISTORY_DATABASE_URL).pathname.slice(1);
const TRIGGERS = ["products_history_insert", "products_history_update", "products_history_delete"];

let server: Server | undefined;
let admin: pg.Client | undefined;
let bench: pg.Client | undefined;
type Owner = { organizationId: string; userId: string };

async function prepareDatabase(): Promise<Owner> {
  const maintenance = new pg.Client({ connectionString: maintenanceDatabaseUrl(HISTORY_DATABASE_URL) });
  await maintenance.connect();
  await maintenance.query(`DROP DATABASE IF EXISTS ${maintenance.escapeIdentifier(DATABASE)} WITH (FORCE)`);
  await maintenance.end();
  await migrateDatabase(HISTORY_DATABASE_URL);
  const client = new pg.Client({ connectionString: HISTORY_DATABASE_URL });
  await client.connect();
  try {
    const org = await client.query<{ id: string }>(`INSERT INTO organizations (id, name, kind, tier, "updatedAt") VALUES (gen_random_uuid(), 'History Bench', 'supplier', 'enterprise', now()) RETURNING id`);
    const user = await client.query<{ id: string }>(`INSERT INTO users (id, email, name, "passwordHash", "updatedAt") VALUES (gen_random_uuid(), 'history@example.test', 'Bench Owner', 'not-used', now()) RETURNING id`);
    await client.query(`INSERT INTO memberships (id, "userId", "organizationId", role) VALUES (gen_random_uuid(), $1, $2, 'owner')`, [user.rows[0]!.id, org.rows[0]!.id]);
    return { organizationId: org.rows[0]!.id, userId: user.rows[0]!.id };
  } finally {
    await client.end();
  }
}

let token = "";
async function api(method: string, pathname: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${server!.baseUrl}${pathname}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

// Product i of the catalogue, with `round` as its changing attribute.
function item(i: number, round: number) {
  const attributes: Record<string, unknown> = { round };
  for (let a = 0; a < ATTRIBUTES; a++) attributes[`attr_${a}`] = `value ${a} of product ${i}`;
  return { sku: `H-${String(i).padStart(5, "0")}`, name: `Product ${i}`, description: `The description of product ${i}.`, status: "active", tags: ["bench"], attributes };
}

async function bulk(from: number, round: number): Promise<{ ms: number; cpuMs: number }> {
  const body = { items: Array.from({ length: PER_CALL }, (_, k) => item(from + k, round)) };
  const meter = async () => ({ server: snapshot(groupPids(server!.pid)), postgres: snapshot(await clientBackendPids(admin!, DATABASE)) });
  const before = await meter();
  const start = performance.now();
  const res = await api("POST", "/api/v1/products/bulk", body);
  const ms = performance.now() - start;
  const after = await meter();
  if (res.status !== 200) throw new Error(`bulk: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  return { ms, cpuMs: Math.round((cpuBetween(before.server, after.server) + cpuBetween(before.postgres, after.postgres)) * 10) / 10 };
}

async function setTriggers(enabled: boolean): Promise<void> {
  for (const name of TRIGGERS) await bench!.query(`ALTER TABLE products ${enabled ? "ENABLE" : "DISABLE"} TRIGGER ${name}`);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function timedReads(pathOf: (i: number) => string): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < READS; i++) {
    const start = performance.now();
    const res = await api("GET", pathOf(i));
    samples.push(performance.now() - start);
    if (res.status !== 200) throw new Error(`${pathOf(i)}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
  }
  return samples.slice(READS / 10);
}

async function main(): Promise<number> {
  requireBuild(root);
  const machine = await describeMachine(maintenanceDatabaseUrl(HISTORY_DATABASE_URL));
  console.log(`Preparing ${HISTORY_DATABASE_URL} ...`);
  const owner = await prepareDatabase();
  token = (await signAccessToken(owner)).token;
  server = await startServer(root, HISTORY_ENV);
  admin = new pg.Client({ connectionString: maintenanceDatabaseUrl(HISTORY_DATABASE_URL) });
  bench = new pg.Client({ connectionString: HISTORY_DATABASE_URL });
  await Promise.all([admin.connect(), bench.connect()]);

  for (let from = 0; from < PRODUCTS; from += PER_CALL) await bulk(from, 0);
  console.log(`${PRODUCTS} products of ${ATTRIBUTES + 1} attributes; each round upserts ${PER_CALL} of them, one attribute changed\n`);

  const withHistory: number[] = [];
  const without: number[] = [];
  for (let r = 1; r <= ROUNDS; r++) {
    const call = await bulk(((r - 1) * PER_CALL) % PRODUCTS, r);
    withHistory.push(call.cpuMs);
    if (r % BASELINE_EVERY === 0) {
      // The same kind of call without the triggers, on the next slice.
      await setTriggers(false);
      const base = await bulk((r * PER_CALL) % PRODUCTS, -r);
      await setTriggers(true);
      without.push(base.cpuMs);
      console.log(`round ${r}: ${round(call.ms, 1)} ms wall, ${call.cpuMs} ms CPU with history; ${round(base.ms, 1)} ms wall, ${base.cpuMs} ms CPU without`);
    }
  }
  const storage = await bench.query<{ bytes: string; versions: string; heads: string }>(
    `SELECT pg_total_relation_size('product_versions') + pg_total_relation_size('product_history_heads') AS bytes,
            (SELECT count(*) FROM product_versions) AS versions, (SELECT count(*) FROM product_history_heads) AS heads`,
  );
  const bytes = Number(storage.rows[0]!.bytes);
  const versions = Number(storage.rows[0]!.versions);

  // One product with 1,000 versions.
  const product = (await api("POST", "/api/v1/products", { sku: "MANY-VERSIONS", name: "v0", attributes: { counter: 0 } })).body as { id: string };
  const instants: string[] = [];
  for (let v = 1; v < VERSIONS; v++) {
    const res = await api("PATCH", `/api/v1/products/${product.id}`, { name: `v${v}`, attributes: { counter: v } });
    if (res.status !== 200) throw new Error(`PATCH: ${res.status}`);
    if (v % 10 === 0) instants.push(new Date().toISOString());
  }
  const history = percentiles(await timedReads(() => `/api/v1/products/${product.id}/history`));
  const asOf = percentiles(await timedReads((i) => `/api/v1/products/${product.id}?asOf=${encodeURIComponent(instants[i % instants.length]!)}`));

  await server.stop();
  server = undefined;
  await Promise.all([admin.end(), bench.end()]);

  const ratio = median(withHistory) / median(without);
  console.log(`\nmachine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, Node ${machine.node}, PostgreSQL ${machine.postgres}, load ${round(machine.loadAtStart, 2)} at the start, ${round(os.loadavg()[0] ?? 0, 2)} at the end`);
  console.log(`bulk upsert of ${PER_CALL} products, one attribute changed: median CPU ${median(withHistory)} ms with history, ${median(without)} ms without: ${round(ratio, 3)}x (target <= 1.15)`);
  console.log(`history after ${ROUNDS} rounds over ${PRODUCTS} products: ${round(bytes / 1024 / 1024, 1)} MB for ${versions} versions, ${Math.round(bytes / versions)} bytes per version`);
  console.log(`GET history of a product with ${VERSIONS} versions: p50 ${round(history.p50, 1)} ms, p95 ${round(history.p95, 1)} ms (target < 20)`);
  console.log(`GET ?asOf= over ${VERSIONS} versions: p50 ${round(asOf.p50, 1)} ms, p95 ${round(asOf.p95, 1)} ms (target < 30)`);
  return ratio <= 1.15 && history.p95 < 20 && asOf.p95 < 30 ? 0 : 1;
}

main()
  .then((code) => process.exit(code))
  .catch(async (err: unknown) => {
    console.error(err);
    await server?.stop();
    await admin?.end();
    await bench?.end();
    process.exit(1);
  });
