import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { generateSync } from "json-schema-faker";
import { NUL_FREE } from "../../lib/openapi/nul-free";
import type { Json, Operation, Parameter } from "./document";
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
const OPAQUE = new Set(["cursor"]);

const ajv = new Ajv2020({ strict: false });
addFormats.default(ajv);
const validators = new WeakMap<Json, ValidateFunction>();
const TRIES = 20;

// The schema without its if/then/else conditions, which json-schema-faker
// resolves by always taking the `if` (a product would always name a model).
function unconditional(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(unconditional);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !["if", "then", "else"].includes(key)).map(([key, v]) => [key, unconditional(v)]));
}

// A value of the schema: made without the conditions, and kept once it
// meets them all (checked with ajv); after TRIES the last one made is sent
// as it is, and the answer says what the service thought of it.
function fake(schema: Json, random: Random): unknown {
  let validate = validators.get(schema);
  if (!validate) validators.set(schema, (validate = ajv.compile(schema)));
  const free = unconditional(schema) as Json;
  let value: unknown;
  for (let i = 0; i < TRIES; i++) {
    // At most three items per list, so a list of up to 1,000 records stays small.
    value = generateSync(free, { seed: random.seed(), optionalsProbability: 0.5, maxItems: 3 });
    if (validate(value)) return value;
  }
  return value;
}

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

// Text the schemas' generator never makes (it writes short ASCII): other
// scripts, combining marks, emoji, line separators, markup, SQL and
// full-text search operators. Sent in free-text fields of valid examples.
const AWKWARD_TEXT = [
  "Ünïcødé ✓ ﬁ",
  "😀👍🏽 family 👨‍👩‍👧",
  "עברית ومرحبا",
  "e\u0301 combining",
  "line\u2028separator",
  "\ufeffbyte order mark",
  "'; DROP TABLE products; --",
  "<script>alert(1)</script>",
  "a & b | !c <-> d:* (e)",
  "%s %n %% \\ \"",
  "   padded   ",
];

// A free-text schema: a string whose only pattern is the NUL ban.
function isFreeText(schema: Json | undefined): schema is Json {
  return schema?.type === "string" && !("enum" in schema || "const" in schema || "format" in schema) && (schema.pattern === undefined || schema.pattern === NUL_FREE);
}

function awkward(schema: Json, random: Random): string | undefined {
  const min = typeof schema.minLength === "number" ? schema.minLength : 0;
  const max = typeof schema.maxLength === "number" ? schema.maxLength : Infinity;
  const fits = AWKWARD_TEXT.filter((t) => t.length >= min && t.length <= max);
  return fits.length > 0 ? random.pick(fits) : undefined;
}

