import pg from "pg";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, describe, expect, it } from "vitest";
import { call } from "../../support/http";
import { createOrg } from "../../support/fixtures";
import { createProduct } from "../../support/catalog";
import { finished } from "../../support/transfer";

const PATH = "/api/v1/products/bulk-actions";

// A concurrent tag edit: a transaction that has written the product's tags
// and not yet committed, holding the row as a PATCH's transaction does. The
// bulk action starts while it is open and must not write over it.
let editor: pg.Client | undefined;
afterEach(async () => {
  await editor?.end();
  editor = undefined;
});

async function openEdit(productId: string, sql: string): Promise<{ pid: number; commit: () => Promise<void> }> {
  editor = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await editor.connect();
  const client = editor;
  const { rows } = await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
  await client.query("BEGIN");
  await client.query(`UPDATE products SET ${sql}, "updatedAt" = now() WHERE id = $1`, [productId]);
  return { pid: rows[0]!.pid, commit: async () => void (await client.query("COMMIT")) };
}

// Until a backend of the service waits for the editor's row lock: the bulk
// action has reached the product while the edit is still open.
async function blockedBy(pid: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const { rows } = await editor!.query("SELECT 1 FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))", [pid]);
    if (rows.length > 0) return;
    await sleep(20);
  }
  throw new Error("The bulk action never reached the product being edited.");
}

async function bulkAround(org: Awaited<ReturnType<typeof createOrg>>, productId: string, body: Record<string, unknown>, edit: string): Promise<string[]> {
  const { pid, commit } = await openEdit(productId, edit);
  const res = await call("POST", PATH, { token: org.token, body: { productIds: [productId], ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  await blockedBy(pid);
  await commit();
  expect(await finished(org, `${PATH}/${res.body.id}`)).toMatchObject({ status: "succeeded", failed: 0 });
  return (await call("GET", `/api/v1/products/${productId}`, { token: org.token })).body.tags;
}

describe("bulk tag actions and a concurrent tag edit (issue 17)", () => {
  it("addTags keeps a tag another writer added while the action ran", async () => {
    const org = await createOrg();
    const product = await createProduct(org, { tags: ["old"] });
    const tags = await bulkAround(org, product.id, { action: "addTags", tags: ["bulk"] }, `tags = tags || '{edited}'`);
    expect(tags).toEqual(["old", "edited", "bulk"]);
  });

  it("removeTags keeps a tag another writer added and removes only the named ones", async () => {
    const org = await createOrg();
    const product = await createProduct(org, { tags: ["old", "gone"] });
    const tags = await bulkAround(org, product.id, { action: "removeTags", tags: ["gone"] }, `tags = tags || '{edited}'`);
    expect(tags).toEqual(["old", "edited"]);
  });

  it("removeTags removes a tag another writer added while the action ran", async () => {
    const org = await createOrg();
    const product = await createProduct(org, { tags: ["old"] });
    const tags = await bulkAround(org, product.id, { action: "removeTags", tags: ["late"] }, `tags = tags || '{late}'`);
    expect(tags).toEqual(["old"]);
  });
});
