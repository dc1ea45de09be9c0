// `npm run soak [-- --duration 600 --concurrency 8 --products 50000 --url http://host:port --key pis_live_…]`
// Mixed traffic over a catalogue of --products products with imports,
// exports, an http channel and two feed channels; prints throughput, error
// rate and latency per endpoint, the memory of the server and its job
// process, and how long the job queue took to drain once the traffic
// stopped. Exits non-zero on any 5xx, on memory growth over 20% after
// warm-up, on a p99 of reads of 300 ms or more, or on a queue not drained
// within 2 minutes.
import { SOAK_DATABASE_URL } from "./soak/env";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { chooseAction, SCHEDULED, type Ctx } from "./soak/actions";
import { jobProcessPid, ownRssMiB, rssMiB } from "./soak/memory";
import { percentiles } from "./bench/stats";
import { describeMachine } from "./bench/machine";
import { recreateDatabase } from "./bench/setup";
import { startSoakServer } from "./soak/server";
import { startObjectStore } from "../tests/setup/object-store";
import { startSink } from "./bench/syndication/sink";
import { throwawaySecrets } from "./secrets/throwaway";
import { drainQueue, queueByFunction } from "./soak/drain";

const root = path.resolve(import.meta.dirname, "..");
const READS = ["GET /products", "GET /products/{id}", "GET /search/products"];
const DRAIN_LIMIT_MS = 120_000;
const { values } = parseArgs({
  options: { duration: { type: "string", default: "600" }, concurrency: { type: "string", default: "8" }, products: { type: "string", default: "50000" }, url: { type: "string" }, key: { type: "string" } },
});
const durationMs = Number(values.duration) * 1000;
const concurrency = Number(values.concurrency);

const sink = await startSink();
let base = values.url;
let key = values.key;
let pid = 0;
let stop = async () => {};
if (!base) {
  await recreateDatabase(SOAK_DATABASE_URL);
  const store = await startObjectStore();
  const server = await startSoakServer(root, {
    NODE_ENV: "production",
    DATABASE_URL: SOAK_DATABASE_URL,
    AUTH_SECRET: process.env.AUTH_SECRET!,
    STRIPE_WEBHOOK_SECRET: throwawaySecrets().STRIPE_WEBHOOK_SECRET,
    RATE_LIMIT_PER_MINUTE: "100000000",
    LOG_LEVEL: "warn",
    S3_ENDPOINT: store.endpoint,
    S3_BUCKET: store.bucket,
    ALLOW_PRIVATE_DESTINATIONS: "1",
    NEXT_TELEMETRY_DISABLED: "1",
  });
  base = server.baseUrl;
  pid = server.pid;
  stop = async () => {
    await server.stop();
    await store.close();
  };
  const { seedSoakTenant } = await import("./soak/seed");
  key = await seedSoakTenant();
}
if (!key) throw new Error("--url needs --key (an API key with products, assets and channels write scopes).");

const ctx: Ctx = { base, key, productIds: [], channelId: "", feedChannelIds: [], sinkUrl: sink.url, n: 0 };
const { prepare } = await import("./soak/prepare");
console.log(`Seeding ${values.products} products and three channels…`);
Object.assign(ctx, await prepare(ctx, Number(values.products), (line) => console.log(line)));
// The seed's own background work (scores, the feeds' first files) settles
// before the traffic, so the drain below measures the traffic's.
if (pid) console.log(`seed's background work drained in ${((await drainQueue(10 * 60_000)) / 1000).toFixed(0)} s`);

const samples = new Map<string, { ms: number[]; statuses: Map<number, number> }>();
const memory: { at: number; mib: number; server: number; jobs: number }[] = [];
const sampleMemory = () => {
  if (!pid) return;
  const jobs = jobProcessPid(pid);
  memory.push({ at: Date.now() - started, mib: rssMiB(pid), server: ownRssMiB(pid), jobs: jobs ? ownRssMiB(jobs) : 0 });
};
const started = Date.now();
const warmUpMs = Math.min(60_000, durationMs * 0.2);
const sampler = setInterval(sampleMemory, 5_000);

async function timed(name: string, run: (c: Ctx) => Promise<number>): Promise<void> {
  const t = performance.now();
  let code: number;
  try {
    code = await run(ctx);
  } catch {
    code = 0;
  }
  const entry = samples.get(name) ?? { ms: [] as number[], statuses: new Map<number, number>() };
  entry.ms.push(performance.now() - t);
  entry.statuses.set(code, (entry.statuses.get(code) ?? 0) + 1);
  samples.set(name, entry);
}

