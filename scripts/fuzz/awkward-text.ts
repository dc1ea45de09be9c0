import { NUL_FREE } from "../../lib/openapi/nul-free";
import type { Json } from "./document";
import type { Random } from "./random";

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

export function withAwkwardText(value: unknown, schema: Json | undefined, random: Random): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value) || !schema?.properties) return value;
  const properties = schema.properties as Record<string, Json>;
  return Object.fromEntries(
    Object.entries(value).map(([name, v]) => {
      const property = properties[name];
      return [name, typeof v === "string" && isFreeText(property) ? (awkward(property, random) ?? v) : v];
    }),
  );
}
