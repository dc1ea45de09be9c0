import type pg from "pg";
import { generateApiKey } from "../../../lib/auth/api-key-format";

// The floor's data: one supplier's 10,000 products as a working catalogue
// has them (20 categories, 5 families, a quality score on nine in ten, two
// related products on one in ten) and a second supplier beside it, so both
// servers scope by organisation for real. Written through the same triggers
// as every write, so the facet counts are there.
export const PRODUCTS = 10_000;

export type FloorData = { organizationId: string; apiKey: string; productId: string };

export async function seedFloorData(client: pg.Client): Promise<FloorData> {
  const org = async (name: string) =>
    (await client.query<{ id: string }>(`INSERT INTO organizations (name, kind, tier, "updatedAt") VALUES ($1, 'supplier', 'enterprise', now()) RETURNING id`, [name])).rows[0]!.id;
  const supplier = await org("Floor Supplier");
  const other = await org("Other Supplier");
  for (const [organizationId, count] of [[supplier, PRODUCTS], [other, 1_000]] as const) {
    await client.query(
      `INSERT INTO categories ("organizationId", name, "updatedAt") SELECT $1, 'Category ' || lpad(n::text, 2, '0'), now() FROM generate_series(1, 20) AS n`,
      [organizationId],
    );
    await client.query(`INSERT INTO families ("organizationId", code, "updatedAt") SELECT $1, 'family_' || n, now() FROM generate_series(1, 5) AS n`, [organizationId]);
    await client.query(
      `INSERT INTO products ("organizationId", sku, name, description, status, "categoryId", "familyId", tags, attributes, localized, "qualityScore", "createdAt", "updatedAt")
       SELECT $1, 'SKU-' || lpad(g::text, 6, '0'), 'Product ' || g, 'A product of the floor''s catalogue, with a description of ordinary length.',
         (ARRAY['active','active','active','draft','archived'])[1 + g % 5]::"ProductStatus",
         (SELECT id FROM categories WHERE "organizationId" = $1 ORDER BY name OFFSET g % 20 LIMIT 1),
         (SELECT id FROM families WHERE "organizationId" = $1 ORDER BY code OFFSET g % 5 LIMIT 1),
         ARRAY['tag-' || g % 7, 'tag-' || g % 11], jsonb_build_object('color', 'blue', 'weight', g % 1000),
         jsonb_build_object('de-DE', jsonb_build_object('name', 'Produkt ' || g)),
         CASE WHEN g % 10 = 0 THEN NULL ELSE g % 101 END, timestamptz '2026-01-01' + g * interval '1 second', now()
       FROM generate_series(1, $2::int) AS g`,
      [organizationId, count],
    );
    const { rows: [type] } = await client.query<{ id: string }>(
      `INSERT INTO association_types ("organizationId", code, "updatedAt") VALUES ($1, 'related', now()) RETURNING id`,
      [organizationId],
    );
    await client.query(
      `INSERT INTO product_associations ("organizationId", "productId", "typeId", "targetId", position)
       SELECT $1, p.id, $2, t.id, t.n FROM (SELECT id, row_number() OVER (ORDER BY sku) AS r FROM products WHERE "organizationId" = $1) AS p
       CROSS JOIN LATERAL (SELECT id, row_number() OVER () AS n FROM products WHERE "organizationId" = $1 AND sku IN ('SKU-' || lpad(((p.r % $3) + 1)::text, 6, '0'), 'SKU-' || lpad(((p.r * 7 % $3) + 1)::text, 6, '0'))) AS t
       WHERE p.r % 10 = 0 AND t.id <> p.id`,
      [organizationId, type!.id, count],
    );
  }
  const { key, prefix, hash } = generateApiKey(false);
  await client.query(`INSERT INTO api_keys ("organizationId", name, prefix, "keyHash", scopes) VALUES ($1, 'floor key', $2, $3, $4)`, [supplier, prefix, hash, ["products:read"]]);
  const { rows: [product] } = await client.query<{ id: string }>(`SELECT id FROM products WHERE "organizationId" = $1 AND sku = 'SKU-000010'`, [supplier]);
  await client.query("VACUUM ANALYZE");
  return { organizationId: supplier, apiKey: key, productId: product!.id };
}
