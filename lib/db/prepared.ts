import "server-only";
import { createHash } from "node:crypto";
import pg, { type QueryResultRow } from "pg";
import type { Prisma } from "./generated/client";
import { pgPool } from "./client";
import { parseUtcTimestamptz } from "./timestamptz";
import { env } from "../config/env";
import { ShapedQuery } from "./shaped-query";
import { bindTenant, organizationsBinding, TENANT, TENANTS } from "./tenant-sql";

// The reads every request makes (the credential lookup) and the product
// pages, as named prepared statements on Prisma's own pool: PostgreSQL parses
// and analyses each once per connection instead of on every call, and rows
// come from pg (with the shape of its rows learnt once, lib/db/shaped-query.ts)
// without Prisma's per-value mapping, which costs more than the
// query itself on a 51-row page (docs/benchmarks.md, "API layer"). Every
// other query goes through Prisma.
//
// Only for a fixed set of statement texts: each distinct text is prepared on
// every connection and kept for the connection's life. PostgreSQL still plans
// a statement for its values (a custom plan) unless a generic plan costs no
// more, so only statements whose plan does not hinge on the values belong here.
const names = new Map<string, string>();

function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `pis_${createHash("sha256").update(text).digest("hex").slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

const { TIMESTAMPTZ } = pg.types.builtins;
const generalTimestamptz = pg.types.getTypeParser(TIMESTAMPTZ, "text");
const fastTimestamptz = (text: string) => parseUtcTimestamptz(text, generalTimestamptz);
const types = {
  getTypeParser: (oid: number): ((text: string) => unknown) => (oid === TIMESTAMPTZ ? fastTimestamptz : pg.types.getTypeParser(oid, "text")),
};

// With named statements off (DB_PREPARED_STATEMENTS=off, for a pooler in
// transaction mode that cannot keep them) the same text goes unnamed: parsed
// on every call, but never expected to exist on a server connection.
// (Prisma.Sql builds its text anew at every read of .text, so it is read once.)
export function queryConfig(query: Prisma.Sql, named: boolean) {
  const text = query.text;
  const key = nameOf(text);
  return { key, name: named ? key : undefined, text, values: query.values };
}

// pg-pool runs a submitted query and calls back once it has ended (its
// promise form would add two promises to every hot read; pg's types know
// neither form for a submitted query).
type SubmitToPool = (query: ShapedQuery, done: (err: Error | undefined) => void) => void;
const submit: SubmitToPool = (query, done) => (pgPool.query as unknown as SubmitToPool).call(pgPool, query, done);

const named = () => env().DB_PREPARED_STATEMENTS === "on";

function run<R>({ key, name, text, values }: ReturnType<typeof queryConfig>): Promise<R[]> {
  const query = new ShapedQuery(key, name, text, values, types);
  return new Promise((resolve, reject) => submit(query, (err) => (err ? reject(err) : resolve(query.found as R[]))));
}

export function preparedQuery<R extends QueryResultRow>(sql: Prisma.Sql): Promise<R[]> {
  return run<R>(queryConfig(sql, named()));
}

// What a prepared statement's run gives: its organisations, and a value for
// each of the statement's own symbols.
export type StatementValues = Readonly<Record<symbol, unknown>>;

export type PreparedStatement = {
  text: string;
  // The values of a run, in the order of the text's placeholders.
  bind(organizationIds: readonly string[], values: StatementValues): unknown[];
  query<R extends QueryResultRow>(organizationIds: readonly string[], values: StatementValues): Promise<R[]>;
};

// A statement whose text never changes, built once: its text, name and the
// place of every value are worked out here, and a run only puts its values
// in. Building the text again on every call (Prisma.Sql joins its fragments
// on each read of .text) and looking its name up by that text cost a
// product's read about 4 µs. The text comes from tenantSql.unbound: TENANT
// and TENANTS are bound to the organisations of each run, as
// tenantSql.organizations binds them, and each other symbol to the value the
// run gives for it.
export function preparedStatement(sql: Prisma.Sql): PreparedStatement {
  const text = sql.text;
  const key = nameOf(text);
  const slots = sql.values;
  const bind = (organizationIds: readonly string[], values: StatementValues): unknown[] => {
    const binding = organizationsBinding(organizationIds);
    return slots.map((slot) => {
      if (typeof slot !== "symbol" || slot === TENANT || slot === TENANTS) return bindTenant(slot, binding, text);
      if (!(slot in values)) throw new Error(`no value given for ${String(slot)}: ${text}`);
      return values[slot];
    });
  };
  return {
    text,
    bind,
    query: <R extends QueryResultRow>(organizationIds: readonly string[], values: StatementValues) =>
      run<R>({ key, name: named() ? key : undefined, text, values: bind(organizationIds, values) }),
  };
}
