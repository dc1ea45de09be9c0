// `npm run bench:typed-bulk [-- --rounds 8]`
// Issue 14's target: a bulk upsert of 1,000 typed products stays within 1.2x
// of the untyped bulk of the same run. Serves the production build on a
// fresh database, defines 50 typed attributes (every type but asset) and a
// family, then times POST /api/v1/products/bulk of 1,000 products with 50
// typed values each against 1,000 with 50 free-form values of the same JSON
// size, creating and then updating, the two kinds alternated in each round.
import { TYPED_BULK_DATABASE_URL, TYPED_BULK_ENV } from "./typed-bulk/env";
import path from "node:path";
import pg from "pg";
import { signAccessToken } from "../../lib/auth/access-token";
import { MAX_JSON_BYTES } from "../../lib/http/body";
import { maintenanceDatabaseUrl, migrateDatabase } from "../../lib/db/migrate";
import { describeMachine } from "./machine";
import { requireBuild, startServer, type Server } from "./server";
import { percentiles, round } from "./stats";
import { attributes, FAMILY, product, type Kind } from "./typed-bulk/products";

const root = path.resolve(import.meta.dirname, "../..");
const PRODUCTS = 1_000;
const TARGET_RATIO = 1.2;
const roundsAt = process.argv.indexOf("--rounds");
const rounds = roundsAt > 0 ? Number(process.argv[roundsAt + 1]) : 8;
let server: Server | undefined;

type Owner = { organizationId: string; userId: string };
type Phase = "create" | "update";

async function prepareDatabase(): Promise<Owner> {
  const admin = new pg.Client({ connectionString: maintenanceDatabaseUrl(TYPED_BULK_DATABASE_URL) });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(new URL(TYPED_BULK_DATABASE_URL).pathname.slice(1))} WITH (FORCE)`);
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

// One timed call, from sending the body to the parsed answer; every record must succeed.
async function timedBulk(owner: Owner, body: string, expected: "created" | "updated"): Promise<number> {
  const { token } = await signAccessToken(owner);
  const start = performance.now();
  const res = await fetch(`${server!.baseUrl}/api/v1/products/bulk`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body });
  const answer = (await res.json()) as { results?: { status: string; error?: string }[] };
  const ms = performance.now() - start;
  if (res.status !== 200) throw new Error(`POST /api/v1/products/bulk: ${res.status} ${JSON.stringify(answer)}`);
  const wrong = answer.results!.find((r) => r.status !== expected);
  if (wrong) throw new Error(`A record was ${wrong.status}, not ${expected}: ${wrong.error ?? ""}`);
  return ms;
}

async function main(): Promise<number> {
  requireBuild(root);
  const machine = await describeMachine(maintenanceDatabaseUrl(TYPED_BULK_DATABASE_URL));
  console.log(`Preparing ${TYPED_BULK_DATABASE_URL} ...`);
  const owner = await prepareDatabase();
  server = await startServer(root, TYPED_BULK_ENV);
  await defineDictionary(owner);
  const sizes = (["typed", "untyped"] as const).map((kind) => Buffer.byteLength(bulkBody(kind, "0", 0)));
  if (sizes.some((s) => s > MAX_JSON_BYTES)) throw new Error(`A bulk body is over ${MAX_JSON_BYTES} bytes: ${sizes.join(", ")}`);
  console.log(`${attributes.length} attributes, ${PRODUCTS} products per call, bodies of ${sizes.join(" and ")} bytes, ${rounds} rounds\n`);

  // A fresh server is slower for its first calls: one call of each kind and phase first, not counted.
  for (const kind of ["typed", "untyped"] as const) {
    await timedBulk(owner, bulkBody(kind, "w", 0), "created");
    await timedBulk(owner, bulkBody(kind, "w", 1), "updated");
  }
  const samples: Record<`${Kind} ${Phase}`, number[]> = { "typed create": [], "untyped create": [], "typed update": [], "untyped update": [] };
  for (let r = 0; r < rounds; r++) {
    // ABBA: the kind that goes first alternates, so drift falls on both.
    const order: Kind[] = r % 2 === 0 ? ["typed", "untyped"] : ["untyped", "typed"];
    for (const phase of ["create", "update"] as const) {
      for (const kind of order) {
        const ms = await timedBulk(owner, bulkBody(kind, String(r), phase === "create" ? 0 : 1), phase === "create" ? "created" : "updated");
        samples[`${kind} ${phase}`].push(ms);
        console.log(`round ${r + 1} ${kind.padEnd(7)} ${phase}: ${round(ms, 1)} ms`);
      }
    }
  }
  await server.stop();
  server = undefined;

  const stat = (key: keyof typeof samples) => ({ p50: percentiles(samples[key]).p50, min: Math.min(...samples[key]) });
  console.log(`\nmachine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, Node ${machine.node}, PostgreSQL ${machine.postgres}, load ${round(machine.loadAtStart, 2)} at the start`);
  // On a shared machine the load moves between rounds more than the two
  // kinds differ; the two calls of one round ran back to back, so their
  // ratio is the steadiest figure.
  const paired = (phase: Phase) => percentiles(samples[`typed ${phase}`].map((ms, r) => ms / samples[`untyped ${phase}`][r]!)).p50;
  console.log("| phase | typed p50 ms | untyped p50 ms | typed min ms | untyped min ms | ratio p50 | ratio min | ratio per round, p50 |");
  console.log("|---|--:|--:|--:|--:|--:|--:|--:|");
  let worst = 0;
  for (const phase of ["create", "update"] as const) {
    const typed = stat(`typed ${phase}`);
    const untyped = stat(`untyped ${phase}`);
    const ratio = { p50: typed.p50 / untyped.p50, min: typed.min / untyped.min };
    worst = Math.max(worst, ratio.p50);
    console.log(`| ${phase} | ${round(typed.p50, 1)} | ${round(untyped.p50, 1)} | ${round(typed.min, 1)} | ${round(untyped.min, 1)} | ${round(ratio.p50, 3)} | ${round(ratio.min, 3)} | ${round(paired(phase), 3)} |`);
  }
  console.log(`\ntarget: typed within ${TARGET_RATIO}x of untyped at p50: ${worst <= TARGET_RATIO ? "met" : "NOT met"} (worst ${round(worst, 3)})`);
  return 0;
}

main()
  .then((code) => process.exit(code))
  .catch(async (err: unknown) => {
    console.error(err);
    await server?.stop();
    process.exit(1);
  });
