// `npm run bench:syndication -- --template google-merchant [--products N]`:
// a templated feed channel over N products (default 100,000) with the
// template's rules checked on every record:
// - evaluation with the template's checks, on products already loaded
//   (records/s, one core);
// - the XML feed formatted and streamed to an S3-compatible store (s3rver)
//   from evaluated records (records/s), with the process's resident memory
//   sampled while it writes: flat means the peak stays near the level before,
//   whatever the file's size;
// - the whole feed sync through the job runner (load, evaluate, record the
//   publications, write the file), records/s and peak memory.
import { readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import pino from "pino";
import { SYNDICATION_DATABASE_URL } from "./env";
import { startObjectStore } from "../../../tests/setup/object-store";

const { values } = parseArgs({ options: { products: { type: "string", default: "100000" }, template: { type: "string" } }, strict: false });
const count = Number(values.products);
const templateCode = String(values.template);
const MiB = 1_048_576;

const store = await startObjectStore();
Object.assign(process.env, { S3_ENDPOINT: store.endpoint, S3_BUCKET: store.bucket });
const { recreateDatabase } = await import("../setup");
const { describeMachine } = await import("../machine");
await recreateDatabase(SYNDICATION_DATABASE_URL);
const { db } = await import("../../../lib/db/client");
const { inngest } = await import("../../../inngest/runtime/client");
const { functions } = await import("../../../inngest/functions");
const { createJobRunner } = await import("../../../lib/jobs/job-runner");
const { startSync } = await import("../../../lib/channels/sync");
const { createChannel } = await import("../../../lib/channels/crud");
const { evaluateProduct } = await import("../../../lib/channels/evaluate");
const { loadChannel, loadProducts, PAGE_SIZE } = await import("../../../lib/channels/load-page");
const { putFeedChunks, retailerFeedChunks } = await import("../../../lib/channels/feed/retailer-feed");
const { FEED_CONTENT_TYPE } = await import("../../../lib/channels/feed/write-feed");
const { headObject } = await import("../../../lib/storage/objects");

const rss = () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync("/proc/self/status", "utf8"))?.[1] ?? 0) * 1024;
function watchMemory() {
  const before = rss();
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rss())), 20);
  return { before, stop: () => (clearInterval(timer), (peak = Math.max(peak, rss())), { before, peak }) };
}

const org = await db.organization.create({ data: { name: "Template bench", kind: "supplier", tier: "enterprise", enabledLocales: ["en"] } });
await db.attribute.createMany({
  data: [
    { organizationId: org.id, code: "ean", type: "gtin", labels: { en: "EAN" } },
    { organizationId: org.id, code: "list_price", type: "price", labels: { en: "Price" } },
    { organizationId: org.id, code: "brand", type: "text" },
    { organizationId: org.id, code: "product_url", type: "url" },
    { organizationId: org.id, code: "availability", type: "select", options: [{ code: "in_stock", labels: {} }, { code: "out_of_stock", labels: {} }] },
  ],
});
// Valid GTIN-13s (their GS1 check digit computed in SQL) but for every tenth
// product, whose last digit is off by one: those are skipped with the rule named.
await db.$executeRaw`
  INSERT INTO products (id, "organizationId", sku, name, description, status, tags, attributes, localized, "createdAt", "updatedAt")
  SELECT gen_random_uuid(), ${org.id}::uuid, 'SKU-' || i, 'Product ' || i, 'Description of product ' || i || ', a sturdy thing for every day.', 'active', ARRAY['all'],
         jsonb_build_object(
           'ean', body || ((check_digit + CASE WHEN i % 10 = 0 THEN 1 ELSE 0 END) % 10)::text,
           'list_price', jsonb_build_array(jsonb_build_object('amount', 999 + i % 5000, 'currency', 'EUR')),
           'brand', 'Acme', 'product_url', 'https://shop.example/p/' || i, 'availability', 'in_stock'),
         '{}'::jsonb, now(), now()
  FROM generate_series(1, ${count}) AS i,
    LATERAL (SELECT '400' || lpad(i::text, 9, '0') AS body) b,
    LATERAL (SELECT (10 - (SELECT sum(substr(b.body, k, 1)::int * CASE WHEN k % 2 = 0 THEN 3 ELSE 1 END) FROM generate_series(1, 12) AS k) % 10) % 10 AS check_digit) c`;
await db.$executeRawUnsafe("ANALYZE products");

const principal = { type: "user", userId: "00000000-0000-4000-8000-000000000000", role: "owner", sandbox: false, organizationId: org.id, orgKind: "supplier", tier: "enterprise" } as const;
const created = await createChannel(principal, { name: "Google", locale: "en", template: templateCode as never, destination: { type: "feed", format: "xml" } });
// No images in this catalogue: the image link is a constant, as a supplier
// without a DAM might map it.
await db.channel.update({ where: { id: created.id }, data: { attributeMap: { ...created.attributeMap, image_link: { op: "constant", value: "https://cdn.example/product.jpg", required: true } } } });
const ctx = (await loadChannel(created.id, org.id))!;