const running = () => Date.now() - started < durationMs;
await Promise.all([
  ...Array.from({ length: concurrency }, async () => {
    while (running()) {
      const action = chooseAction();
      await timed(action.name, action.run);
    }
  }),
  // Each at its own pace, the first a fraction of its period in.
  ...SCHEDULED.map(async (task, i) => {
    for (let next = started + ((i + 1) * task.periodMs) / (SCHEDULED.length + 1); next - started < durationMs; next += task.periodMs) {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
      await timed(task.name, task.run);
    }
  }),
]);
clearInterval(sampler);
const seconds = (Date.now() - started) / 1000;
// How long the background work the traffic left (feed rewrites, imports,
// exports, scores, deliveries) takes to finish once it stops.
if (pid) console.log(`left in the queue when the traffic stopped: ${JSON.stringify(await queueByFunction())}`);
const drainMs = pid ? await drainQueue(5 * 60_000) : 0;
sampleMemory();
await stop();
await sink.close();

const rows = [...samples].map(([name, s]) => {
  const total = s.ms.length;
  const fivexx = [...s.statuses].filter(([c]) => c >= 500 || c === 0).reduce((n, [, k]) => n + k, 0);
  const errors = [...s.statuses].filter(([c]) => c >= 400 || c === 0).reduce((n, [, k]) => n + k, 0);
  const p = percentiles(s.ms);
  return { name, requests: total, perSecond: Number((total / seconds).toFixed(1)), errorRate: Number((errors / total).toFixed(4)), fivexx, p50: p.p50, p95: p.p95, p99: p.p99, statuses: Object.fromEntries(s.statuses) };
});
const afterWarmUp = memory.filter((m) => m.at >= warmUpMs);
const part = (key: "server" | "jobs") => ({ after: afterWarmUp[0]?.[key] ?? 0, peak: Math.max(0, ...afterWarmUp.map((m) => m[key])), end: afterWarmUp.at(-1)?.[key] ?? 0 });
const baseline = afterWarmUp[0]?.mib ?? 0;
const peak = Math.max(0, ...afterWarmUp.map((m) => m.mib));
const growth = baseline ? (peak - baseline) / baseline : 0;
const total5xx = rows.reduce((n, r) => n + r.fivexx, 0);
const reads = percentiles([...samples].filter(([name]) => READS.includes(name)).flatMap(([, s]) => s.ms));
const drained = drainMs <= DRAIN_LIMIT_MS;
const machine = await describeMachine(SOAK_DATABASE_URL).catch(() => null);
const report = { date: new Date().toISOString(), seconds, concurrency, products: Number(values.products), rows, reads, drainSeconds: drainMs / 1000, memory: { baselineMiB: baseline, peakMiB: peak, growth: Number(growth.toFixed(3)) }, total5xx, machine };

console.log(`\nSoak: ${seconds.toFixed(0)} s, ${concurrency} concurrent clients, ${rows.reduce((n, r) => n + r.requests, 0)} requests`);
console.log("| endpoint | requests | req/s | error rate | 5xx | p50 ms | p95 ms | p99 ms |\n|---|---:|---:|---:|---:|---:|---:|---:|");
for (const r of rows.sort((a, b) => b.requests - a.requests)) console.log(`| ${r.name} | ${r.requests} | ${r.perSecond} | ${(r.errorRate * 100).toFixed(2)}% | ${r.fivexx} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} |`);
console.log(`reads (${READS.join(", ")}): p50 ${reads.p50.toFixed(1)} ms, p95 ${reads.p95.toFixed(1)} ms, p99 ${reads.p99.toFixed(1)} ms (limit 300)`);
console.log(`server and job process memory after warm-up: ${baseline} MiB, peak ${peak} MiB (growth ${(growth * 100).toFixed(1)}%, limit 20%); 5xx: ${total5xx}`);
for (const key of ["server", "jobs"] as const) {
  const m = part(key);
  console.log(`  ${key === "server" ? "server" : "job process"}: ${m.after} MiB after warm-up, peak ${m.peak} MiB, ${m.end} MiB at the end`);
}
if (pid) console.log(`job queue drained ${(drainMs / 1000).toFixed(0)} s after the traffic stopped (limit ${DRAIN_LIMIT_MS / 1000} s)`);
mkdirSync(path.join(root, ".data"), { recursive: true });
writeFileSync(path.join(root, ".data/soak.json"), JSON.stringify(report, null, 2));
process.exit(total5xx === 0 && growth <= 0.2 && reads.p99 < 300 && drained ? 0 : 1);
