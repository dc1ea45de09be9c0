// `npm run bench:attribute-facet`: an attribute facet over a whole scope of
// 1,000,000 products (issue 14's target: p95 under 50 ms over HTTP). One
// supplier, a select attribute `color` with 50 options defined before the
// products are written, so the statement triggers count its values as they
// would for any write; then GET /api/v1/search/products?facetBy=attr.color
// one request at a time.
import "./attribute-facet/env";
import { BENCH_DATABASE_URL, BENCH_ENV } from "./env";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { db } from "../../lib/db/client";
import { maintenanceDatabaseUrl } from "../../lib/db/migrate";
import { describeMachine } from "./machine";
import { createFixtures, recreateDatabase } from "./setup";
import { requireBuild, startServer, type Server } from "./server";
import { percentiles, round } from "./stats";

const root = path.resolve(import.meta.dirname, "../..");
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 1_000_000);
const BATCH = 100_000;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
let server: Server | undefined;

async function seed(organizationId: string): Promise<number> {
  const client = new pg.Client({ connectionString: BENCH_DATABASE_URL });
  await client.connect();
  try {
    const options = JSON.stringify(Array.from({ length: 50 }, (_, i) => ({ code: `c${i}`, labels: { en: `Colour ${i}` } })));
    await client.query(`INSERT INTO attributes ("organizationId", code, type, options, "updatedAt") VALUES ($1, 'color', 'select', $2::jsonb, now())`, [organizationId, options]);
    const started = performance.now();
    for (let from = 1; from <= PRODUCTS; from += BATCH) {
      await client.query(
        `INSERT INTO products ("organizationId", sku, name, status, attributes, "createdAt", "updatedAt")
         SELECT $1::uuid, 'SKU-' || g, 'Product ' || g, (ARRAY['active','active','draft'])[1 + g % 3]::"ProductStatus",
           jsonb_build_object('color', 'c' || (g % 50), 'weight', g % 1000), timestamptz '2025-01-01' + g * interval '1 second', now()
         FROM generate_series($2::int, $3::int) AS g`,
        [organizationId, from, Math.min(from + BATCH - 1, PRODUCTS)],
      );
      console.log(`  ${Math.min(from + BATCH - 1, PRODUCTS).toLocaleString("en")} products`);
    }
    await client.query("VACUUM ANALYZE products");
    await client.query("VACUUM ANALYZE product_facet_counts");
    return performance.now() - started;
  } finally {
    await client.end();
  }
}

async function timeFacet(base: string, apiKey: string, query: string) {
  const once = async () => {
    const started = performance.now();
    const res = await fetch(`${base}/api/v1/search/products?${query}`, { headers: { "x-api-key": apiKey } });
    const body = (await res.json()) as { facets?: { counts: unknown[] }[] };
    if (res.status !== 200 || body.facets?.[0]?.counts.length !== 50) throw new Error(`${query}: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
    return performance.now() - started;
  };
  for (let i = 0; i < 20; i++) await once();
  const samples: number[] = [];
  for (let i = 0; i < REQUESTS; i++) samples.push(await once());
  const { p50, p95, p99 } = percentiles(samples);
  return { p50: round(p50, 2), p95: round(p95, 2), p99: round(p99, 2) };
}

async function main() {
  requireBuild(root);
  const machine = await describeMachine(maintenanceDatabaseUrl(BENCH_DATABASE_URL));
  console.log(`Preparing ${BENCH_DATABASE_URL} with ${PRODUCTS.toLocaleString("en")} products ...`);
  await recreateDatabase(BENCH_DATABASE_URL);
  const fixtures = await createFixtures();
  const seedMs = await seed(fixtures.organizationId);
  server = await startServer(root, BENCH_ENV);
  console.log(`Timing ${REQUESTS} requests per query ...`);
  const report = {
    machine,
    products: PRODUCTS,
    seedSeconds: round(seedMs / 1000, 1),
    wholeScope: await timeFacet(server.baseUrl, fixtures.apiKey, "limit=1&facetBy=attr.color"),
    activeOnly: await timeFacet(server.baseUrl, fixtures.apiKey, "limit=1&status=active&facetBy=attr.color"),
  };
  console.log(JSON.stringify(report, null, 2));
  mkdirSync(path.join(root, ".data"), { recursive: true });
  writeFileSync(path.join(root, ".data/bench-attribute-facet.json"), JSON.stringify(report, null, 2));
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
