import type { Json, Operation, Parameter } from "./document";
import { OPAQUE, validExample, type Example } from "./examples";
import type { Random } from "./random";

// Invalid examples: a valid one with one thing broken, as the operation's
// schemas say it must not be.

// One value of each JSON type, for where another type is expected.
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
