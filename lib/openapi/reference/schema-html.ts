import { NUL_FREE, NUL_FREE_AHEAD } from "../nul-free";
import { anchorOf, escapeHtml, proseHtml } from "./html";

export type JsonSchema = { [key: string]: unknown };

// Inline schemas are trees (only $refs can loop, and a $ref is a link), but
// a bound keeps one odd schema from writing a page without end.
const MAX_DEPTH = 8;
const SCHEMA_REF = "#/components/schemas/";

// The component a `$ref` names, linked to its entry under "Schemas".
export function refLink(ref: string): string {
  const name = ref.startsWith(SCHEMA_REF) ? ref.slice(SCHEMA_REF.length) : ref;
  return `<a href="#${anchorOf("schema", name)}"><code>${escapeHtml(name)}</code></a>`;
}

const isSchema = (v: unknown): v is JsonSchema => typeof v === "object" && v !== null && !Array.isArray(v);
const literal = (v: unknown) => `<code>${escapeHtml(JSON.stringify(v))}</code>`;

// `anyOf: [X, {type: "null"}]` is how zod writes a nullable X.
function withoutNull(s: JsonSchema): { inner: JsonSchema; nullable: boolean } {
  const alternatives = s.anyOf;
  if (Array.isArray(alternatives) && alternatives.length === 2) {
    const other = alternatives.filter((a) => !(isSchema(a) && a.type === "null"));
    if (other.length === 1 && isSchema(other[0])) return { inner: { ...other[0], description: s.description ?? other[0].description }, nullable: true };
  }
  return { inner: s, nullable: false };
}

// "string, uuid", "integer, 1 to 200", "array of Product", "ProductPage".
function typeLine(s: JsonSchema): string {
  if (typeof s.$ref === "string") return refLink(s.$ref);
  const types = (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []) as string[];
  if (types.includes("array") && isSchema(s.items)) return `array of ${typeLine(s.items)}`;
  if (types.includes("object") && !isSchema(s.properties) && isSchema(s.additionalProperties)) return `map of string to ${typeLine(s.additionalProperties)}`;
  const parts: string[] = [];
  if (types.length) parts.push(types.map(escapeHtml).join(" or "));
  else if (s.oneOf) parts.push("one of");
  else if (s.anyOf) parts.push("any of");
  else if (s.allOf) parts.push("all of");
  if (typeof s.format === "string") parts.push(escapeHtml(s.format));
  return parts.join(", ") || "any";
}

// The rules a value must keep, in words.
function rules(s: JsonSchema): string[] {
  const out: string[] = [];
  if ("const" in s) out.push(`always ${literal(s.const)}`);
  if (Array.isArray(s.enum)) out.push(`one of ${s.enum.map(literal).join(", ")}`);
  const range = (min: unknown, max: unknown, unit: string) => {
    if (typeof min === "number" && typeof max === "number") out.push(`${min} to ${max}${unit}`);
    else if (typeof min === "number") out.push(`at least ${min}${unit}`);
    else if (typeof max === "number") out.push(`at most ${max}${unit}`);
  };
  range(s.minimum, s.maximum, "");
  range(s.minLength, s.maxLength, " characters");
  range(s.minItems, s.maxItems, " items");
  if (typeof s.exclusiveMinimum === "number") out.push(`more than ${s.exclusiveMinimum}`);
  if (typeof s.exclusiveMaximum === "number") out.push(`less than ${s.exclusiveMaximum}`);
  // The NUL ban is on every request string; the page says it once.
  const pattern = typeof s.pattern === "string" && s.pattern !== NUL_FREE ? s.pattern.replace(NUL_FREE_AHEAD, "^") : undefined;
  if (pattern) out.push(`matches <code>${escapeHtml(pattern)}</code>`);
  if ("default" in s) out.push(`default ${literal(s.default)}`);
  return out;
}

// What sits under a type line: an object's properties, an array's item
// properties, the alternatives of a oneOf/anyOf/allOf.
function body(s: JsonSchema, depth: number): string {
  if (depth >= MAX_DEPTH || typeof s.$ref === "string") return "";
  if (isSchema(s.items)) return body(s.items, depth);
  if (isSchema(s.additionalProperties) && !isSchema(s.properties)) return body(s.additionalProperties, depth);
  if (isSchema(s.properties)) {
    const required = new Set(Array.isArray(s.required) ? (s.required as string[]) : []);
    const rows = Object.entries(s.properties).map(([name, child]) => (isSchema(child) ? propertyHtml(name, child, required.has(name), depth + 1) : ""));
    return rows.length ? `<ul class="props">${rows.join("")}</ul>` : "";
  }
  const alternatives = (s.oneOf ?? s.anyOf ?? s.allOf) as unknown;
  if (Array.isArray(alternatives)) return `<ol class="alternatives">${alternatives.filter(isSchema).map((a) => `<li>${schemaHtml(a, depth + 1)}</li>`).join("")}</ol>`;
  return "";
}

function propertyHtml(name: string, schema: JsonSchema, required: boolean, depth: number): string {
  const { inner, nullable } = withoutNull(schema);
  const head = `<code class="prop">${escapeHtml(name)}</code> <span class="type">${typeLine(inner)}${nullable ? " or null" : ""}</span>${required ? ' <span class="required">required</span>' : ""}`;
  const notes = rules(inner);
  return `<li>${head}${notes.length ? ` <span class="rules">${notes.join("; ")}</span>` : ""}${typeof inner.description === "string" ? proseHtml(inner.description) : ""}${body(inner, depth)}</li>`;
}

// One schema as HTML: its type line, its rules, its description and what
// it holds, nested.
export function schemaHtml(schema: JsonSchema, depth = 0): string {
  const { inner, nullable } = withoutNull(schema);
  const notes = rules(inner);
  return `<div class="schema"><span class="type">${typeLine(inner)}${nullable ? " or null" : ""}</span>${notes.length ? ` <span class="rules">${notes.join("; ")}</span>` : ""}${typeof inner.description === "string" ? proseHtml(inner.description) : ""}${body(inner, depth)}</div>`;
}
