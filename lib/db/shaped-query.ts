import pg, { type Connection, type FieldDef } from "pg";
import { prepareValue } from "pg/lib/utils";

// A named statement run as pg runs any prepared query, but without asking
// PostgreSQL for the shape of its rows on every call. pg describes the
// result of every execution and, from the description, sets up a parser
// and a row template per column before the first row is read: on the
// credential lookup and a product's row that was a tenth of the process's
// work per request (docs/architecture.md, "How close to the stack's
// floor"). A statement's text fixes its columns, their names and their
// types, so the shape is learnt from its first execution in the process and
// kept for the process's life, like the statement names themselves.
//
// It extends pg's own Query (exported by pg, and the class pg-cursor and
// pg-query-stream stand beside) and overrides only how the statement is
// sent and how a row is built; errors, completion and the callback are pg's.

type Parser = (text: string) => unknown;
type RowBuilder = (fields: (string | null)[], parsers: Parser[]) => Record<string, unknown>;
type Shape = { parsers: Parser[]; build: RowBuilder };
type TypeParsers = { getTypeParser: (oid: number, format: "text") => Parser };

// The parts of pg's Query (pg/lib/query.js) this class builds on, which its
// published types leave out.
type QueryInternals = {
  name: string;
  text: string;
  values: unknown[];
  queryMode: string;
  _result: { rows: unknown[] };
  _canceledDueToError: unknown;
  hasBeenParsed(connection: Connection): boolean;
  handleError(err: unknown, connection: Connection): void;
};
const BaseQuery = pg.Query as unknown as new (text: string, values: unknown[]) => pg.Query & QueryInternals;

// Shapes by statement key (the text's hash): the same on every connection.
const shapes = new Map<string, Shape>();

export class ShapedQuery extends BaseQuery {
  private readonly key: string;
  private readonly parsers: TypeParsers;
  private shape: Shape | undefined;

  // `name` undefined sends the statement unnamed (parsed on every call), for
  // a pooler that cannot keep named statements; `key` names its shape either way.
  constructor(key: string, name: string | undefined, text: string, values: unknown[], types: TypeParsers) {
    super(text, values);
    if (name !== undefined) this.name = name;
    // Always the extended protocol: a statement without values would
    // otherwise go as a simple query, which always describes its rows.
    this.queryMode = "extended";
    this.key = key;
    this.parsers = types;
    this.shape = shapes.get(key);
  }

  // The rows read, once the query has ended. (pg's Query keeps `rows` for
  // how many rows a portal reads at a time.)
  get found(): unknown[] {
    return this._result.rows;
  }

  prepare(connection: Connection): void {
    if (!this.hasBeenParsed(connection)) {
      connection.parse({ text: this.text, name: this.name, types: [] }, false);
      if (this.name) (connection as Connection & { submittedNamedStatements: Record<string, string> }).submittedNamedStatements[this.name] = this.text;
    }
    try {
      connection.bind({ statement: this.name, values: this.values as string[], valueMapper: prepareValue }, false);
    } catch (err) {
      // As pg does: a value that cannot be sent closes what was parsed.
      connection.close({ type: "S", name: this.name }, false);
      connection.sync();
      this.handleError(err, connection);
      return;
    }
    if (!this.shape) connection.describe({ type: "P", name: "" }, false);
    connection.execute({ portal: "", rows: undefined }, false);
    connection.sync();
  }

  handleRowDescription(msg: { fields: FieldDef[] }): void {
    this.shape ??= shapeOf(this.key, msg.fields, this.parsers);
  }

  handleDataRow(msg: { fields: (string | null)[] }): void {
    if (this._canceledDueToError) return;
    const { build, parsers } = this.shape!;
    let row: Record<string, unknown>;
    try {
      row = build(msg.fields, parsers);
    } catch (err) {
      // As pg does: the error is answered once the statement has finished.
      this._canceledDueToError = err;
      return;
    }
    this._result.rows.push(row);
  }
}

function shapeOf(key: string, fields: FieldDef[], types: TypeParsers): Shape {
  const shape = { parsers: fields.map((f) => types.getTypeParser(f.dataTypeID, "text")), build: rowBuilder(fields.map((f) => f.name)) };
  shapes.set(key, shape);
  return shape;
}

// A statement's rows built by one object literal of its columns, compiled
// once per shape: every row of a statement then has the same hidden class
// from its creation. Assigning the columns one by one through a name held
// in a variable, as pg does, made each assignment a lookup in a cache shared
// by every statement's columns, which V8 gives up on past a few shapes: a
// product's row and a credential's took 6.9 µs that way and 3.6 µs this
// way, their values' parsing included, in a micro-benchmark.
// The names are PostgreSQL's column names, written as JSON string literals
// (a JavaScript string literal cannot break out of its quotes that way);
// "__proto__" is computed, as a literal key it would set the prototype.
export function rowBuilder(names: string[]): RowBuilder {
  const key = (name: string) => (name === "__proto__" ? `["__proto__"]` : JSON.stringify(name));
  const properties = names.map((name, i) => `${key(name)}: f[${i}] === null ? null : p[${i}](f[${i}])`);
  return new Function("f", "p", `"use strict"; return { ${properties.join(", ")} };`) as RowBuilder;
}
