// The floor: the three hottest reads of the API (a list page, one product,
// a search with two facets) as bare node:http + pg, answering the same JSON
// for the same key over the same data (scripts/bench/floor.ts checks the
// bodies are equal before it measures). What the service spends beyond this
// is what its layers cost. Plain JavaScript, so nothing but node runs it:
//   DATABASE_URL=... AUTH_SECRET=... PORT=... node scripts/bench/floor/server.mjs
import { createHash, createHmac } from "node:crypto";
import http from "node:http";
import pg from "pg";
import { KEY_SQL, listSql, PRODUCT_SQL, FACETS_SQL } from "./queries.mjs";
import { document, facetsOf } from "./documents.mjs";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const secret = process.env.AUTH_SECRET ?? "";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const query = async (name, text, values) => (await pool.query({ name, text, values })).rows;

// The key's organisation, or null: unknown, revoked or expired.
async function organizationOf(key) {
  if (typeof key !== "string") return null;
  const [row] = await query("floor_key", KEY_SQL, [createHash("sha256").update(key).digest("hex")]);
  return row && !row.revokedAt && (!row.expiresAt || row.expiresAt > new Date()) ? row.organizationId : null;
}

// The service's cursor: base64url(JSON [createdAt, id]) and a MAC bound to the list.
function cursorAfter(row, binding) {
  const body = Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString("base64url");
  const mac = createHmac("sha256", secret).update(binding).update("\0").update(body).digest().subarray(0, 16);
  return `${body}.${mac.toString("base64url")}`;
}

async function page(organizationId, limit, binding) {
  const rows = await query(`floor_list_${limit + 1}`, listSql(limit + 1), [organizationId]);
  const items = rows.slice(0, limit);
  return { items: items.map(document), nextCursor: rows.length > limit ? cursorAfter(items[items.length - 1], binding) : null };
}

async function answer(req, url) {
  const organizationId = await organizationOf(req.headers["x-api-key"]);
  if (!organizationId) return [401, { error: { code: "UNAUTHENTICATED", message: "The API key is not valid." } }];
  const limit = Math.max(1, Math.min(200, Math.trunc(Number(url.searchParams.get("limit") ?? 50)) || 50));
  if (url.pathname === "/api/v1/products") return [200, await page(organizationId, limit, `products:${organizationId}`)];
  if (url.pathname === "/api/v1/search/products") {
    const binding = `search/products:${organizationId}:${JSON.stringify([null, null, null, null, null, null, null])}`;
    const [result, facetRows] = await Promise.all([page(organizationId, limit, binding), query("floor_facets", FACETS_SQL, [organizationId])]);
    return [200, { ...result, facets: facetsOf(["status", "categoryName"], facetRows) }];
  }
  const id = url.pathname.slice("/api/v1/products/".length);
  if (url.pathname.startsWith("/api/v1/products/") && UUID.test(id)) {
    const [row] = await query("floor_product", PRODUCT_SQL, [organizationId, id]);
    return row ? [200, document(row)] : [404, { error: { code: "NOT_FOUND", message: "Product not found." } }];
  }
  return [404, { error: { code: "NOT_FOUND", message: "Not found." } }];
}

http
  .createServer((req, res) => {
    answer(req, new URL(req.url ?? "/", "http://floor")).then(
      ([status, body]) => {
        const text = JSON.stringify(body);
        res.writeHead(status, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(text) }).end(text);
      },
      (err) => {
        console.error(err);
        res.writeHead(500).end();
      },
    );
  })
  .listen(Number(process.env.PORT ?? 3390), "127.0.0.1");

// An orderly exit on the bench's SIGTERM, so a --cpu-prof profile is written.
process.once("SIGTERM", () => process.exit(0));
