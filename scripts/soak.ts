// `npm run soak [-- --duration 600 --concurrency 8 --url http://host:port --key pis_live_…]`
// Mixed traffic for a while; prints throughput, error rate and p95 per
// endpoint, and the server's memory after warm-up. Exits non-zero on any
// 5xx or on memory growth over 20% after warm-up.
import { SOAK_DATABASE_URL } from "./soak/env";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { chooseAction, type Ctx } from "./soak/actions";
import { rssMiB } from "./soak/memory";
import { percentiles } from "./bench/stats";
import { describeMachine } from "./bench/machine";
import { recreateDatabase } from "./bench/setup";
import { startSoakServer } from "./soak/server";
import { startObjectStore } from "../tests/setup/object-store";
import { startSink } from "./bench/syndication/sink";
import { throwawaySecrets } from "./secrets/throwaway";

const root = path.resolve(import.meta.dirname, "..");
const { values } = parseArgs({
  options: { duration: { type: "string", default: "600" }, concurrency: { type: "string", default: "8" }, url: { type: "string" }, key: { type: "string" } },
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

const ctx: Ctx = { base, key, productIds: [], channelId: "", sinkUrl: sink.url, n: 0 };
const { prepare } = await import("./soak/prepare");
Object.assign(ctx, await prepare(ctx));

const samples = new Map<string, { ms: number[]; statuses: Map<number, number> }>();
const memory: { at: number; mib: number }[] = [];
const sampleMemory = () => {
  if (pid) memory.push({ at: Date.now() - started, mib: rssMiB(pid) });
};
const started = Date.now();
const warmUpMs = Math.min(60_000, durationMs * 0.2);
const sampler = setInterval(sampleMemory, 5_000);

await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (Date.now() - started < durationMs) {
      const action = chooseAction();
      const t = performance.now();
      let code: number;
      try {
        code = await action.run(ctx);
      } catch {
        code = 0;
      }
      const entry = samples.get(action.name) ?? { ms: [] as number[], statuses: new Map<number, number>() };
      entry.ms.push(performance.now() - t);
      entry.statuses.set(code, (entry.statuses.get(code) ?? 0) + 1);
      samples.set(action.name, entry);
    }
  }),
);
clearInterval(sampler);
const seconds = (Date.now() - started) / 1000;
await stop();
await sink.close();

const rows = [...samples].map(([name, s]) => {
  const total = s.ms.length;
  const fivexx = [...s.statuses].filter(([c]) => c >= 500 || c === 0).reduce((n, [, k]) => n + k, 0);
  const errors = [...s.statuses].filter(([c]) => c >= 400 || c === 0).reduce((n, [, k]) => n + k, 0);
  const p = percentiles(s.ms);
  return { name, requests: total, perSecond: Number((total / seconds).toFixed(1)), errorRate: Number((errors / total).toFixed(4)), fivexx, p50: p.p50, p95: p.p95, statuses: Object.fromEntries(s.statuses) };
});
const afterWarmUp = memory.filter((m) => m.at >= warmUpMs);
const baseline = afterWarmUp[0]?.mib ?? 0;
const peak = Math.max(0, ...afterWarmUp.map((m) => m.mib));
const growth = baseline ? (peak - baseline) / baseline : 0;
const total5xx = rows.reduce((n, r) => n + r.fivexx, 0);
const machine = await describeMachine(SOAK_DATABASE_URL).catch(() => null);
const report = { date: new Date().toISOString(), seconds, concurrency, rows, memory: { baselineMiB: baseline, peakMiB: peak, growth: Number(growth.toFixed(3)) }, total5xx, machine };

console.log(`\nSoak: ${seconds.toFixed(0)} s, ${concurrency} concurrent clients, ${rows.reduce((n, r) => n + r.requests, 0)} requests`);
console.log("| endpoint | requests | req/s | error rate | 5xx | p50 ms | p95 ms |\n|---|---:|---:|---:|---:|---:|---:|");
for (const r of rows.sort((a, b) => b.requests - a.requests)) console.log(`| ${r.name} | ${r.requests} | ${r.perSecond} | ${(r.errorRate * 100).toFixed(2)}% | ${r.fivexx} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} |`);
console.log(`server memory after warm-up: ${baseline} MiB, peak ${peak} MiB (growth ${(growth * 100).toFixed(1)}%, limit 20%); 5xx: ${total5xx}`);
mkdirSync(path.join(root, ".data"), { recursive: true });
writeFileSync(path.join(root, ".data/soak.json"), JSON.stringify(report, null, 2));
process.exit(total5xx === 0 && growth <= 0.2 ? 0 : 1);
