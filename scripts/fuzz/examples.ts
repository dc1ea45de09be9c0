import { fake } from "./fake";
import { withAwkwardText } from "./awkward-text";
import type { Json, Operation } from "./document";
import type { Random } from "./random";

// One request to send: values for the path, the query and the body, as the
// operation's schemas say (valid) or broken in one named way (invalid).
export type Example = {
  path: Record<string, string>;
  query: [string, string][];
  // The JSON text sent, or none.
  body?: string;
  // What was broken, for an invalid example.
  broken?: string;
};

// A cursor is opaque, made by the server: valid examples never invent one
// (it could only be refused), invalid ones send one that is made up.
export const OPAQUE = new Set(["cursor"]);

// Query values as a form sends them; an object (attr.<code>=…) spreads into
// one parameter per key, as OpenAPI's default style for a query object.
function serializeQuery(values: Record<string, unknown>): [string, string][] {
  return Object.entries(values).flatMap(([name, value]): [string, string][] =>
    typeof value === "object" && value !== null ? Object.entries(value).map(([k, v]) => [k, String(v)]) : [[name, String(value)]],
  );
}

// The query parameters as one object schema, cursor aside.
const querySchemas = new WeakMap<Operation, Json>();
function queryObjectSchema(op: Operation): Json {
  let schema = querySchemas.get(op);
  if (!schema) {
    const params = op.parameters.filter((p) => p.in === "query" && !OPAQUE.has(p.name));
    schema = {
      type: "object",
      properties: Object.fromEntries(params.map((p) => [p.name, p.schema])),
      required: params.filter((p) => p.required).map((p) => p.name),
      additionalProperties: false,
    };
    querySchemas.set(op, schema);
  }
  return schema;
}

function queryValues(op: Operation, random: Random): Record<string, unknown> {
  return fake(queryObjectSchema(op), random) as Record<string, unknown>;
}

// ids: a record of the caller's own for each kind (named by the path segment
// before the parameter); half of the valid examples use it, the rest a
// value made from the parameter's schema (an unknown one).
function pathValues(op: Operation, ids: Record<string, string>, random: Random, own: boolean): Record<string, string> {
  const segments = op.path.split("/");
  return Object.fromEntries(
    op.parameters
      .filter((p) => p.in === "path")
      .map((p) => {
        const kind = segments[segments.indexOf(`{${p.name}}`) - 1]!;
        return [p.name, own && ids[kind] ? ids[kind] : String(fake(p.schema, random))];
      }),
  );
}

// Body fields that name another record, by name, and the kind of record
// (as ids names them): a made-up id can only be refused, so the examples
// that use the caller's own records fill these in too.
const REFERENCES: Record<string, string> = {
  categoryId: "categories",
  categoryIds: "categories",
  productId: "products",
  productIds: "products",
  parentId: "models",
  assetId: "assets",
  assetIds: "assets",
  logoAssetId: "assets",
  presetId: "rendition-presets",
  familyCode: "families",
};

function withOwnRecords(value: unknown, ids: Record<string, string>): unknown {
  if (Array.isArray(value)) return value.map((v) => withOwnRecords(v, ids));
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, v]) => {
      const id = ids[REFERENCES[name] ?? ""];
      if (id === undefined || v === null) return [name, withOwnRecords(v, ids)];
      return [name, Array.isArray(v) ? [id] : id];
    }),
  );
}

// Every other pair of valid examples uses the caller's own records, so each
// credential (which alternates) meets both own and unknown ones; every
// third has awkward text in its free-text fields.
export function validExample(op: Operation, ids: Record<string, string>, random: Random, index: number): Example {
  const own = Math.floor(index / 2) % 2 === 0;
  const odd = index % 3 === 2;
  let body = op.body ? fake(op.body, random) : undefined;
  if (own) body = withOwnRecords(body, ids);
  if (odd) body = withAwkwardText(body, op.body, random);
  let query = queryValues(op, random);
  if (odd) query = withAwkwardText(query, queryObjectSchema(op), random) as Record<string, unknown>;
  return { path: pathValues(op, ids, random, own), query: serializeQuery(query), body: op.body ? JSON.stringify(body) : undefined };
}
