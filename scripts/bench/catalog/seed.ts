import type pg from "pg";
import { generateApiKey } from "../../../lib/auth/api-key-format";
import type { CatalogBenchOptions } from "./options";
import { defineGridAttributes, GRID_ATTRIBUTES_SQL, hasGridAttributes } from "./grid-attributes";

// The synthetic catalogue, written with set-based SQL (generate_series) so a
// million products take minutes, not hours. Products go in through the same
// triggers as every other write, so the facet counts are built by them too.

export const SUPPLIERS = 50;
const CHUNK = 100_000;
const LOCALES = ["en-GB", "de-DE", "fr-FR"];

export type BenchSupplier = { id: string; name: string; products: number; apiKey: string; writeKey: string };
export type BenchCatalogue = { big: BenchSupplier; mid: BenchSupplier; buyer: { id: string; apiKey: string }; suppliers: number; products: number };

// A pronounceable word per integer (20 syllables, up to 8,000 words), so
// names and descriptions have a realistic spread of word frequencies. word()
// is the same in TypeScript, for the bench's queries.
const SYLLABLES = ["ka", "lo", "mi", "ne", "ru", "sa", "ti", "vo", "ba", "de", "fi", "go", "hu", "ja", "ke", "li", "mo", "nu", "pe", "ra"];

export function word(i: number): string {
  return SYLLABLES[i % 20]! + SYLLABLES[Math.floor(i / 20) % 20]! + SYLLABLES[Math.floor(i / 400) % 20]!;
}

const SYLLABLE_ARRAY = `(ARRAY[${SYLLABLES.map((s) => `'${s}'`).join(",")}])`;
const WORD_FUNCTION = `
  CREATE FUNCTION pg_temp.word(i int) RETURNS text LANGUAGE sql IMMUTABLE AS $$
    SELECT ${SYLLABLE_ARRAY}[1 + i % 20] || ${SYLLABLE_ARRAY}[1 + (i / 20) % 20] || ${SYLLABLE_ARRAY}[1 + (i / 400) % 20]
  $$`;

// Status 70% active, 20% draft, 10% archived; 10% never scored; 0-5 tags
// skewed towards the first of the pool, as real tags are; names from 400
// words, descriptions from 8,000; localized names in two more locales;
// `attributes` a colour and a weight, or with --grid the largest supplier's
// ten (grid-attributes.ts).
const PLAIN_ATTRIBUTES = "jsonb_build_object('color', pg_temp.word(g % 50), 'weight', g % 1000)";
const products = (attributes: string) => `
  INSERT INTO products (id, "organizationId", sku, name, description, status, "categoryId", tags, attributes, localized, "qualityScore", "createdAt", "updatedAt")
  SELECT gen_random_uuid(), $1::uuid, 'SKU-' || lpad(g::text, 8, '0'),
    initcap(pg_temp.word(g % 400)) || ' ' || pg_temp.word((g * 7 + 3) % 400) || ' ' || g,
    (SELECT string_agg(pg_temp.word(floor(random() * 8000)::int + 0 * x), ' ') FROM generate_series(1, 12 + 0 * g) AS x),
    (ARRAY['active','active','active','active','active','active','active','draft','draft','archived'])[1 + floor(r.s * 10)::int]::"ProductStatus",
    ($4::uuid[])[1 + floor(r.c * array_length($4::uuid[], 1))::int],
    ARRAY(SELECT DISTINCT 'tag-' || lpad((1 + floor($5::int * random() ^ 2))::int::text, 4, '0') FROM generate_series(1, floor(r.t * 6)::int + 0 * g)),
    ${attributes},
    jsonb_build_object('de-DE', jsonb_build_object('name', 'de' || pg_temp.word((g * 11) % 400) || ' ' || g),
                       'fr-FR', jsonb_build_object('name', 'fr' || pg_temp.word((g * 13) % 400) || ' ' || g)),
    CASE WHEN r.q < 0.1 THEN NULL ELSE floor(r.q2 * 101)::int END,
    timestamptz '2024-01-01' + $6::int * interval '1 day' + g * interval '20 ms', now()
  FROM generate_series($2::int, $3::int) AS g
  CROSS JOIN LATERAL (SELECT random() + 0 * g AS s, random() AS t, random() AS q, random() AS q2, random() AS c) AS r`;

async function insertKey(client: pg.Client, organizationId: string, scopes: string[] = ["products:read"]): Promise<string> {
  const { key, prefix, hash } = generateApiKey(false);
  await client.query(
    `INSERT INTO api_keys ("organizationId", name, prefix, "keyHash", scopes) VALUES ($1, 'bench key', $2, $3, $4)`,
    [organizationId, prefix, hash, scopes],
  );
  return key;
}

