import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { generateSync } from "json-schema-faker";
import type { Json } from "./document";
import type { Random } from "./random";

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
export function fake(schema: Json, random: Random): unknown {
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
