// The battery of the walk (tests/integration/http/bad-input-walk.test.ts).

const FIELDS = [
  "name", "sku", "items", "email", "password", "scopes", "sandbox", "assetIds", "attributeMap", "destination", "role", "token", "planCode",
  "interval", "ops", "slug", "title", "url", "events", "filename", "mimeType", "assetType", "sizeBytes", "presetId", "defaultLocale",
  "enabledLocales", "localized", "attributes", "tags", "status", "categoryId", "parentId", "requiredAttributes", "organizationName",
  "organizationKind", "branding", "productFilter", "locale", "productIds", "invoiceId", "number", "currency", "total", "issuedAt", "description",
];

function objectOf(value: (field: string, i: number) => unknown): Record<string, unknown> {
  return Object.fromEntries(FIELDS.map((f, i) => [f, value(f, i)]));
}

const WRONG_TYPES: unknown[] = [123, {}, [], true, -1, 1e308, "x", null];

function nested(depth: number): unknown {
  let v: unknown = "leaf";
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
}

export type BodyCase = { name: string; raw: string };

// Raw JSON texts, so malformed ones and lone surrogates reach the server as written.
export const BODY_CASES: BodyCase[] = [
  { name: "malformed JSON", raw: '{"name": ' },
  { name: "a JSON array", raw: "[1, 2]" },
  { name: "a JSON string", raw: '"body"' },
  { name: "a number", raw: "42" },
  { name: "null", raw: "null" },
  { name: "an empty object", raw: "{}" },
  { name: "unknown fields", raw: JSON.stringify({ unknownField: 1, __proto__x: {} }) },
  { name: "wrong types", raw: JSON.stringify(objectOf((_, i) => WRONG_TYPES[i % WRONG_TYPES.length])) },
  { name: "huge strings", raw: JSON.stringify(objectOf(() => "x".repeat(20_000))) },
  { name: "huge arrays", raw: JSON.stringify({ items: Array.from({ length: 1500 }, () => ({ sku: "s" })), ids: Array(5000).fill("x"), tags: Array(5000).fill("t") }) },
  { name: "null bytes", raw: JSON.stringify(objectOf(() => "a\u0000b")) },
  { name: "lone surrogates", raw: `{"name": "\\ud800", "sku": "x\\udc00", "email": "\\udbff@example.test"}` },
  { name: "deep nesting", raw: JSON.stringify({ name: nested(200), attributes: nested(200) }) },
  { name: "invalid dates", raw: JSON.stringify({ issuedAt: "2024-02-30", from: "2024-13-45", expiresAt: "275760-09-14" }) },
  { name: "malformed ids", raw: JSON.stringify({ categoryId: "not-a-uuid", assetIds: ["%00", "x"], presetId: "00000000-0000-0000-0000-00000000000g", productIds: ["1"] }) },
  { name: "over 1 MiB", raw: JSON.stringify({ name: "x".repeat(1_100_000) }) },
];

export const QUERY_CASES: string[] = [
  "limit=0", "limit=201", "limit=-1", "limit=abc", "limit=1e3", "limit=%00", "limit=99999999999999999999",
  "cursor=garbage", "cursor=eyJhIjoxfQ", `cursor=${"A".repeat(4000)}`, "cursor=%FF",
  "q=%00", `q=${"x".repeat(4000)}`, "q=%ED%A0%80", "tags=%00", "tags=,,,", "status=bogus", "kind=%00",
  "from=2024-13-45&to=2024-02-30", "from=0000-01-01&to=0001-01-01", "from=2024-01-01T00:00:00Z&to=2024-01-02", "format=exe",
  "facetBy=nope", "facetBy=tags,tags,tags", "withTotal=maybe", "unknown=1", "expiresInSeconds=-5", "expiresInSeconds=abc",
];

// What a dynamic segment is replaced with besides a real id.
export const BAD_SEGMENTS = ["not-a-uuid", "%FF", "%", "%00", "%E0%A4%A", "x".repeat(3000), "00000000-0000-4000-8000-000000000000"];
