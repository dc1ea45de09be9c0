import { readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase } from "../../../lib/db/migrate";
import { dropDatabase, throwawayDatabaseUrl } from "../../support/databases";

// Each trigger of docs/architecture.md ("Rules in the database"), fired by
// plain SQL the way any writer (Prisma, a raw bulk statement, psql) would,
// so each case fails if its trigger is dropped. A database of its own: the
// last case truncates products.

const url = throwawayDatabaseUrl("pis_rules_test");
const client = new pg.Client({ connectionString: url });
let org: string;

const one = async <T extends pg.QueryResultRow>(sql: string, values: unknown[] = []): Promise<T> =>
  (await client.query<T>(sql, values)).rows[0]!;

const newProduct = (sku: string, categoryId: string | null = null) =>
  one<{ id: string }>(
    `INSERT INTO products ("organizationId", sku, name, "categoryId", "updatedAt") VALUES ($1, $2, $2, $3, now()) RETURNING id`,
    [org, sku, categoryId],
  ).then((row) => row.id);

// Numbered rows of the change feed for a product: one per transaction that changed it.
const changesOf = (productId: string) =>
  one<{ n: number }>(`SELECT count(*)::int AS n FROM product_changes WHERE "productId" = $1 AND seq IS NOT NULL`, [productId]).then((row) => row.n);

const facetTotal = () =>
  one<{ n: number | null }>(
    `SELECT count AS n FROM product_facet_counts WHERE "organizationId" = $1 AND field = 'total' AND status = '*' AND band = '*'`,
    [org],
  ).then((row) => row?.n ?? 0);

beforeAll(async () => {
  await migrateDatabase(url);
  await client.connect();
  org = (await one<{ id: string }>(`INSERT INTO organizations (name, kind, "updatedAt") VALUES ('Rules', 'supplier', now()) RETURNING id`)).id;
});

afterAll(async () => {
  await client.end();
  await dropDatabase(url);
});

