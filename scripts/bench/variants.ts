// `npm run bench:variants`: what variants cost (issue 14). A model with 500
// variants (25 colours x 20 sizes) made through the API; then, with the job
// runner on, the time from a model edit to every variant re-scored (target
// under 10 s), and GET of a variant against GET of a simple product, one
// request at a time, interleaved (target: variant p50 within 1.3x).
import "./variants/env";
import { BENCH_DATABASE_URL, BENCH_ENV } from "./env";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { db } from "../../lib/db/client";
import { maintenanceDatabaseUrl } from "../../lib/db/migrate";
import { describeMachine } from "./machine";
import { bearerToken, createFixtures, recreateDatabase } from "./setup";
import { requireBuild, startServer, type Server } from "./server";
import { percentiles as exactPercentiles, round, type Latency } from "./stats";

const root = path.resolve(import.meta.dirname, "../..");
const COLORS = 25;
const SIZES = 20;
const EDITS = Number(process.env.BENCH_EDITS ?? 5);
const READS = Number(process.env.BENCH_READS ?? 2000);
let server: Server | undefined;

const percentiles = (samples: number[]): Latency => {
  const { p50, p95, p99 } = exactPercentiles(samples);
  return { p50: round(p50, 2), p95: round(p95, 2), p99: round(p99, 2) };
};

type Answer = { id: string; results?: { status: string; id: string }[] };
type Call = (method: string, url: string, body?: unknown) => Promise<{ status: number; body: Answer }>;

function caller(base: string, token: string): Call {
  return async (method, url, body) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    const parsed = (text ? JSON.parse(text) : null) as Answer;
    if (res.status >= 400) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 300)}`);
    return { status: res.status, body: parsed };
  };
}

async function seed(call: Call) {
  const option = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => ({ code: `${prefix}${i}`, labels: { en: `${prefix.toUpperCase()} ${i}` } }));
  await call("POST", "/api/v1/attributes", { code: "color", type: "select", options: option("c", COLORS) });
  await call("POST", "/api/v1/attributes", { code: "size", type: "select", options: option("s", SIZES) });
  await call("POST", "/api/v1/attributes", { code: "gtin", type: "text" });
  for (let i = 0; i < 20; i++) await call("POST", "/api/v1/attributes", { code: `spec_${i}`, type: "text" });
  const specs = Array.from({ length: 20 }, (_, i) => `spec_${i}`);
  await call("POST", "/api/v1/families", { code: "tees", attributes: ["color", "size", "gtin", ...specs], requiredAttributes: ["gtin"], variantAxes: ["color", "size"] });
  const attributes = Object.fromEntries(specs.map((code, i) => [code, `Specification value ${i}`]));
  const model = (await call("POST", "/api/v1/products", { sku: "TEE", name: "Tee", description: "A tee.", kind: "model", familyCode: "tees", attributes })).body;
  const simple = (await call("POST", "/api/v1/products", { sku: "SIMPLE", name: "Tee", description: "A tee.", familyCode: "tees", attributes: { ...attributes, color: "c1", size: "s1" } })).body;
  const items = [];
  for (let c = 0; c < COLORS; c++) for (let s = 0; s < SIZES; s++) items.push({ sku: `TEE-${c}-${s}`, parentId: model.id, attributes: { color: `c${c}`, size: `s${s}` } });
  const started = performance.now();
  const results = (await call("POST", "/api/v1/products/bulk", { items })).body.results ?? [];
  const bulkMs = performance.now() - started;
  if (results.length !== items.length || results.some((r) => r.status !== "created")) throw new Error("the bulk create of the variants failed");
  return { model, simple, variantIds: results.map((r) => r.id), bulkMs };
}

// Until every variant holds a score written after `since`.
async function rescoredAfter(variantIds: string[], since: Date, timeoutMs = 120_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    const done = await db.product.count({ where: { id: { in: variantIds }, scoredAt: { gt: since } } });
    if (done === variantIds.length) return performance.now() - started;
    await sleep(50);
  }
  throw new Error("the variants were not re-scored within the time-out");
}

async function modelEdits(call: Call, modelId: string, variantIds: string[]) {
  const patchMs: number[] = [];
  const rescoreMs: number[] = [];
  for (let i = 0; i < EDITS; i++) {
    const since = new Date();
    const started = performance.now();
    await call("PATCH", `/api/v1/products/${modelId}`, { name: `Tee ${i}`, attributes: { gtin: i % 2 === 0 ? `40000000${i}` : null } });
    const patched = performance.now() - started;
    patchMs.push(patched);
    rescoreMs.push(patched + (await rescoredAfter(variantIds, since)));
  }
  return { patch: percentiles(patchMs), untilRescored: percentiles(rescoreMs), maxUntilRescored: round(Math.max(...rescoreMs), 1) };
}

async function reads(base: string, apiKey: string, simpleId: string, variantId: string) {
  const time = async (id: string) => {
    const started = performance.now();
    const res = await fetch(`${base}/api/v1/products/${id}`, { headers: { "x-api-key": apiKey } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`GET ${id}: ${res.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < 200; i++) await time(i % 2 ? simpleId : variantId);
  const simple: number[] = [];
  const variant: number[] = [];
  for (let i = 0; i < READS; i++) {
    simple.push(await time(simpleId));
    variant.push(await time(variantId));
  }
  const [s, v] = [percentiles(simple), percentiles(variant)];
  return { simple: s, variant: v, ratioP50: round(v.p50 / s.p50, 2) };
}

async function main() {
  requireBuild(root);
  const machine = await describeMachine(maintenanceDatabaseUrl(BENCH_DATABASE_URL));
  console.log(`Preparing ${BENCH_DATABASE_URL} ...`);
  await recreateDatabase(BENCH_DATABASE_URL);
  const fixtures = await createFixtures();
  // The scoring jobs must run for the re-score timing.
  server = await startServer(root, { ...BENCH_ENV, JOB_RUNNER: "on" });
  const call = caller(server.baseUrl, await bearerToken(fixtures));
  console.log(`Seeding a model with ${COLORS * SIZES} variants ...`);
  const seeded = await seed(call);
  await rescoredAfter(seeded.variantIds, new Date(0));
  console.log(`Editing the model ${EDITS} times ...`);
  const edits = await modelEdits(call, seeded.model.id, seeded.variantIds);
  console.log(`Reading a variant and a simple product ${READS} times each ...`);
  const read = await reads(server.baseUrl, fixtures.apiKey, seeded.simple.id, seeded.variantIds[0]!);
  const report = {
    machine,
    variants: seeded.variantIds.length,
    bulkCreateMs: round(seeded.bulkMs, 1),
    modelEdit: edits,
    read,
    targets: { rescoreUnder10s: edits.maxUntilRescored < 10_000, variantReadWithin1_3x: read.ratioP50 <= 1.3 },
  };
  console.log(JSON.stringify(report, null, 2));
  mkdirSync(path.join(root, ".data"), { recursive: true });
  writeFileSync(path.join(root, ".data/bench-variants.json"), JSON.stringify(report, null, 2));
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(async () => {
    await server?.stop();
    await db.$disconnect();
  });
