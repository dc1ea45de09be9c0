import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Prisma } from "../../../lib/db/generated/client";
import { pgPool } from "../../../lib/db/client";
import { preparedQuery } from "../../../lib/db/prepared";
import { ShapedQuery } from "../../../lib/db/shaped-query";
import { createOrg } from "../../support/fixtures";
import { createProduct } from "../../support/catalog";

// The hot reads run as prepared statements whose row shape is learnt once
// (lib/db/shaped-query.ts): the rows must be what pg itself reads, the
// statement is described only until its shape is known, and an error
// leaves the connection usable.

type Connected = { connection: pg.Connection };
const described: string[] = [];
const watch = (client: Connected) => client.connection.on("rowDescription", () => described.push("rowDescription"));

// Every connection of this process's pool, now and later. (pg-pool keeps its clients in _clients.)
beforeAll(() => {
  for (const client of (pgPool as unknown as { _clients: Connected[] })._clients) watch(client);
  pgPool.on("connect", (client) => watch(client as unknown as Connected));
});
afterAll(() => {
  pgPool.removeAllListeners("connect");
});

// A mark no other statement carries, so the shape of a test's statement is
// not yet known in this process.
const fresh = () => Prisma.raw(`/* ${randomUUID()} */`);

describe("the hot reads' prepared statements", () => {
  it("read every kind of column as pg does, and describe the rows only on the first call", async () => {
    const org = await createOrg("supplier");
    const product = await createProduct(org, { sku: `SHAPE-${randomUUID().slice(0, 8)}`, name: "Shaped" });
    const sql = Prisma.sql`SELECT p.id, p.sku, p.status, p.tags, p.attributes, p."qualityScore", p."createdAt", p."parentId",
      true AS flag, 1.50::numeric AS price, ${fresh()} NULL::text AS nothing
      FROM products p WHERE p.id = ${product.id}::uuid AND p."organizationId" = ANY(${[org.id]}::uuid[])`;

    const before = described.length;
    const first = await preparedQuery<Record<string, unknown>>(sql);
    expect(described.length - before).toBe(1);
    const again = [];
    for (let n = 0; n < 12; n++) again.push(await preparedQuery<Record<string, unknown>>(sql));
    expect(described.length - before).toBe(1);

    const byPg = await pgPool.query(sql.text, sql.values);
    expect(first).toEqual(byPg.rows);
    for (const rows of again) expect(rows).toEqual(byPg.rows);
    expect(first[0]).toMatchObject({ id: product.id, sku: product.sku, parentId: null, flag: true, price: "1.50", nothing: null });
    expect(first[0]!.createdAt).toBeInstanceOf(Date);
    expect(Array.isArray(first[0]!.tags)).toBe(true);
  });

  it("answers no rows, and several, with the same shape", async () => {
    const mark = fresh();
    const series = (n: number) => Prisma.sql`SELECT n, n * 2 AS twice ${mark} FROM generate_series(1, ${n}::int) AS n`;
    expect(await preparedQuery(series(0))).toEqual([]);
    expect(await preparedQuery(series(3))).toEqual([
      { n: 1, twice: 2 },
      { n: 2, twice: 4 },
      { n: 3, twice: 6 },
    ]);
  });

  it("rejects with PostgreSQL's error and leaves the connection usable", async () => {
    const mark = fresh();
    const id = (value: string) => Prisma.sql`SELECT ${value}::uuid AS id ${mark}`;
    const good = randomUUID();
    // More calls than the pool has connections, so a broken one would be met again.
    for (let n = 0; n < 12; n++) {
      await expect(preparedQuery(id("not-a-uuid"))).rejects.toMatchObject({ code: "22P02" });
      expect(await preparedQuery(id(good))).toEqual([{ id: good }]);
    }
    await expect(preparedQuery(Prisma.sql`SELECT ${fresh()} FROM nowhere at all`)).rejects.toMatchObject({ code: "42601" });
    expect(await preparedQuery(Prisma.sql`SELECT 1 AS one ${fresh()}`)).toEqual([{ one: 1 }]);
  });

  it("answers a row it cannot read with the error, once the statement has ended", async () => {
    const failing = { getTypeParser: () => (raw: string) => (raw === "y" ? failAt(raw) : raw) };
    const query = new ShapedQuery(`test_${randomUUID()}`, undefined, `SELECT 'x' AS a, 'y' AS b`, [], failing);
    await expect(pgPool.query(query) as unknown as Promise<unknown>).rejects.toThrow("cannot read y");
    expect(await preparedQuery(Prisma.sql`SELECT 2 AS two ${fresh()}`)).toEqual([{ two: 2 }]);
  });

  it("runs unnamed, parsed on every call, for a pooler that cannot keep named statements", async () => {
    const mark = randomUUID();
    const text = `SELECT $1::text AS said /* ${mark} */`;
    const key = `test_${randomUUID()}`;
    const parsers = { getTypeParser: (oid: number) => pg.types.getTypeParser(oid, "text") as (raw: string) => unknown };
    for (const word of ["one", "two", "three"]) {
      const query = new ShapedQuery(key, undefined, text, [word], parsers);
      await (pgPool.query(query) as unknown as Promise<unknown>);
      expect(query.found).toEqual([{ said: word }]);
    }
    const { rows } = await pgPool.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement LIKE '%' || $1 || '%'`, [mark]);
    expect(rows[0]!.n).toBe(0);
  });
});

function failAt(raw: string): never {
  throw new Error(`cannot read ${raw}`);
}
