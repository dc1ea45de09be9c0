// `npm run bench:rate-limit [-- --duration 10 --connections 32 --warmup 3 --iterations 5000]`
// What counting rate limits in PostgreSQL (shared by every instance) costs
// an authenticated GET, side by side with the per-process counter in one
// run: the same server build, database and request, RATE_LIMIT_STORE=memory
// then postgres, alternated twice so drift on the VM hits both alike.
import { BENCH_DATABASE_URL, BENCH_ENV } from "./env";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { maintenanceDatabaseUrl } from "../../lib/db/migrate";
import { countHit } from "../../lib/http/rate-limit-store";
import { windowOf } from "../../lib/http/rate-limit";
import { db } from "../../lib/db/client";
import { backendPids, groupPids, snapshot } from "./cpu";
import { loadGenerator, measure, warmUp, type LoadResult, type Meter } from "./load";
import { describeMachine } from "./machine";
import { readOptions } from "./options";
import { createFixtures, recreateDatabase } from "./setup";
import { requireBuild, startServer, type Server } from "./server";
import { percentiles, round } from "./stats";

const root = path.resolve(import.meta.dirname, "../..");
const options = readOptions();
let server: Server | undefined;

// One upsert on its own, in this process: the statement's round trip.
async function timeCountHit(iterations: number) {
  const samples: number[] = [];
  const window = windowOf(Date.now());
  for (let i = 0; i < iterations; i++) {
    const started = performance.now();
    await countHit(`bench:${i % 50}`, window);
    samples.push(performance.now() - started);
  }
  return percentiles(samples.slice(Math.floor(iterations / 10)));
}

async function run(store: "memory" | "postgres", apiKey: string, connections: number): Promise<LoadResult> {
  server = await startServer(root, { ...BENCH_ENV, RATE_LIMIT_STORE: store });
  const admin = new pg.Client({ connectionString: maintenanceDatabaseUrl(BENCH_DATABASE_URL) });
  await admin.connect();
  try {
    const database = decodeURIComponent(new URL(BENCH_DATABASE_URL).pathname.slice(1));
    const running = server;
    const meter: Meter = async () => ({ server: snapshot(groupPids(running.pid)), postgres: snapshot(await backendPids(admin, database)) });
    const target = { name: `GET /api/v1/organization, RATE_LIMIT_STORE=${store}`, url: `${server.baseUrl}/api/v1/organization`, headers: { "x-api-key": apiKey } };
    await warmUp(target, connections, options.warmup);
    console.log(`Load (${loadGenerator()}): ${target.name}, ${connections} connection(s), ${options.duration} s ...`);
    return await measure(target, connections, options.warmup, options.duration, meter);
  } finally {
    await admin.end();
    await server.stop();
    server = undefined;
  }
}

async function main(): Promise<void> {
  requireBuild(root);
  const machine = await describeMachine(maintenanceDatabaseUrl(BENCH_DATABASE_URL));
  await recreateDatabase(BENCH_DATABASE_URL);
  const fixtures = await createFixtures();
  const countHitMs = await timeCountHit(options.iterations);
  await db.$disconnect();

  const results: LoadResult[] = [];
  for (const connections of [1, options.connections]) {
    for (const store of ["memory", "postgres", "memory", "postgres"] as const) results.push(await run(store, fixtures.apiKey, connections));
  }
  const best = (store: string, connections: number) => {
    const runs = results.filter((r) => r.connections === connections && r.name.endsWith(store));
    return { p50: Math.min(...runs.map((r) => r.p50)), rps: Math.max(...runs.map((r) => r.requestsPerSecond)), p99: Math.min(...runs.map((r) => r.p99)) };
  };
  const lines = [
    `machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, Node ${machine.node}, ${machine.postgres}, load at start ${machine.loadAtStart}`,
    `countHit (one upsert, in-process): p50 ${round(countHitMs.p50)} ms, p95 ${round(countHitMs.p95)} ms, p99 ${round(countHitMs.p99)} ms`,
    ...results.map((r) => `${r.name}, ${r.connections} conn: p50 ${round(r.p50)} ms, p99 ${round(r.p99)} ms, ${Math.round(r.requestsPerSecond)} req/s, non-2xx ${r.non2xx}`),
  ];
  for (const connections of [1, options.connections]) {
    const memory = best("memory", connections);
    const shared = best("postgres", connections);
    lines.push(`${connections} conn: postgres adds ${round(shared.p50 - memory.p50)} ms at p50 (best of two each); ${Math.round(memory.rps)} vs ${Math.round(shared.rps)} req/s`);
  }
  console.log(`\n${lines.join("\n")}`);
  mkdirSync(path.join(root, ".data"), { recursive: true });
  writeFileSync(path.join(root, ".data", "bench-rate-limit.json"), `${JSON.stringify({ date: new Date().toISOString(), options, machine, countHitMs, results }, null, 2)}\n`);
}

process.once("SIGINT", () => {
  void (server?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
});

try {
  await main();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await server?.stop();
  await db.$disconnect();
}
