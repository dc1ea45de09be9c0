type Json = Record<string, unknown>;

// The wrapper refuses NUL in every string a request carries, keys included
// (lib/http/safe-text.ts): PostgreSQL text cannot hold it. The description
// says so on each string of a request, so a client or a fuzzer learns it.
export const NUL_FREE = "^[^\\u0000]*$";
// The same, ahead of a pattern of the string's own that starts at ^.
export const NUL_FREE_AHEAD = "^(?=[^\\u0000]*$)";

// Where a schema holds the schemas of its parts; the conditions of if/then
// are left alone, since they describe other rules.
const PARTS = ["properties", "patternProperties", "$defs"];
const PART = ["additionalProperties", "propertyNames", "items"];
const BRANCHES = ["anyOf", "oneOf", "allOf", "prefixItems"];

function isSchema(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// Formats and fixed values leave no room for NUL. A schema has one pattern,
// so a string with one of its own gets the ban as a lookahead in front of
// it (an allOf would do, but generated clients type it as unknown).
function banHere(schema: Json): void {
  if (schema.type !== "string" || "format" in schema || "enum" in schema || "const" in schema) return;
  const own = schema.pattern as string | undefined;
  if (own === undefined) schema.pattern = NUL_FREE;
  else if (own.startsWith(NUL_FREE_AHEAD) || own === NUL_FREE) return;
  else if (own.startsWith("^")) schema.pattern = NUL_FREE_AHEAD + own.slice(1);
  else schema.allOf = [...((schema.allOf as Json[] | undefined) ?? []), { pattern: NUL_FREE }];
}

// Adds the ban to every string of a request's JSON Schema, in place.
export function banNul(schema: Json): Json {
  banHere(schema);
  for (const key of PARTS) if (isSchema(schema[key])) Object.values(schema[key]).filter(isSchema).forEach(banNul);
  for (const key of PART) if (isSchema(schema[key])) banNul(schema[key]);
  for (const key of BRANCHES) if (Array.isArray(schema[key])) schema[key].filter(isSchema).forEach(banNul);
  return schema;
}
