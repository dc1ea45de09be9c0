import pg from "pg";
import { describe, expect, it } from "vitest";
import { db, pgPool } from "../../../lib/db/client";
import { runWithWriteContext } from "../../../lib/db/write-context";
import { createOrg } from "../../support/fixtures";
import { createProduct } from "../../support/catalog";

// The client's adapter tells PostgreSQL who writes: in every transaction
// started inside a write context, and around a write outside one, which it
// then commits (the adapter's own commit only releases the connection).

describe("the write context of the database client", () => {
  it("carries who writes into a write outside a transaction, commits it, and leaves the connection clean", async () => {
    const org = await createOrg("supplier");
    const product = await createProduct(org, { sku: "CTX-1", name: "Before" });
    const observer = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await observer.connect();
    try {
      // More writes than the pool has connections: one left in a transaction would hold the next.
      for (let n = 1; n <= 15; n++) {
        await runWithWriteContext({ source: "portal", actorKind: "user", actorId: org.ownerId, op: `ctx-test-${n}` }, () =>
          db.product.update({ where: { id: product.id }, data: { name: `Name ${n}` } }),
        );
        const seen = await observer.query<{ name: string }>(`SELECT name FROM products WHERE id = $1`, [product.id]);
        expect(seen.rows[0]!.name).toBe(`Name ${n}`);
      }
      const versions = await db.productVersion.findMany({ where: { productId: product.id }, orderBy: { version: "asc" }, select: { version: true, source: true, actorId: true } });
      expect(versions).toHaveLength(16);
      expect(versions.at(-1)).toEqual({ version: 16, source: "portal", actorId: org.ownerId });
      // This process's connections only: other test files and the servers
      // share the database, and their own transactions may be between two
      // statements at this moment. (pg-pool keeps its clients in _clients.)
      const ports = (pgPool as unknown as { _clients: { connection: { stream: { localPort: number } } }[] })._clients.map((c) => c.connection.stream.localPort);
      expect(ports.length).toBeGreaterThan(0);
      const open = await observer.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND client_port = ANY($1::int[]) AND state = 'idle in transaction'`,
        [ports],
      );
      expect(open.rows[0]!.n).toBe(0);
    } finally {
      await observer.end();
    }
  });

  it("sets the context in a transaction and not outside one", async () => {
    const context = { source: "import" as const, actorKind: "system" as const, actorId: null, op: "ctx-test-tx" };
    const inside = await runWithWriteContext(context, () => db.$transaction((tx) => tx.$queryRaw<{ v: string }[]>`SELECT current_setting('pis.write', true) AS v`));
    expect(JSON.parse(inside[0]!.v)).toEqual(context);
    const outside = await db.$transaction((tx) => tx.$queryRaw<{ v: string | null }[]>`SELECT current_setting('pis.write', true) AS v`);
    expect(outside[0]!.v ?? "").toBe("");
  });
});