describe("rules the database keeps", () => {
  it("products_search_counts_insert, _update and _delete keep product_facet_counts exact", async () => {
    const id = await newProduct("COUNTED");
    expect(await facetTotal()).toBe(1);
    await client.query(`UPDATE products SET status = 'active', tags = '{red}' WHERE id = $1`, [id]);
    const slices = await client.query(
      `SELECT field, status, band, value, count FROM product_facet_counts WHERE "organizationId" = $1 AND status = 'active' AND band = '*' ORDER BY field`,
      [org],
    );
    expect(slices.rows).toEqual([
      { field: "tags", status: "active", band: "*", value: "red", count: 1 },
      { field: "total", status: "active", band: "*", value: "", count: 1 },
    ]);
    await client.query(`DELETE FROM products WHERE id = $1`, [id]);
    expect(await facetTotal()).toBe(0);
  });

  it("products_change_feed_insert, _update and _delete note each product write, numbered at commit by product_change_commits_number", async () => {
    const id = await newProduct("FED");
    expect(await changesOf(id)).toBe(1);
    await client.query(`UPDATE products SET name = 'Renamed' WHERE id = $1`, [id]);
    expect(await changesOf(id)).toBe(2);
    // A score is not a change.
    await client.query(`UPDATE products SET "qualityScore" = 40 WHERE id = $1`, [id]);
    expect(await changesOf(id)).toBe(2);
    await client.query(`DELETE FROM products WHERE id = $1`, [id]);
    expect(await one(`SELECT deleted FROM product_changes WHERE "productId" = $1 AND seq IS NOT NULL ORDER BY seq DESC LIMIT 1`, [id])).toEqual({ deleted: true });
    expect(await one(`SELECT count(*)::int AS n FROM product_change_commits`)).toEqual({ n: 0 });
  });

  it("product_assets_change_feed_insert and _delete note the product an asset is linked to or unlinked from", async () => {
    const id = await newProduct("LINKED");
    const asset = await one<{ id: string }>(
      `INSERT INTO assets ("organizationId", filename, "assetType", "mimeType", "storageKey") VALUES ($1, 'a.png', 'image', 'image/png', 'k') RETURNING id`,
      [org],
    );
    await client.query(`INSERT INTO product_assets ("productId", "assetId") VALUES ($1, $2)`, [id, asset.id]);
    expect(await changesOf(id)).toBe(2);
    await client.query(`DELETE FROM product_assets WHERE "productId" = $1`, [id]);
    expect(await changesOf(id)).toBe(3);
  });

  it("product_associations_change_feed_insert and _delete note the product whose links changed", async () => {
    const [id, target] = [await newProduct("BUNDLE"), await newProduct("PART")];
    const type = await one<{ id: string }>(`INSERT INTO association_types ("organizationId", code, "updatedAt") VALUES ($1, 'part', now()) RETURNING id`, [org]);
    await client.query(
      `INSERT INTO product_associations ("organizationId", "productId", "typeId", "targetId", position) VALUES ($1, $2, $3, $4, 0)`,
      [org, id, type.id, target],
    );
    expect(await changesOf(id)).toBe(2);
    await client.query(`DELETE FROM product_associations WHERE "productId" = $1`, [id]);
    expect(await changesOf(id)).toBe(3);
    expect(await changesOf(target)).toBe(1);
  });

  it("categories_change_feed_rename notes the products of a renamed category", async () => {
    const category = await one<{ id: string }>(`INSERT INTO categories ("organizationId", name, "updatedAt") VALUES ($1, 'Mugs', now()) RETURNING id`, [org]);
    const id = await newProduct("MUG", category.id);
    await client.query(`UPDATE categories SET name = 'Cups' WHERE id = $1`, [category.id]);
    expect(await changesOf(id)).toBe(2);
  });

  it("products_history_insert, _update and _delete record only what changed, one version per operation", async () => {
    const versions = (id: string) =>
      client.query<{ version: number; source: string; deleted: boolean; changes: Record<string, [unknown, unknown]> }>(
        `SELECT version, source, deleted, changes FROM product_versions WHERE "productId" = $1 ORDER BY version`,
        [id],
      ).then((r) => r.rows);
    const as = async (op: string, sql: string, values: unknown[]) => {
      await client.query("BEGIN");
      await client.query(`SELECT set_config('pis.write', $1, true)`, [JSON.stringify({ source: "api", actorKind: "system", actorId: null, op })]);
      await client.query(sql, values);
      await client.query("COMMIT");
    };
    const id = await newProduct("VERSIONED");
    await client.query(`UPDATE products SET attributes = '{"size": 3}' WHERE id = $1`, [id]);
    // Without a context: the system's, one version per transaction.
    expect((await versions(id)).map((v) => [v.version, v.source, Object.keys(v.changes)])).toEqual([
      [1, "system", ["sku", "kind", "name", "status"]],
      [2, "system", ["attributes.size"]],
    ]);
    // Nothing changed, nothing recorded; a score is not a stored field.
    await client.query(`UPDATE products SET attributes = '{"size": 3}', "qualityScore" = 40 WHERE id = $1`, [id]);
    expect(await versions(id)).toHaveLength(2);
    // Two statements of one operation make one version; back where it started, none.
    await as("op-1", `UPDATE products SET name = 'Renamed' WHERE id = $1`, [id]);
    await as("op-1", `UPDATE products SET tags = '{a}' WHERE id = $1`, [id]);
    await as("op-2", `UPDATE products SET name = 'Other' WHERE id = $1`, [id]);
    await as("op-2", `UPDATE products SET name = 'Renamed' WHERE id = $1`, [id]);
    expect((await versions(id)).slice(2).map((v) => [v.version, v.source, v.changes])).toEqual([[3, "api", { name: ["VERSIONED", "Renamed"], tags: [null, ["a"]] }]]);
    await client.query(`DELETE FROM products WHERE id = $1`, [id]);
    const last = (await versions(id)).at(-1)!;
    expect(last).toMatchObject({ version: 4, deleted: true });
    expect(Object.values(last.changes).every(([, after]) => after === null)).toBe(true);
  });

  it("product_assets_history_* and product_associations_history_* record a product's ordered links", async () => {
    const id = await newProduct("HISTORY-LINKED");
    const asset = await one<{ id: string }>(
      `INSERT INTO assets ("organizationId", filename, "assetType", "mimeType", "storageKey") VALUES ($1, 'a.png', 'image', 'image/png', 'k/a') RETURNING id`,
      [org],
    );
    await client.query(`INSERT INTO product_assets ("productId", "assetId", position) VALUES ($1, $2, 0)`, [id, asset.id]);
    const target = await newProduct("LINK-TARGET");
    const type = await one<{ id: string }>(`INSERT INTO association_types ("organizationId", code, "updatedAt") VALUES ($1, 'spare', now()) RETURNING id`, [org]);
    await client.query(`INSERT INTO product_associations ("organizationId", "productId", "typeId", "targetId", position) VALUES ($1, $2, $3, $4, 0)`, [org, id, type.id, target]);
    const rows = await client.query<{ changes: Record<string, unknown> }>(`SELECT changes FROM product_versions WHERE "productId" = $1 ORDER BY version`, [id]);
    expect(rows.rows.slice(1).map((r) => r.changes)).toEqual([{ assets: [null, [asset.id]] }, { "associations.spare": [null, [{ productId: target }]] }]);
  });

  it("history lets an organisation go with its products, links and versions, even where writes must say who made them", async () => {
    const strict = new pg.Client({ connectionString: url, options: "-c pis.history_strict=on" });
    await strict.connect();
    try {
      const gone = (await one<{ id: string }>(`INSERT INTO organizations (name, kind, "updatedAt") VALUES ('Leaving', 'supplier', now()) RETURNING id`)).id;
      const write = async (sql: string, values: unknown[]) => {
        await strict.query("BEGIN");
        await strict.query(`SELECT set_config('pis.write', $1, true)`, [JSON.stringify({ source: "api", actorKind: "system", actorId: null, op: `leaving-${sql.length}` })]);
        const row = (await strict.query<{ id: string }>(sql, values)).rows[0];
        await strict.query("COMMIT");
        return row;
      };
      const product = await write(`INSERT INTO products ("organizationId", sku, name, "updatedAt") VALUES ($1, 'LEAVING', 'L', now()) RETURNING id`, [gone]);
      const target = await write(`INSERT INTO products ("organizationId", sku, name, "updatedAt") VALUES ($1, 'LEAVING-2', 'L', now()) RETURNING id`, [gone]);
      const asset = await write(`INSERT INTO assets ("organizationId", filename, "assetType", "mimeType", "storageKey") VALUES ($1, 'a.png', 'image', 'image/png', 'k/leaving') RETURNING id`, [gone]);
      const type = await write(`INSERT INTO association_types ("organizationId", code, "updatedAt") VALUES ($1, 'part', now()) RETURNING id`, [gone]);
      await write(`INSERT INTO product_assets ("productId", "assetId", position) VALUES ($1, $2, 0) RETURNING "productId" AS id`, [product!.id, asset!.id]);
      await write(`INSERT INTO product_associations ("organizationId", "productId", "typeId", "targetId", position) VALUES ($1, $2, $3, $4, 0) RETURNING "productId" AS id`, [gone, product!.id, type!.id, target!.id]);
      await strict.query(`DELETE FROM organizations WHERE id = $1`, [gone]);
      expect(await one(`SELECT count(*)::int AS n FROM product_versions WHERE "organizationId" = $1`, [gone])).toEqual({ n: 0 });
    } finally {
      await strict.end();
    }
  });

  it("history refuses a product write that does not say who made it where the connection asks for strictness", async () => {
    const strict = new pg.Client({ connectionString: url, options: "-c pis.history_strict=on" });
    await strict.connect();
    try {
      await expect(strict.query(`INSERT INTO products ("organizationId", sku, name, "updatedAt") VALUES ($1, 'STRICT', 'S', now())`, [org])).rejects.toThrow(/without a history context/);
    } finally {
      await strict.end();
    }
  });

  it("every trigger is one docs/architecture.md lists", async () => {
    const doc = await readFile(path.resolve(import.meta.dirname, "../../../docs/architecture.md"), "utf8");
    const triggers = await client.query<{ name: string }>(`SELECT tgname AS name FROM pg_trigger WHERE NOT tgisinternal ORDER BY tgname`);
    // A row may name a family of triggers: `products_history_insert`, `_update`, `_delete`.
    const listed = (name: string) => {
      const base = name.replace(/_(insert|update|delete)$/, "");
      return doc.includes(`\`${name}\``) || (doc.includes(`\`${base}_`) && doc.includes(`\`${name.slice(base.length)}\``));
    };
    const missing = triggers.rows.map((t) => t.name).filter((name) => !listed(name));
    expect(missing).toEqual([]);
  });

  it("products_search_counts_truncate empties product_facet_counts", async () => {
    await newProduct("TRUNCATED");
    expect(await facetTotal()).toBeGreaterThan(0);
    await client.query(`TRUNCATE products CASCADE`);
    expect(await one(`SELECT count(*)::int AS n FROM product_facet_counts`)).toEqual({ n: 0 });
  });
});
