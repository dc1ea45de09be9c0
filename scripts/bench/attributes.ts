import os from "node:os";
import { readFileSync } from "node:fs";
import { checkValues } from "../../lib/catalog/attributes/check-values";
import type { AttributeDefinition, Dictionary } from "../../lib/catalog/attributes/definition";
import { createProductBody } from "../../lib/catalog/schemas";
import { percentiles, round } from "./stats";

// In-process cost of checking a product's typed attribute values (docs/api.md,
// "Attributes"): one product with 50 defined attributes, five of each type but
// asset (whose ownership is a database lookup, timed by the integration
// path, not here). Timed in batches of BATCH products so the clock's own
// cost does not dominate a few-microsecond call. No database, no server.
const BATCH = 1_000;
const BATCHES = Number(process.env.BENCH_BATCHES ?? 300);
const TARGET_US = 20;

const options = ["red", "green", "blue", "black", "white"].map((code) => ({ code, labels: { en: code } }));
const shapes: [Omit<AttributeDefinition, "code" | "localizable">, (i: number) => unknown][] = [
  [{ type: "text", unit: null, options: [], validation: { maxLength: 80, pattern: "^[A-Za-z0-9 -]+$" } }, (i) => `Product line ${i}`],
  [{ type: "textarea", unit: null, options: [], validation: {} }, (i) => `Care instructions ${i}.\nHand wash only.`],
  [{ type: "number", unit: null, options: [], validation: { min: 0, max: 10_000, decimals: 2 } }, (i) => 12.5 + i],
  [{ type: "metric", unit: "weight", options: [], validation: { min: 0, max: 50, decimals: 1 } }, (i) => ({ amount: 250 + i, unit: "g" })],
  [{ type: "boolean", unit: null, options: [], validation: {} }, (i) => i % 2 === 0],
  [{ type: "date", unit: null, options: [], validation: {} }, (i) => `2026-0${1 + (i % 9)}-2${i % 9}`],
  [{ type: "select", unit: null, options, validation: {} }, (i) => options[i % 5]!.code],
  [{ type: "multiselect", unit: null, options, validation: {} }, (i) => [options[i % 5]!.code, options[(i + 1) % 5]!.code]],
  [{ type: "price", unit: null, options: [], validation: {} }, (i) => [{ amount: 1299 + i, currency: "EUR" }, { amount: 1099 + i, currency: "GBP" }]],
  [{ type: "url", unit: null, options: [], validation: {} }, (i) => `https://example.com/spec/${i}.pdf`],
];

const definitions: AttributeDefinition[] = [];
const attributes: Record<string, unknown> = {};
shapes.forEach(([shape, value], s) => {
  for (let i = 0; i < 5; i++) {
    const code = `${shape.type}_${i}`;
    definitions.push({ code, localizable: false, ...shape });
    attributes[code] = value(s * 5 + i);
  }
});
const dictionary: Dictionary = { strict: true, byCode: new Map(definitions.map((d) => [d.code, d])) };
const body = { sku: "BENCH-1", name: "Bench product", attributes };

function assertValid() {
  const { errors } = checkValues(dictionary, { attributes });
  if (errors.length) throw new Error(`The bench product does not validate: ${JSON.stringify(errors)}`);
}

// Microseconds per product for each batch.
function time(fn: () => void): number[] {
  for (let i = 0; i < BATCH * 20; i++) fn();
  const out: number[] = [];
  for (let b = 0; b < BATCHES; b++) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < BATCH; i++) fn();
    out.push(Number(process.hrtime.bigint() - start) / 1_000 / BATCH);
  }
  return out;
}

function report(name: string, samples: number[]) {
  const p = percentiles(samples);
  const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
  console.log(`${name.padEnd(48)} mean ${round(mean, 2)} µs  p50 ${round(p.p50, 2)}  p95 ${round(p.p95, 2)}  p99 ${round(p.p99, 2)} µs/product`);
  return p.p50;
}

const cpu = readFileSync("/proc/cpuinfo", "utf8").split("\n").find((l) => l.startsWith("model name"))?.split(":")[1]?.trim() ?? os.cpus()[0]?.model;
console.log(`machine: ${cpu}, ${os.availableParallelism()} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load ${round(os.loadavg()[0] ?? 0, 2)}`);
console.log(`${definitions.length} typed attributes per product, ${BATCHES} batches of ${BATCH} products\n`);
assertValid();
const check = report("dictionary check (checkValues)", time(() => checkValues(dictionary, { attributes })));
report("request parse (createProductBody) + check", time(() => checkValues(dictionary, createProductBody.parse(body))));
console.log(`\ntarget: dictionary check under ${TARGET_US} µs per product at p50: ${check < TARGET_US ? "met" : "NOT met"}`);
