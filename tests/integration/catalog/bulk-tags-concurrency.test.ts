import pg from "pg";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, describe, expect, it } from "vitest";
import { call } from "../../support/http";
import { createOrg } from "../../support/fixtures";
import { createProduct } from "../../support/catalog";
import { settled } from "../../support/jobs";
import { applyChange } from "../../../lib/bulk-actions/apply-change";
import type { BulkActionChange } from "../../../lib/bulk-actions/schemas";

// A concurrent tag edit: a transaction that has written the product's tags
// and not yet committed, holding the row as a PATCH's transaction does. One
// product's share of a bulk action (what each step of run-bulk-action runs)
// starts while it is open and must not write over it.
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

// Until the action waits for the editor's row lock: it has reached the
// product while the edit is still open, and anything it read before then
// missed the edit. (Nothing else of the organisation runs: settled below.)
async function blockedBy(pid: number): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const { rows } = await editor!.query("SELECT 1 FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))", [pid]);
    if (rows.length > 0) return;
    await sleep(20);
  }
  throw new Error("The bulk action never reached the product being edited.");
}

async function changeAround(org: Awaited<ReturnType<typeof createOrg>>, productId: string, change: BulkActionChange, edit: string): Promise<string[]> {
  // The product's own background scoring writes its row too: over before the edit opens.
  await settled(org);
  const { pid, commit } = await openEdit(productId, edit);
  const applied = applyChange(org.id, productId, change);
  await blockedBy(pid);
  await commit();
  await applied;
  return (await call("GET", `/api/v1/products/${productId}`, { token: org.token })).body.tags;
}

describe("bulk tag actions and a concurrent tag edit (issue 17)", () => {
  it("addTags keeps a tag another writer added while the action ran", async () => {
    const org = await createOrg();
    const product = await createProduct(org, { tags: ["old"] });
    const tags = await changeAround(org, product.id, { action: "addTags", tags: ["bulk"] }, `tags = tags || '{edited}'`);
    expect(tags).toEqual(["old", "edited", "bulk"]);
  });

  it("removeTags keeps a tag another writer added and removes only the named ones", async () => {
    const org = await createOrg();
    const product = await createProduct(org, { tags: ["old", "gone"] });
    const tags = await changeAround(org, product.id, { action: "removeTags", tags: ["gone"] }, `tags = tags || '{edited}'`);
    expect(tags).toEqual(["old", "edited"]);
  });

  it("removeTags removes a tag another writer added while the action ran", async () => {
    const org = await createOrg();
    const product = await createProduct(org, { tags: ["old"] });
    const tags = await changeAround(org, product.id, { action: "removeTags", tags: ["late"] }, `tags = tags || '{late}'`);
    expect(tags).toEqual(["old"]);
  });
});
