import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { createOrg } from "../../support/fixtures";

// The statement triggers on products and categories read their transition
// tables (change feed, facet counts). A plan fixed by an earlier statement
// of the same connection must not make a later one read them once per row:
// a bulk create fires the UPDATE triggers with empty transition tables, and
// a nested loop planned for those turned the next bulk update of 1,000
// products into a million row pairs per trigger. auto_explain reports every
// nested statement's plan with its row counts; each transition table may be
// read once per query. Nor may a plan be forced through a node the function
// disables: the planner adds a cost of 10^10 to it, past every JIT
// threshold, and a database without `jit = off` compiled the facet counts'
// query at every bulk update (400 ms).
type PlanNode = { "Node Type": string; "Actual Loops": number; "Total Cost": number; Plans?: PlanNode[] };
type TransitionScan = { query: string; loops: number };
type Explained = { scans: TransitionScan[]; costly: string[]; compiled: string[] };

let client: pg.Client | undefined;
afterEach(async () => {
  await client?.end();
  client = undefined;
});

function transitionScans(node: PlanNode, query: string, found: TransitionScan[] = []): TransitionScan[] {
  if (node["Node Type"] === "Named Tuplestore Scan") found.push({ query, loops: node["Actual Loops"] });
  for (const child of node.Plans ?? []) transitionScans(child, query, found);
  return found;
}

async function explained(c: pg.Client, sql: string, params: unknown[]): Promise<Explained> {
  const found: Explained = { scans: [], costly: [], compiled: [] };
  const onNotice = (notice: { message?: string }) => {
    const json = notice.message?.match(/plan:\n([\s\S]*)$/)?.[1];
    if (!json) return;
    const plan = JSON.parse(json) as { "Query Text": string; Plan: PlanNode; JIT?: unknown };
    const query = plan["Query Text"].trim().slice(0, 80);
    transitionScans(plan.Plan, query, found.scans);
    if (plan.Plan["Total Cost"] >= 1e9) found.costly.push(query);
    if (plan.JIT) found.compiled.push(query);
  };
  c.on("notice", onNotice);
  try {
    await c.query("BEGIN");
    // The migrations turn JIT off for the database; a restored one may not.
    await c.query("SET LOCAL jit = on");
    for (const setting of ["log_min_duration = 0", "log_nested_statements = on", "log_analyze = on", "log_timing = off", "log_format = json", "log_level = notice"]) {
      await c.query(`SET LOCAL auto_explain.${setting}`);
    }
    await c.query(sql, params);
    await c.query("COMMIT");
  } finally {
    c.off("notice", onNotice);
  }
  return found;
}

async function connect(): Promise<pg.Client> {
  client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query("LOAD 'auto_explain'");
  return client;
}

describe("statement triggers read each transition row once, whatever ran before on the connection", () => {
  it("a bulk update of products after a bulk create on the same connection", async () => {
    const org = await createOrg("supplier");
    const c = await connect();
    // New skus only: nothing conflicts, yet the UPDATE triggers fire with no rows.
    const upsert = `INSERT INTO products ("organizationId", sku, name, attributes, "updatedAt")
      SELECT $1::uuid, 'TP-' || g, 'Product ' || g, jsonb_build_object('colour', 'red', 'n', g), now() FROM generate_series(1, 300) AS g
      ON CONFLICT ("organizationId", sku) DO UPDATE SET name = EXCLUDED.name, "updatedAt" = now()`;
    await c.query(upsert, [org.id]);

    const { scans, costly, compiled } = await explained(c, `UPDATE products SET name = name || ' v2', attributes = attributes || '{"colour": "blue"}', "updatedAt" = now() WHERE "organizationId" = $1::uuid`, [org.id]);

    // The change feed's and the facet counts' queries, each joining old_rows and new_rows.
    expect(new Set(scans.map((s) => s.query)).size).toBeGreaterThanOrEqual(2);
    expect(scans.filter((s) => s.loops > 1)).toEqual([]);
    expect(costly).toEqual([]);
    expect(compiled).toEqual([]);
    // And the update was still noted, once per product.
    const changes = await c.query(`SELECT count(*)::int AS n FROM product_changes WHERE "organizationId" = $1::uuid GROUP BY txid ORDER BY min(id)`, [org.id]);
    expect(changes.rows.map((r) => r.n)).toEqual([300, 300]);
  });

  it("renaming many categories after a statement that renamed none", async () => {
    const org = await createOrg("supplier");
    const c = await connect();
    await c.query(`INSERT INTO categories (id, "organizationId", name, "updatedAt") SELECT gen_random_uuid(), $1::uuid, 'Category ' || g, now() FROM generate_series(1, 200) AS g`, [org.id]);
    await c.query(`UPDATE categories SET name = name WHERE "organizationId" = $1::uuid AND false`, [org.id]);

    const { scans, costly, compiled } = await explained(c, `UPDATE categories SET name = name || ' renamed', "updatedAt" = now() WHERE "organizationId" = $1::uuid`, [org.id]);

    expect(scans.length).toBeGreaterThanOrEqual(2);
    expect(scans.filter((s) => s.loops > 1)).toEqual([]);
    expect(costly).toEqual([]);
    expect(compiled).toEqual([]);
  });
});
