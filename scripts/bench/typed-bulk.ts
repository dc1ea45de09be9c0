// `npm run bench:typed-bulk [-- --rounds 24]`
// Issue 14's target: a bulk upsert of 1,000 typed products stays within 1.2x
// of the untyped bulk of the same run. Serves the production build on a
// fresh database, defines 50 typed attributes (every type but asset) and a
// family, then times POST /api/v1/products/bulk of 1,000 products with 50
// typed values each against two untyped twins of them, 50 free-form values
// each (the same values, and digests of them: typed-bulk/products.ts),
// creating and then updating. The target is judged against the first twin,
// the second is printed beside it. Prints wall clock and CPU time of the server
// and the database backends per call: on a shared machine the CPU ratio is
// the steadier (docs/benchmarks.md).
import { TYPED_BULK_DATABASE_URL, TYPED_BULK_ENV } from "./typed-bulk/env";
import path from "node:path";
import pg from "pg";
import { signAccessToken } from "../../lib/auth/access-token";
import { MAX_JSON_BYTES } from "../../lib/http/body";
import { maintenanceDatabaseUrl, migrateDatabase } from "../../lib/db/migrate";
import os from "node:os";
import { clientBackendPids, cpuBetween, groupPids, snapshot } from "./cpu";
import { describeMachine } from "./machine";
import { requireBuild, startServer, type Server } from "./server";
import { round } from "./stats";
import { attributes, FAMILY, KINDS, product, type Kind } from "./typed-bulk/products";
import { report, type Call, type Samples } from "./typed-bulk/report";

const root = path.resolve(import.meta.dirname, "../..");
const PRODUCTS = 1_000;
const TARGET_RATIO = 1.2;
const roundsAt = process.argv.indexOf("--rounds");
const rounds = roundsAt > 0 ? Number(process.argv[roundsAt + 1]) : 24;
const DATABASE = new URL(TYPED_BULK_DATABASE_URL).pathname.slice(1);
let server: Server | undefined;
// On the maintenance database, so asking for the backends is not counted.
let admin: pg.Client | undefined;

type Owner = { organizationId: string; userId: string };

