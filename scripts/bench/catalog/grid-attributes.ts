import type pg from "pg";

// --grid: the largest supplier's attribute dictionary, ten attributes with a
// value of each on every product, spread as a real grid's filters find them:
// a colour is 2% of the catalogue and a material 5%, independent of each
// other, so the two filters of the grid's page match 0.1% (1,000 of
// 1,000,000); a collection is exactly 1% (10,000), the bulk edit's
// selection. The rest fill the row as a real product's values would.
const SELECTS = [
  { code: "colour", options: 50, prefix: "c", width: 2 },
  { code: "material", options: 20, prefix: "m", width: 2 },
  { code: "collection", options: 100, prefix: "k", width: 3 },
  { code: "size", options: 8, prefix: "s", width: 1 },
  { code: "energy_class", options: 7, prefix: "e", width: 1 },
];
const OTHERS = [
  { code: "waterproof", type: "boolean" },
  { code: "weight", type: "number" },
  { code: "width", type: "number" },
  { code: "height", type: "number" },
  { code: "brand", type: "text" },
];

export const GRID_CODES = [...SELECTS.map((s) => s.code), ...OTHERS.map((o) => o.code)];

const option = (prefix: string, width: number, n: number) => `${prefix}${String(n).padStart(width, "0")}`;

// The value of each select for product number g, in SQL and in TypeScript.
const SQL_INDEX: Record<string, string> = {
  colour: "g % 50",
  material: "(g / 50) % 20",
  collection: "(g / 10) % 100",
  size: "g % 8",
  energy_class: "(g / 7) % 7",
};

// The attributes column of product number g (the products statement's
// generate_series variable).
export const GRID_ATTRIBUTES_SQL = `jsonb_build_object(${[
  ...SELECTS.map((s) => `'${s.code}', '${s.prefix}' || lpad((${SQL_INDEX[s.code]})::text, ${s.width}, '0')`),
  "'waterproof', g % 3 = 0",
  "'weight', (g % 5000) / 10.0",
  "'width', g % 200 + 10",
  "'height', g % 300 + 5",
  "'brand', 'Brand ' || (g * 13) % 200",
].join(", ")})`;

// The grid page's two filters (0.1%), and the bulk edit's selection (1%).
export const GRID_FILTERS = [
  { "attr.colour": option("c", 2, 7), "attr.material": option("m", 2, 3) },
  { "attr.colour": option("c", 2, 21), "attr.material": option("m", 2, 11) },
  { "attr.colour": option("c", 2, 42), "attr.material": option("m", 2, 17) },
];
export const BULK_SELECTIONS = [42, 43, 44].map((n) => ({ "attr.collection": option("k", 3, n) }));
// 1,250 products: the job process's first action, untimed.
export const BULK_WARM_UP = { "attr.collection": option("k", 3, 41), "attr.size": option("s", 1, 1) };

// Defined before the products are written, so the statement triggers count
// the select and boolean values as they would for any write.
export async function defineGridAttributes(client: pg.Client, organizationId: string): Promise<void> {
  for (const s of SELECTS) {
    const options = Array.from({ length: s.options }, (_, i) => ({ code: option(s.prefix, s.width, i), labels: { "en-GB": `${s.code} ${i}` } }));
    await client.query(`INSERT INTO attributes ("organizationId", code, type, options, "updatedAt") VALUES ($1, $2, 'select', $3::jsonb, now())`, [organizationId, s.code, JSON.stringify(options)]);
  }
  for (const o of OTHERS) {
    await client.query(`INSERT INTO attributes ("organizationId", code, type, "updatedAt") VALUES ($1, $2, $3::"AttributeType", now())`, [organizationId, o.code, o.type]);
  }
}

export async function hasGridAttributes(client: pg.Client, organizationId: string): Promise<boolean> {
  const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM attributes WHERE "organizationId" = $1 AND code = ANY($2)`, [organizationId, GRID_CODES]);
  return rows[0]!.n === GRID_CODES.length;
}