function withAwkwardText(value: unknown, schema: Json | undefined, random: Random): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value) || !schema?.properties) return value;
  const properties = schema.properties as Record<string, Json>;
  return Object.fromEntries(
    Object.entries(value).map(([name, v]) => {
      const property = properties[name];
      return [name, typeof v === "string" && isFreeText(property) ? (awkward(property, random) ?? v) : v];
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

const SAMPLES: [string, unknown][] = [
  ["string", "text"],
  ["number", 12345.5],
  ["boolean", true],
  ["object", { not: "expected" }],
  ["array", ["not", "expected"]],
  ["null", null],
];

// The JSON types a schema allows, or null when it allows any.
function typesOf(schema: Json): Set<string> | null {
  if (schema.type !== undefined) {
    const types = new Set<string>(Array.isArray(schema.type) ? schema.type : [schema.type as string]);
    if (types.has("integer")) types.add("number");
    return types;
  }
  const branches = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (!branches) return null;
  const types = new Set<string>();
  for (const branch of branches) {
    const own = typesOf(branch);
    if (!own) return null;
    own.forEach((t) => types.add(t));
  }
  return types;
}

// A value of a JSON type the schema does not allow, or undefined when it
// allows them all.
function wrongType(schema: Json): unknown {
  const allowed = typesOf(schema);
  return allowed ? SAMPLES.find(([type]) => !allowed.has(type))?.[1] : undefined;
}

// A value of the schema's own type that breaks one of its bounds, or null
// when the schema has none to break.
function outOfBounds(schema: Json): { value: unknown; why: string } | null {
  if (Array.isArray(schema.enum)) return { value: "not-one-of-them", why: "not in its enum" };
  if (typeof schema.maxLength === "number") return { value: "x".repeat(schema.maxLength + 1), why: "too long" };
  if (typeof schema.maximum === "number") return { value: schema.maximum + 1, why: "above its maximum" };
  if (typeof schema.minimum === "number") return { value: schema.minimum - 1, why: "below its minimum" };
  if (schema.type === "string") return { value: "a\u0000b", why: "holding NUL" };
  return null;
}

type Mutation = { why: string; apply: (example: Example) => Example };

function bodyMutations(op: Operation, random: Random): Mutation[] {
  const schema = op.body;
  if (!schema) return [];
  const properties = (schema.properties as Record<string, Json> | undefined) ?? {};
  const required = (schema.required as string[] | undefined) ?? [];
  const edit = (why: string, change: (body: Record<string, unknown>) => void): Mutation => ({
    why,
    apply: (example) => {
      const body = JSON.parse(example.body ?? "{}") as unknown;
      if (typeof body !== "object" || body === null || Array.isArray(body)) return { ...example, body: "null", broken: "body: null" };
      change(body as Record<string, unknown>);
      return { ...example, body: JSON.stringify(body) };
    },
  });
  const out: Mutation[] = [
    { why: "body: not an object", apply: (e) => ({ ...e, body: random.pick(["null", "[]", "0", "true", '"text"']) }) },
    { why: "body: malformed JSON", apply: (e) => ({ ...e, body: '{"unfinished": ' }) },
  ];
  if (schema.additionalProperties === false) out.push(edit("body: an unknown field", (b) => (b.unknownFuzzField = 1)));
  for (const name of required) out.push(edit(`body: ${name} missing`, (b) => delete b[name]));
  for (const [name, property] of Object.entries(properties)) {
    const wrong = wrongType(property);
    if (wrong !== undefined) out.push(edit(`body: ${name} of the wrong type`, (b) => (b[name] = wrong)));
    const bound = outOfBounds(property);
    if (bound) out.push(edit(`body: ${name} ${bound.why}`, (b) => (b[name] = bound.value)));
  }
  return out;
}

function queryMutations(op: Operation): Mutation[] {
  const set = (p: Parameter, value: unknown, why: string): Mutation => ({
    why: `query: ${p.name} ${why}`,
    apply: (e) => ({ ...e, query: [...e.query.filter(([n]) => n !== p.name), [p.name, String(value)]] }),
  });
  return op.parameters
    .filter((p) => p.in === "query")
    .flatMap((p) => {
      if (p.schema.type === "object") return [set({ ...p, name: "attr.NOT valid!" }, "x", "as a key it does not take")];
      const out: Mutation[] = [];
      if (OPAQUE.has(p.name)) out.push(set(p, "made-up", "made up"));
      if (p.schema.type === "integer") out.push(set(p, "abc", "not a number"));
      const bound = outOfBounds(p.schema);
      if (bound) out.push(set(p, bound.value, bound.why));
      if (p.required) out.push({ why: `query: ${p.name} missing`, apply: (e) => ({ ...e, query: e.query.filter(([n]) => n !== p.name) }) });
      return out;
    });
}

// Path values no record can have: not an id, percent signs and slashes
// (sent encoded), other scripts, a long one.
const MALFORMED_SEGMENTS = ["not-an-id", "%", "a/b", "ünï", "x".repeat(300)];

function pathMutations(op: Operation, random: Random): Mutation[] {
  return op.parameters
    .filter((p) => p.in === "path")
    .map((p) => ({ why: `path: ${p.name} malformed`, apply: (e: Example) => ({ ...e, path: { ...e.path, [p.name]: random.pick(MALFORMED_SEGMENTS) } }) }));
}

// A valid example with one thing broken, chosen by the random source among
// what this operation takes.
export function invalidExample(op: Operation, ids: Record<string, string>, random: Random): Example | null {
  const mutations = [...bodyMutations(op, random), ...queryMutations(op), ...pathMutations(op, random)];
  if (mutations.length === 0) return null;
  const mutation = random.pick(mutations);
  return { ...mutation.apply(validExample(op, ids, random, 0)), broken: mutation.why };
}