async function prepareDatabase(): Promise<Owner> {
  const admin = new pg.Client({ connectionString: maintenanceDatabaseUrl(TYPED_BULK_DATABASE_URL) });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(DATABASE)} WITH (FORCE)`);
  await admin.end();
  await migrateDatabase(TYPED_BULK_DATABASE_URL);
  const client = new pg.Client({ connectionString: TYPED_BULK_DATABASE_URL });
  await client.connect();
  try {
    // No product ceiling: each round creates 2,000 new products.
    const org = await client.query<{ id: string }>(`INSERT INTO organizations (id, name, kind, tier, "updatedAt") VALUES (gen_random_uuid(), 'Typed Bulk Bench', 'supplier', 'enterprise', now()) RETURNING id`);
    const user = await client.query<{ id: string }>(`INSERT INTO users (id, email, name, "passwordHash", "updatedAt") VALUES (gen_random_uuid(), 'typed-bulk@example.test', 'Bench Owner', 'not-used', now()) RETURNING id`);
    const organizationId = org.rows[0]!.id;
    const userId = user.rows[0]!.id;
    await client.query(`INSERT INTO memberships (id, "userId", "organizationId", role) VALUES (gen_random_uuid(), $1, $2, 'owner')`, [userId, organizationId]);
    return { organizationId, userId };
  } finally {
    await client.end();
  }
}

async function post(owner: Owner, pathname: string, body: unknown): Promise<{ status: number; body: unknown }> {
  const { token } = await signAccessToken(owner);
  const res = await fetch(`${server!.baseUrl}${pathname}`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify(body) });
  return { status: res.status, body: await res.json() };
}

async function defineDictionary(owner: Owner): Promise<void> {
  for (const { code, type, unit, options, validation } of attributes) {
    const res = await post(owner, "/api/v1/attributes", { code, type, unit, options, validation });
    if (res.status !== 201) throw new Error(`POST /api/v1/attributes ${code}: ${res.status} ${JSON.stringify(res.body)}`);
  }
  const res = await post(owner, "/api/v1/families", { code: FAMILY, attributes: attributes.map((a) => a.code) });
  if (res.status !== 201) throw new Error(`POST /api/v1/families: ${res.status} ${JSON.stringify(res.body)}`);
}

function bulkBody(kind: Kind, batch: string, seed: number): string {
  const items = Array.from({ length: PRODUCTS }, (_, i) => product(kind, `${kind[0]}${batch}-${String(i).padStart(4, "0")}`, i + seed));
  return JSON.stringify({ items });
}

async function meter() {
  return { server: snapshot(groupPids(server!.pid)), postgres: snapshot(await clientBackendPids(admin!, DATABASE)) };
}

// One timed call, from sending the body to the parsed answer, with the CPU
// the server and the backends spent on it; every record must succeed.
async function timedBulk(owner: Owner, body: string, expected: "created" | "updated"): Promise<Call> {
  const { token } = await signAccessToken(owner);
  const before = await meter();
  const start = performance.now();
  const res = await fetch(`${server!.baseUrl}/api/v1/products/bulk`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body });
  const answer = (await res.json()) as { results?: { status: string; error?: string }[] };
  const ms = performance.now() - start;
  const after = await meter();
  if (res.status !== 200) throw new Error(`POST /api/v1/products/bulk: ${res.status} ${JSON.stringify(answer)}`);
  const wrong = answer.results!.find((r) => r.status !== expected);
  if (wrong) throw new Error(`A record was ${wrong.status}, not ${expected}: ${wrong.error ?? ""}`);
  return { ms, serverCpuMs: cpuBetween(before.server, after.server), postgresCpuMs: cpuBetween(before.postgres, after.postgres) };
}

async function main(): Promise<number> {
  requireBuild(root);
  const machine = await describeMachine(maintenanceDatabaseUrl(TYPED_BULK_DATABASE_URL));
  console.log(`Preparing ${TYPED_BULK_DATABASE_URL} ...`);
  const owner = await prepareDatabase();
  server = await startServer(root, TYPED_BULK_ENV);
  admin = new pg.Client({ connectionString: maintenanceDatabaseUrl(TYPED_BULK_DATABASE_URL) });
  await admin.connect();
  await defineDictionary(owner);
  const sizes = KINDS.map((kind) => Buffer.byteLength(bulkBody(kind, "0", 0)));
  if (sizes.some((s) => s > MAX_JSON_BYTES)) throw new Error(`A bulk body is over ${MAX_JSON_BYTES} bytes: ${sizes.join(", ")}`);
  console.log(`${attributes.length} attributes, ${PRODUCTS} products per call, bodies of ${sizes.map((s, k) => `${s} (${KINDS[k]})`).join(", ")} bytes, ${rounds} rounds\n`);

  // A fresh server is slower for its first calls: one call of each kind and phase first, not counted.
  for (const kind of KINDS) {
    await timedBulk(owner, bulkBody(kind, "w", 0), "created");
    await timedBulk(owner, bulkBody(kind, "w", 1), "updated");
  }
  const samples: Samples = { "typed create": [], "typed update": [], "untyped create": [], "untyped update": [], "digest create": [], "digest update": [] };
  for (let r = 0; r < rounds; r++) {
    // Each kind takes each place in the order, and follows each other kind,
    // equally often, so drift and a predecessor's leftovers fall on all.
    const rotated: Kind[] = [...KINDS.slice(r % 3), ...KINDS.slice(0, r % 3)];
    const order = Math.floor(r / 3) % 2 === 0 ? rotated : rotated.reverse();
    for (const phase of ["create", "update"] as const) {
      for (const kind of order) {
        const call = await timedBulk(owner, bulkBody(kind, String(r), phase === "create" ? 0 : 1), phase === "create" ? "created" : "updated");
        samples[`${kind} ${phase}`].push(call);
        console.log(`round ${r + 1} ${kind.padEnd(7)} ${phase}: ${round(call.ms, 1)} ms wall, CPU ${call.serverCpuMs} ms server + ${call.postgresCpuMs} ms PostgreSQL`);
      }
    }
  }
  await server.stop();
  server = undefined;
  await admin.end();
  admin = undefined;

  console.log(`\nmachine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, Node ${machine.node}, PostgreSQL ${machine.postgres}, load ${round(machine.loadAtStart, 2)} at the start, ${round(os.loadavg()[0] ?? 0, 2)} at the end`);
  report(samples, TARGET_RATIO);
  return 0;
}

main()
  .then((code) => process.exit(code))
  .catch(async (err: unknown) => {
    console.error(err);
    await server?.stop();
    await admin?.end();
    process.exit(1);
  });
