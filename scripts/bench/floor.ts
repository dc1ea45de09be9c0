// `npm run bench:floor [-- --rounds 3 --duration 8 --connections 16 --warmup 2 --read "single product"]`
// The API's three hottest reads against the floor (scripts/bench/floor/):
// the same reads as bare node:http + pg over the same data. Service and floor
// take turns on each read, round after round, in one run, so whatever else
// the machine does falls on both; each turn reports requests per second, p50
// and p99, and CPU per request in node and in PostgreSQL.
import { isDeepStrictEqual, parseArgs } from "node:util";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { maintenanceDatabaseUrl } from "../../lib/db/migrate";
import { throwawaySecrets } from "../secrets/throwaway";
import { backendPids, groupPids, snapshot } from "./cpu";
import { loadGenerator, measure, type LoadResult, type LoadTarget, type Meter } from "./load";
import { describeMachine } from "./machine";
import { recreateDatabase } from "./setup";
import { freePort, requireBuild, startServer, type Server } from "./server";
import { seedFloorData, PRODUCTS, type FloorData } from "./floor/seed";
import { startFloor } from "./floor/start-floor";
import { floorReport, type Turn } from "./floor/report";

const root = path.resolve(import.meta.dirname, "../..");
const DATABASE_URL = process.env.BENCH_FLOOR_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/pis_bench_floor";
const SECRETS = throwawaySecrets();
const SERVER_ENV = {
  NODE_ENV: "production",
  DATABASE_URL,
  ...SECRETS,
  // High enough never to answer 429: the limiter is counted but never refuses.
  RATE_LIMIT_PER_MINUTE: "100000000",
  JOB_RUNNER: "off",
  LOG_LEVEL: "warn",
  NEXT_TELEMETRY_DISABLED: "1",
};

const { values } = parseArgs({
  options: {
    rounds: { type: "string", default: "3" },
    duration: { type: "string", default: "8" },
    connections: { type: "string", default: "16" },
    warmup: { type: "string", default: "2" },
    // One read only (its name as printed), e.g. to profile it.
    read: { type: "string" },
  },
});
const options = { rounds: Number(values.rounds), duration: Number(values.duration), connections: Number(values.connections), warmup: Number(values.warmup) };

type Read = { name: string; path: (data: FloorData) => string };
const READS: Read[] = [
  { name: "list page", path: () => "/api/v1/products?limit=50" },
  { name: "single product", path: (data) => `/api/v1/products/${data.productId}` },
  { name: "search, two facets", path: () => "/api/v1/search/products?limit=50&facetBy=status,categoryName" },
];

// Both must answer the same document before either is timed, or the ratio
// would compare different work.
async function sameAnswers(service: Server, floor: Server, data: FloorData): Promise<void> {
  for (const read of READS) {
    const [a, b] = await Promise.all(
      [service, floor].map(async (s) => {
        const res = await fetch(`${s.baseUrl}${read.path(data)}`, { headers: { "x-api-key": data.apiKey } });
        if (!res.ok) throw new Error(`${read.name}: ${s.baseUrl} answered ${res.status}: ${await res.text()}`);
        return res.json();
      }),
    );
    if (!isDeepStrictEqual(a, b)) throw new Error(`${read.name}: the floor's answer differs from the service's:\n${JSON.stringify(a).slice(0, 600)}\n${JSON.stringify(b).slice(0, 600)}`);
  }
}

let servers: Server[] = [];

async function main(): Promise<void> {
  requireBuild(root);
  const machine = await describeMachine(maintenanceDatabaseUrl(DATABASE_URL));
  console.log(`Preparing ${DATABASE_URL} with ${PRODUCTS.toLocaleString("en")} products ...`);
  await recreateDatabase(DATABASE_URL);
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  const data = await seedFloorData(client);
  await client.end();

  const service = await startServer(root, SERVER_ENV);
  const floor = await startFloor(SERVER_ENV, await freePort());
  servers = [service, floor];
  await sameAnswers(service, floor, data);

  const database = new URL(DATABASE_URL).pathname.slice(1);
  const admin = new pg.Client({ connectionString: maintenanceDatabaseUrl(DATABASE_URL) });
  await admin.connect();
  const turns: Turn[] = [];
  try {
    for (let round = 1; round <= options.rounds; round++) {
      for (const read of READS.filter((r) => !values.read || r.name === values.read)) {
        for (const [side, server] of [["service", service], ["floor", floor]] as const) {
          const meter: Meter = async () => ({ server: snapshot(groupPids(server.pid)), postgres: snapshot(await backendPids(admin, database)) });
          const target: LoadTarget = { name: read.name, url: `${server.baseUrl}${read.path(data)}`, headers: { "x-api-key": data.apiKey } };
          console.log(`Round ${round}: ${read.name}, ${side} (${loadGenerator()}, ${options.connections} connections, ${options.duration} s) ...`);
          const result: LoadResult = await measure(target, options.connections, options.warmup, options.duration, meter);
          if (result.non2xx > 0 || result.errors > 0) throw new Error(`${read.name} on the ${side}: ${result.non2xx} non-2xx answers, ${result.errors} socket errors.`);
          turns.push({ round, read: read.name, side, result });
        }
      }
    }
  } finally {
    await admin.end();
  }
  const report = floorReport(turns, machine, options);
  console.log(`\n${report.text}`);
  mkdirSync(path.join(root, ".data"), { recursive: true });
  writeFileSync(path.join(root, ".data", "bench-floor.json"), `${JSON.stringify(report.json, null, 2)}\n`);
  console.log("\nWritten to .data/bench-floor.json");
}

process.once("SIGINT", () => {
  void Promise.all(servers.map((s) => s.stop())).finally(() => process.exit(130));
});

try {
  await main();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await Promise.all(servers.map((s) => s.stop()));
}