export async function seedCatalogue(client: pg.Client, options: CatalogBenchOptions, log: (line: string) => void): Promise<BenchCatalogue | null> {
  await client.query(WORD_FUNCTION);
  const sizes = Array.from({ length: SUPPLIERS }, (_, i) => (i === 0 ? options.products : i === 1 ? options.midProducts : options.smallProducts));
  const { rows: orgs } = await client.query<{ id: string; name: string }>(
    `INSERT INTO organizations (name, kind, tier, "defaultLocale", "enabledLocales", "updatedAt")
     SELECT 'Bench Supplier ' || lpad(n::text, 2, '0'), 'supplier', 'enterprise', $1, $2, now() FROM generate_series(1, $3::int) AS n
     RETURNING id, name`,
    [LOCALES[0], LOCALES, SUPPLIERS],
  );
  orgs.sort((a, b) => a.name.localeCompare(b.name));
  const { rows: [buyer] } = await client.query<{ id: string }>(
    `INSERT INTO organizations (name, kind, tier, "updatedAt") VALUES ('Bench Buyer', 'buyer', 'enterprise', now()) RETURNING id`,
  );
  await client.query(`INSERT INTO connections ("supplierId", "buyerId") SELECT unnest($1::uuid[]), $2`, [orgs.map((o) => o.id), buyer!.id]);

  const started = Date.now();
  let written = 0;
  for (const [i, org] of orgs.entries()) {
    // The largest supplier has every category; the others 50 each, of the same names.
    const categoryCount = i === 0 ? options.categories : Math.min(50, options.categories);
    const { rows: categories } = await client.query<{ id: string }>(
      `INSERT INTO categories ("organizationId", name, "updatedAt")
       SELECT $1, 'Category ' || lpad(n::text, 3, '0'), now() FROM generate_series(1, $2::int) AS n RETURNING id`,
      [org.id, categoryCount],
    );
    const categoryIds = categories.map((c) => c.id);
    const grid = options.grid && i === 0;
    if (grid) await defineGridAttributes(client, org.id);
    for (let from = 1; from <= sizes[i]!; from += CHUNK) {
      const to = Math.min(sizes[i]!, from + CHUNK - 1);
      await client.query(products(grid ? GRID_ATTRIBUTES_SQL : PLAIN_ATTRIBUTES), [org.id, from, to, categoryIds, options.tags, i]);
      written += to - from + 1;
      if (i === 0) log(`  ${written.toLocaleString("en")} products (${Math.round((Date.now() - started) / 1000)} s)`);
    }
  }
  log(`  ${written.toLocaleString("en")} products in ${SUPPLIERS} suppliers (${Math.round((Date.now() - started) / 1000)} s)`);
  log("  VACUUM ANALYZE ...");
  await client.query("VACUUM ANALYZE");

  return fixtures(client);
}

// The organisations of a seeded catalogue, with fresh API keys (only hashes
// are stored, so a reused database needs new ones); null when the database
// holds no catalogue of the requested size.
export async function fixtures(client: pg.Client, expected?: CatalogBenchOptions): Promise<BenchCatalogue | null> {
  const { rows } = await client.query<{ id: string; name: string; kind: string; products: number }>(
    `SELECT o.id, o.name, o.kind, (SELECT count(*)::int FROM products p WHERE p."organizationId" = o.id) AS products
     FROM organizations o WHERE o.name LIKE 'Bench %' ORDER BY o.name`,
  );
  const suppliers = rows.filter((r) => r.kind === "supplier");
  const buyer = rows.find((r) => r.kind === "buyer");
  const [big, mid] = suppliers;
  if (!big || !mid || !buyer || suppliers.length !== SUPPLIERS) return null;
  if (expected && (big.products !== expected.products || mid.products !== expected.midProducts)) return null;
  if (expected?.grid && !(await hasGridAttributes(client, big.id))) return null;
  const withKey = async (s: typeof big): Promise<BenchSupplier> => ({
    id: s.id,
    name: s.name,
    products: s.products,
    apiKey: await insertKey(client, s.id),
    writeKey: await insertKey(client, s.id, ["products:write"]),
  });
  return {
    big: await withKey(big),
    mid: await withKey(mid),
    buyer: { id: buyer.id, apiKey: await insertKey(client, buyer.id) },
    suppliers: suppliers.length,
    products: suppliers.reduce((sum, s) => sum + s.products, 0),
  };
}