// 1. Evaluation with the template's checks, on loaded products.
const products = [];
for (let after: string | null = null; ; ) {
  const page = await loadProducts(ctx, { after });
  products.push(...page);
  if (page.length < PAGE_SIZE) break;
  after = page[page.length - 1]!.id;
}
const evalStart = performance.now();
const records: { sku: string; fields: Record<string, unknown> }[] = [];
let skipped = 0;
for (const p of products) {
  const r = evaluateProduct(p, ctx.map, ctx.channel.locale, ctx.defaultLocale, ctx.options, ctx.template);
  if (r.record) records.push({ sku: p.sku, fields: r.record });
  else skipped++;
}
const evalSeconds = (performance.now() - evalStart) / 1000;

// 2. The XML written from those records, streamed to the store: once as
// they are, then three times as many (the same records cycled) to see
// whether memory grows with the file.
products.length = 0;
const gc = () => (globalThis as { gc?: () => void }).gc?.();
async function writeXml(name: string, total: number) {
  function* cycled() {
    for (let i = 0; i < total; i++) yield records[i % records.length]!;
  }
  gc();
  await sleep(200);
  const memory = watchMemory();
  const started = performance.now();
  const key = `bench/${created.id}/${name}.xml`;
  await putFeedChunks(key, FEED_CONTENT_TYPE.xml, retailerFeedChunks("xml", ctx.channel, ctx.template, ctx.map, cycled()));
  const seconds = (performance.now() - started) / 1000;
  const { before, peak } = memory.stop();
  return { seconds, rate: Math.round(total / seconds), fileBytes: (await headObject(key))?.sizeBytes ?? 0, growth: peak - before, before, peak };
}
const once = await writeXml("feed", records.length);
const ready = records.length;
const thrice = await writeXml("feed-x3", ready * 3);
const writeSeconds = once.seconds;
records.length = 0;

// 3. The whole feed sync through the job runner.
gc();
const runner = createJobRunner({ functions, mode: "local", client: inngest, logger: pino({ level: "silent" }), concurrency: 4 });
const syncMemory = watchMemory();
const syncStart = performance.now();
const { runId } = await startSync(principal, created.id);
runner.start();
while ((await db.syncRun.findUniqueOrThrow({ where: { id: runId } })).status !== "completed") await sleep(100);
const syncSeconds = (performance.now() - syncStart) / 1000;
const synced = syncMemory.stop();
await runner.stop();
const delivered = await db.publication.count({ where: { channelId: created.id, status: "delivered" } });

const machine = await describeMachine(SYNDICATION_DATABASE_URL);
const evalRate = Math.round(count / evalSeconds);
const writeRate = once.rate;
// Flat: three times the file costs no more than 32 MiB more at the peak.
const flat = thrice.growth - once.growth < 32 * MiB;
const report = {
  date: new Date().toISOString(),
  template: templateCode,
  products: count,
  ready: count - skipped,
  skipped,
  evaluation: { seconds: Number(evalSeconds.toFixed(2)), recordsPerSecond: evalRate, targetMet: evalRate >= 5000 },
  xml: {
    seconds: Number(writeSeconds.toFixed(2)),
    recordsPerSecond: writeRate,
    fileMiB: Number((once.fileBytes / MiB).toFixed(1)),
    rssGrowthMiB: Math.round(once.growth / MiB),
    tripled: { records: ready * 3, fileMiB: Number((thrice.fileBytes / MiB).toFixed(1)), recordsPerSecond: thrice.rate, rssGrowthMiB: Math.round(thrice.growth / MiB) },
    targetMet: writeRate >= 10_000 && flat,
  },
  sync: { seconds: Number(syncSeconds.toFixed(2)), recordsPerSecond: Math.round(count / syncSeconds), delivered, rssBeforeMiB: Math.round(synced.before / MiB), rssPeakMiB: Math.round(synced.peak / MiB) },
  machine,
};
console.log(`
Syndication with the ${templateCode} template: ${count.toLocaleString("en")} products, ${report.ready.toLocaleString("en")} ready, ${skipped.toLocaleString("en")} skipped (wrong GTIN check digit)
  machine            ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, node ${machine.node}, PostgreSQL ${machine.postgres}, load at start ${machine.loadAtStart}
  evaluation         ${report.evaluation.seconds} s = ${evalRate.toLocaleString("en")} records/s with the template's checks (target >= 5,000: ${report.evaluation.targetMet ? "met" : "NOT met"})
  XML feed written   ${report.xml.seconds} s = ${writeRate.toLocaleString("en")} records/s, ${report.xml.fileMiB} MiB streamed to the store, peak RSS ${report.xml.rssGrowthMiB} MiB above the start;
                     3x the records: ${report.xml.tripled.fileMiB} MiB at ${report.xml.tripled.recordsPerSecond.toLocaleString("en")} records/s, peak RSS ${report.xml.tripled.rssGrowthMiB} MiB above (target >= 10,000 records/s, memory flat: ${report.xml.targetMet ? "met" : "NOT met"})
  whole feed sync    ${report.sync.seconds} s = ${report.sync.recordsPerSecond.toLocaleString("en")} products/s (load, evaluate, record, write, mark delivered: ${delivered.toLocaleString("en")}); RSS ${report.sync.rssBeforeMiB} MiB before, peak ${report.sync.rssPeakMiB} MiB
`);
const { writeFileSync, mkdirSync } = await import("node:fs");
mkdirSync(".data", { recursive: true });
writeFileSync(`.data/bench-syndication-${templateCode}.json`, JSON.stringify(report, null, 2));
await store.close();
await db.$disconnect();
process.exit(report.evaluation.targetMet && report.xml.targetMet ? 0 : 1);
