// `npm run bench:api [-- --duration 10 --connections 32 --warmup 3 --iterations 5000]`
// The cost of each layer of an authenticated GET (issue 2): a bare Next
// handler, the route wrapper, the full GET with an API key and a bearer
// token over HTTP; then, below HTTP, raw pg vs Prisma and the auth calls.
import { BENCH_DATABASE_URL, BENCH_ENV } from "./env";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { db } from "../../lib/db/client";
import { maintenanceDatabaseUrl } from "../../lib/db/migrate";
import { backendPids, groupPids, snapshot } from "./cpu";
import { loadGenerator, measure, warmUp, type LoadResult, type LoadTarget, type Meter } from "./load";
import { describeMachine } from "./machine";
import { readOptions } from "./options";
import { compareQueries } from "./queries";
import { evaluateTargets, renderReport, toJson, type Report } from "./report";
import { bearerToken, createFixtures, recreateDatabase, type Fixtures } from "./setup";
import { requireBuild, startServer, type Server } from "./server";
import { timeWrapper } from "./wrapper";

const root = path.resolve(import.meta.dirname, "../..");
const options = readOptions();
let server: Server | undefined;

const targetsOf = async (base: string, fixtures: Fixtures): Promise<LoadTarget[]> => [
  { name: "bare Next handler", url: `${base}/api/bench/bare`, headers: {} },
  { name: "wrapper (publicRoute) via Next", url: `${base}/api/bench/wrapped`, headers: {} },
  { name: "GET /api/v1/organization (API key)", url: `${base}/api/v1/organization`, headers: { "x-api-key": fixtures.apiKey } },
  { name: "GET /api/v1/organization (bearer)", url: `${base}/api/v1/organization`, headers: { authorization: `Bearer ${await bearerToken(fixtures)}` } },
];

// Under load for throughput and tail latency; then at one connection, where
// latency is each layer's own cost rather than time in a queue.
async function loadRuns(running: Server, targets: LoadTarget[], connectionCounts: number[], label = ""): Promise<LoadResult[]> {
  const database = decodeURIComponent(new URL(BENCH_DATABASE_URL).pathname.slice(1));
  const admin = new pg.Client({ connectionString: maintenanceDatabaseUrl(BENCH_DATABASE_URL) });
  await admin.connect();
  try {
    const meter: Meter = async () => ({ server: snapshot(groupPids(running.pid)), postgres: snapshot(await backendPids(admin, database)) });
    // A fresh server is slower for longer than one warm-up: without this the
    // first layer measured would pay for the server's own start.
    for (const target of targets) await warmUp(target, options.connections, options.warmup);
    const http: LoadResult[] = [];
    for (const connections of connectionCounts) {
      for (const target of targets) {
        console.log(`Load (${loadGenerator()}): ${target.name}${label}, ${connections} connection(s), ${options.duration} s ...`);
        const result = await measure(target, connections, options.warmup, options.duration, meter);
        http.push({ ...result, name: `${result.name}${label}` });
      }
    }
    return http;
  } finally {
    await admin.end();
  }
}

async function main(): Promise<number> {
  requireBuild(root, { benchRoutes: true });
  const machine = await describeMachine(maintenanceDatabaseUrl(BENCH_DATABASE_URL));
  console.log(`Preparing ${BENCH_DATABASE_URL} ...`);
  await recreateDatabase(BENCH_DATABASE_URL);
  const fixtures = await createFixtures();

  // Below HTTP first, while nothing else runs on the two cores.
  console.log("Timing queries, the wrapper and authentication in-process ...");
  const queries = await compareQueries(BENCH_DATABASE_URL, fixtures, options.iterations);
  const wrapper = await timeWrapper(fixtures, await bearerToken(fixtures), options.iterations);
  await db.$disconnect();

  server = await startServer(root, BENCH_ENV);
  const http = await loadRuns(server, await targetsOf(server.baseUrl, fixtures), [options.connections, 1]);
  await server.stop();
  // The same authenticated GETs through Next.js's own pipeline, for comparison.
  server = await startServer(root, BENCH_ENV, "next start");
  const viaNext = (await targetsOf(server.baseUrl, fixtures)).filter((t) => t.name.startsWith("GET"));
  http.push(...(await loadRuns(server, viaNext, [options.connections], " via next start")));
  await server.stop();

  const problems = http
    .filter((h) => h.non2xx > 0 || h.errors > 0)
    .map((h) => `${h.name} at ${h.connections} connection(s): ${h.non2xx} non-2xx responses, ${h.errors} connection errors or timeouts`);
  const report: Report = {
    date: new Date().toISOString(),
    command: ["npm run bench:api", ...(process.argv.length > 2 ? ["--", ...process.argv.slice(2)] : [])].join(" "),
    loadGenerator: loadGenerator(),
    options,
    machine,
    http,
    queries,
    wrapper,
    targets: evaluateTargets(http, queries, wrapper, options.connections),
    problems,
  };
  console.log(`\n${renderReport(report)}`);
  mkdirSync(path.join(root, ".data"), { recursive: true });
  writeFileSync(path.join(root, ".data", "bench-api.json"), `${toJson(report)}\n`);
  console.log("\nWritten to .data/bench-api.json");
  return problems.length === 0 ? 0 : 1;
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
  await db.$disconnect();
}
