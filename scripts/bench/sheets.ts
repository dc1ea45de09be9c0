// `npm run bench:sheets [-- --products 500 --samples 50]`: product sheets and
// line sheets through the service's own functions, against PostgreSQL and
// s3rver, in a database of their own:
// - a product sheet (a product with 30 attribute values in three groups, a
//   1600×1200 photo, as a model with 20 variants and as a simple product),
//   rendered `samples` times: p50 and p95;
// - a line sheet of `products` products, each with its photo, written to the
//   store: seconds, and the process's resident memory while it runs, against
//   a line sheet of a fifth as many (flat: the peak does not grow with the
//   number of products beyond the file itself).
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { startObjectStore } from "../../tests/setup/object-store";

const { values } = parseArgs({ options: { products: { type: "string", default: "500" }, samples: { type: "string", default: "50" } } });
const PRODUCTS = Number(values.products);
const SAMPLES = Number(values.samples);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/pis_bench_sheets";
const MiB = 1_048_576;

const store = await startObjectStore();
Object.assign(process.env, { DATABASE_URL, S3_ENDPOINT: store.endpoint, S3_BUCKET: store.bucket, LOG_LEVEL: "silent", JOB_RUNNER: "off" });
const { recreateDatabase } = await import("./setup");
const { describeMachine } = await import("./machine");
await recreateDatabase(DATABASE_URL);
const sharp = (await import("sharp")).default;
const { db } = await import("../../lib/db/client");
const { headObject, putObject } = await import("../../lib/storage/objects");
const { renderProductSheet } = await import("../../lib/sheets/product-sheet");
const { writeLineSheet } = await import("../../lib/sheets/line-sheets");
const { runWithWriteContext } = await import("../../lib/db/write-context");

const rss = () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync("/proc/self/status", "utf8"))?.[1] ?? 0) * 1024;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const org = await db.organization.create({ data: { name: "Sheets bench", kind: "supplier", tier: "enterprise", enabledLocales: ["en", "de-DE"] } });
const groups = ["Dimensions", "Materials", "Care"];
await db.attribute.createMany({
  data: [
    ...Array.from({ length: 30 }, (_, i) => ({ organizationId: org.id, code: `a${i}`, type: "text" as const, labels: { en: `Attribute ${i}`, "de-DE": `Merkmal ${i}` }, group: groups[i % 3]! })),
    { organizationId: org.id, code: "colour", type: "select" as const, labels: { en: "Colour" }, options: Array.from({ length: 20 }, (_, i) => ({ code: `c${i}`, labels: { en: `Colour ${i}` } })) },
  ],
});
const family = await db.family.create({ data: { organizationId: org.id, code: "bench", labels: {}, variantAxes: ["colour"] } });
const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#8aa" } }).composite([{ input: Buffer.from('<svg width="1600" height="1200"><circle cx="800" cy="600" r="400" fill="#246"/></svg>'), top: 0, left: 0 }]).jpeg({ quality: 85 }).toBuffer();
const attributes = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`a${i}`, `Value ${i} of a product attribute`]));

const ids = await runWithWriteContext({ source: "system", actorKind: "system", actorId: null, op: "bench-sheets-seed" }, async () => {
  const made: string[] = [];
  for (let i = 0; i < PRODUCTS; i++) {
    const product = await db.product.create({
      data: { organizationId: org.id, sku: `SHEET-${i}`, name: `Sheet product ${i}`, description: "A sturdy product for every day, described in a few sentences as suppliers do.", status: "active", attributes, ...(i === 0 ? { kind: "model", familyId: family.id } : {}) },
      select: { id: true },
    });
    const asset = await db.asset.create({ data: { organizationId: org.id, filename: `p${i}.jpg`, assetType: "image", mimeType: "image/jpeg", sizeBytes: photo.length, status: "ready", storageKey: `orgs/${org.id}/assets/p${i}.jpg` } });
    await putObject(asset.storageKey, photo, "image/jpeg");
    await db.productAsset.create({ data: { productId: product.id, assetId: asset.id, position: 0 } });
    made.push(product.id);
  }
  for (let v = 0; v < 20; v++) {
    await db.product.create({ data: { organizationId: org.id, sku: `SHEET-0-${v}`, name: "Variant", status: "active", kind: "variant", parentId: made[0]!, familyId: family.id, attributes: { colour: `c${v}` } } });
  }
  return made;
});

// 1. Product sheets: the model (with its variants table) and a simple product, alternating.
const times: number[] = [];
for (let i = 0; i < SAMPLES + 5; i++) {
  const started = performance.now();
  await renderProductSheet(org.id, ids[i % 2]!, i % 4 < 2 ? "en" : "de-DE");
  if (i >= 5) times.push(performance.now() - started);
}
times.sort((a, b) => a - b);

// 2. Line sheets of a fifth of the products, then of all of them.
async function lineSheet(productIds: string[]) {
  const sheet = await db.sheet.create({ data: { organizationId: org.id, productIds } });
  const before = rss();
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rss())), 20);
  const started = performance.now();
  await writeLineSheet({ organizationId: org.id, sheetId: sheet.id });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(timer);
  const done = await db.sheet.findUniqueOrThrow({ where: { id: sheet.id } });
  const bytes = (await headObject(done.storageKey!))?.sizeBytes ?? 0;
  return { products: productIds.length, seconds: Number(seconds.toFixed(1)), fileMiB: Number((bytes / MiB).toFixed(1)), growthMiB: Math.round((peak - before) / MiB), status: done.status };
}
const fifth = await lineSheet(ids.slice(0, Math.ceil(PRODUCTS / 5)));
const all = await lineSheet(ids);

const machine = await describeMachine(DATABASE_URL);
const report = {
  date: new Date().toISOString(),
  productSheet: { samples: SAMPLES, p50Ms: Math.round(percentile(times, 50)), p95Ms: Math.round(percentile(times, 95)), targetMet: percentile(times, 95) < 500 },
  lineSheet: { fifth, all, targetMet: all.seconds < 60 && all.status === "succeeded" && all.growthMiB - fifth.growthMiB < 64 + all.fileMiB },
  machine,
};
console.log(`
Sheets
  machine        ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, node ${machine.node}, PostgreSQL ${machine.postgres}, load at start ${machine.loadAtStart}
  product sheet  p50 ${report.productSheet.p50Ms} ms, p95 ${report.productSheet.p95Ms} ms over ${SAMPLES} (a model with 20 variants and a simple product, 30 values, a 1600×1200 photo) (target p95 < 500 ms: ${report.productSheet.targetMet ? "met" : "NOT met"})
  line sheet     ${all.products} products in ${all.seconds} s, ${all.fileMiB} MiB, RSS +${all.growthMiB} MiB at the peak; ${fifth.products} products: ${fifth.seconds} s, ${fifth.fileMiB} MiB, +${fifth.growthMiB} MiB (target < 60 s, memory flat: ${report.lineSheet.targetMet ? "met" : "NOT met"})
`);
const { writeFileSync, mkdirSync } = await import("node:fs");
mkdirSync(".data", { recursive: true });
writeFileSync(".data/bench-sheets.json", JSON.stringify(report, null, 2));
await store.close();
await db.$disconnect();
process.exit(report.productSheet.targetMet && report.lineSheet.targetMet ? 0 : 1);
