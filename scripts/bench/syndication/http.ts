// `npm run bench:syndication [-- --products N]`: a full channel sync of N
// products (default 100,000) to a loopback destination through the real
// functions and job runner, end to end; and the transform's own cost.
import { SYNDICATION_DATABASE_URL } from "./env";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import pino from "pino";
import { startSink } from "./sink";
import { describeMachine } from "../machine";
import { recreateDatabase } from "../setup";

const { values } = parseArgs({ options: { products: { type: "string", default: "100000" } } });
const count = Number(values.products);

await recreateDatabase(SYNDICATION_DATABASE_URL);
const { db } = await import("../../../lib/db/client");
const { inngest } = await import("../../../inngest/runtime/client");
const { functions } = await import("../../../inngest/functions");
const { createJobRunner } = await import("../../../lib/jobs/job-runner");
const { startSync } = await import("../../../lib/channels/sync");
const { evaluateProduct } = await import("../../../lib/channels/evaluate");
const { loadChannel, loadProducts } = await import("../../../lib/channels/load-page");

const sink = await startSink();
const org = await db.organization.create({ data: { name: "Syndication bench", kind: "supplier", enabledLocales: ["en", "de-DE"] } });
await db.$executeRaw`
  INSERT INTO products (id, "organizationId", sku, name, description, status, tags, attributes, localized, "createdAt", "updatedAt")
  SELECT gen_random_uuid(), ${org.id}::uuid, 'SKU-' || i, 'Product ' || i, 'Description of product ' || i, 'active',
         ARRAY['tag' || (i % 50), 'all'], jsonb_build_object('price', (i % 997) || '.99', 'gtin', lpad(i::text, 13, '0')),
         CASE WHEN i % 3 = 0 THEN jsonb_build_object('de-DE', jsonb_build_object('name', 'Produkt ' || i)) ELSE '{}'::jsonb END,
         now(), now()
  FROM generate_series(1, ${count}) AS i`;
const attributeMap = {
  title: { from: "name", op: "copy", required: true },
  body: { from: "description", op: "truncate", maxLength: 200 },
  price: { from: "attributes.price", op: "number", required: true },
  gtin: { from: "attributes.gtin", op: "copy", required: true },
  keywords: { from: "tags", op: "join", separator: "|" },
  brand: { op: "constant", value: "Acme" },
};
const channel = await db.channel.create({
  data: { organizationId: org.id, name: "Bench", locale: "de-DE", destination: { type: "http", url: sink.url }, attributeMap },
});

// The transform alone, on products already in memory.
const sample = await loadProducts((await loadChannel(channel.id, org.id))!, { after: null });
const rounds = 20;
const t0 = process.hrtime.bigint();
for (let r = 0; r < rounds; r++) for (const p of sample) evaluateProduct(p, attributeMap as never, "de-DE", "en");
const transformMicros = Number(process.hrtime.bigint() - t0) / 1000 / (rounds * sample.length);

const runner = createJobRunner({ functions, mode: "local", client: inngest, logger: pino({ level: "silent" }), concurrency: 4 });
const started = performance.now();
const principal = { type: "user", userId: "00000000-0000-4000-8000-000000000000", role: "owner", sandbox: false, organizationId: org.id, orgKind: "supplier", tier: "enterprise" } as const;
const { runId } = await startSync(principal, channel.id);
runner.start();
while ((await db.syncRun.findUniqueOrThrow({ where: { id: runId } })).status !== "completed") await sleep(100);
const seconds = (performance.now() - started) / 1000;
await runner.stop();

const delivered = await db.publication.count({ where: { channelId: channel.id, status: "delivered" } });
const duplicates = [...sink.created.values()].filter((n) => n > 1).length;
const machine = await describeMachine(SYNDICATION_DATABASE_URL);
const report = {
  date: new Date().toISOString(),
  products: count,
  delivered,
  duplicates,
  posts: sink.posts(),
  seconds: Number(seconds.toFixed(2)),
  recordsPerSecond: Math.round(delivered / seconds),
  transformMicrosPerRecord: Number(transformMicros.toFixed(2)),
  targetMet: delivered / seconds >= 2000 && delivered === count && duplicates === 0,
  machine,
};
console.log(`
Syndication: ${count.toLocaleString("en")} products to a loopback http destination
  machine            ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, node ${machine.node}, PostgreSQL ${machine.postgres}, load at start ${machine.loadAtStart}
  delivered          ${delivered.toLocaleString("en")} (duplicates at the destination: ${duplicates}), ${report.posts} POST batches
  end to end         ${report.seconds} s = ${report.recordsPerSecond.toLocaleString("en")} records/s (target >= 2,000: ${report.targetMet ? "met" : "NOT met"})
  transform alone    ${report.transformMicrosPerRecord} µs per record (6 targets, locale de-DE with fallbacks)
`);
const { writeFileSync, mkdirSync } = await import("node:fs");
mkdirSync(".data", { recursive: true });
writeFileSync(".data/bench-syndication.json", JSON.stringify(report, null, 2));
await sink.close();
await db.$disconnect();
process.exit(report.targetMet ? 0 : 1);
