import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "../../../lib/db/client";
import { gtinCheckDigit } from "../../../lib/gs1/gtin";
import { SCOPES } from "../../../lib/auth/permissions";
import { call } from "../../support/http";
import { addMember, createKey, createOrg, type TestOrg } from "../../support/fixtures";
import { connect, createProduct } from "../../support/catalog";
import { settled } from "../../support/jobs";
import { startWebhookReceiver, type WebhookReceiver } from "../../support/webhook-receiver";
import { routeFiles } from "../http/support/route-files";
import { tenantTables } from "../../../scripts/lint/tenant-scope.mjs";

// Every route of app/api/v1 that takes an id, with every method it exports,
// called by organisation B with organisation A's ids: with an API key that
// holds every scope and with a bearer token of B's owner. Nothing may be read
// (no 2xx; another tenant's id is 404) and nothing written (A's rows, read
// from the database, are the same afterwards). The ids come from SEGMENTS, by
// the path segment before the parameter: a new id-bearing route whose
// segment is not there fails the walk instead of being skipped.

type Kind = keyof Ids;
type Ids = Awaited<ReturnType<typeof recordsOf>>;

// Which of A's records fills a parameter, by the segment before it.
const SEGMENTS: Record<string, Kind> = {
  "admin/orgs/[id]": "organization",
  "api-keys/[id]": "apiKey",
  "assets/[id]": "asset",
  "association-types/[code]": "associationType",
  "attributes/[code]": "attribute",
  "billing/invoices/[id]": "invoice",
  "brand-portals/[id]": "brandPortal",
  "categories/[id]": "category",
  "channels/[id]": "channel",
  "connections/[id]": "connection",
  "exports/[id]": "export",
  "families/[code]": "family",
  "imports/[id]": "import",
  "members/[userId]": "member",
  "invitations/[id]": "invitation",
  "notifications/[id]": "notification",
  "products/[id]": "product",
  "bulk-actions/[id]": "bulkAction",
  "rendition-presets/[id]": "preset",
  "suppliers/[id]": "organization",
  "webhook-endpoints/[id]": "endpoint",
  "deliveries/[deliveryId]": "delivery",
  "publications/[productId]": "product",
  "views/[id]": "view",
  "history/[versionId]": "version",
  "share-links/[id]": "shareLink",
  "sheets/[id]": "sheet",
  "passports/[id]": "passport",
};

// Bodies that pass validation, so a write reaches the record's lookup (a 422
// would prove nothing about tenancy). Keyed by "METHOD template".
function bodyFor(method: string, template: string, ids: Ids): unknown {
  const bodies: Record<string, unknown> = {
    "POST /api/v1/assets/[id]/renditions": { presetId: ids.preset },
    "PATCH /api/v1/association-types/[code]": { labels: {} },
    "PATCH /api/v1/attributes/[code]": { labels: {} },
    "POST /api/v1/brand-portals/[id]/publish": {},
    "POST /api/v1/brand-portals/[id]/unpublish": {},
    "PATCH /api/v1/brand-portals/[id]": { title: "Taken" },
    "PATCH /api/v1/categories/[id]": { name: "Taken" },
    "POST /api/v1/channels/[id]/preview": { productIds: [ids.product] },
    "PATCH /api/v1/channels/[id]": { name: "Taken" },
    "PATCH /api/v1/families/[code]": { labels: {} },
    "POST /api/v1/imports/[id]/start": { dryRun: false },
    "PATCH /api/v1/members/[userId]": { role: "viewer" },
    "PUT /api/v1/products/[id]/assets": { assetIds: [] },
    "PUT /api/v1/products/[id]/associations": {},
    "POST /api/v1/products/[id]/duplicate": { sku: "STOLEN-COPY" },
    "PATCH /api/v1/products/[id]": { name: "Taken" },
    "PATCH /api/v1/rendition-presets/[id]": { name: "Taken" },
    "PATCH /api/v1/webhook-endpoints/[id]": { enabled: false },
    "PATCH /api/v1/views/[id]": { name: "Taken" },
    "PATCH /api/v1/share-links/[id]": { name: "Taken" },
    "POST /api/v1/products/[id]/passports": { templateCode: "espr-general" },
    "POST /api/v1/passports/[id]/units": { units: [{ serial: "WALK-1" }] },
    "POST /api/v1/passports/[id]/access-links": { expiresInSeconds: 600 },
  };
  return method === "GET" || method === "DELETE" ? undefined : (bodies[`${method} ${template}`] ?? {});
}

// Routes B may not use at all whatever the id: the platform operator's and
// a buyer's view of a supplier. 403 says nothing of A's record.
const FORBIDDEN_TO_B = new Set(["/api/v1/admin/orgs/[id]/invoices", "/api/v1/admin/orgs/[id]/invoices/upload-url", "/api/v1/admin/orgs/[id]/products", "/api/v1/suppliers/[id]/attributes"]);

// Every table with an organizationId column, but request counts: they are
// not records, and they flush in the background.
const TENANT_TABLES = [...tenantTables].filter((table) => table !== "api_request_counts");

// A's rows, every tenant table and the link tables reached through them.
async function snapshotOf(orgId: string): Promise<Record<string, string[]>> {
  const snapshot: Record<string, string[]> = {};
  for (const table of TENANT_TABLES) {
    const rows = await db.$queryRawUnsafe<{ row: string }[]>(`SELECT to_jsonb(t)::text AS row FROM "${table}" t WHERE "organizationId" = $1::uuid ORDER BY 1`, orgId);
    snapshot[table] = rows.map((r) => r.row);
  }
  const linked = {
    connections: `SELECT to_jsonb(c)::text AS row FROM connections c WHERE "supplierId" = $1::uuid OR "buyerId" = $1::uuid ORDER BY 1`,
    product_assets: `SELECT to_jsonb(pa)::text AS row FROM product_assets pa JOIN products p ON p.id = pa."productId" WHERE p."organizationId" = $1::uuid ORDER BY 1`,
    webhook_deliveries: `SELECT to_jsonb(d)::text AS row FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d."endpointId" WHERE e."organizationId" = $1::uuid ORDER BY 1`,
  };
  for (const [name, sql] of Object.entries(linked)) snapshot[name] = (await db.$queryRawUnsafe<{ row: string }[]>(sql, orgId)).map((r) => r.row);
  return snapshot;
}

async function recordsOf(a: TestOrg, receiver: WebhookReceiver) {
  const post = async (route: string, body: unknown) => {
    const res = await call("POST", `/api/v1${route}`, { token: a.token, body });
    expect(res.status, `${route}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
    return res.body;
  };
  const endpoint = await post("/webhook-endpoints", { url: receiver.url, events: ["product.created"] });
  const product = await createProduct(a);
  const preset = await post("/rendition-presets", { name: "Walk", ops: [{ op: "resize", width: 10 }] });
  const attribute = await post("/attributes", { code: `walk_${randomUUID().slice(0, 8)}`, type: "text" });
  const family = await post("/families", { code: `walk_${randomUUID().slice(0, 8)}`, labels: {}, attributes: [] });
  const associationType = await post("/association-types", { code: `walk_${randomUUID().slice(0, 8)}` });
  const invoice = await db.invoice.create({
    data: { organizationId: a.id, source: "external", status: "issued", currency: "eur", issuedAt: new Date(), retainUntil: new Date(Date.now() + 1e10) },
  });
  const notification = await db.notification.create({ data: { organizationId: a.id, userId: a.ownerId, kind: "walk", title: "Walk", body: "Walk" } });
  const ids = {
    organization: a.id,
    product: product.id as string,
    category: (await post("/categories", { name: "Walk" })).id as string,
    channel: (await post("/channels", { name: "Walk", locale: "en", destination: { type: "http", url: "http://127.0.0.1:9/records" }, attributeMap: { title: { from: "name" } } })).id as string,
    asset: (await post("/assets/upload-url", { filename: "a.png", mimeType: "image/png", assetType: "image" })).assetId as string,
    preset: preset.id as string,
    brandPortal: (await post("/brand-portals", { slug: `walk-${randomUUID().slice(0, 8)}`, title: "Walk" })).id as string,
    endpoint: endpoint.id as string,
    delivery: "",
    apiKey: (await createKey(a, ["products:read"])).id,
    member: (await addMember(a, "editor")).userId,
    invitation: (await post("/members/invitations", { email: `walk-${randomUUID()}@example.test`, role: "viewer" })).id as string,
    connection: await connect(a, await createOrg("buyer")),
    attribute: attribute.code as string,
    family: family.code as string,
    associationType: associationType.code as string,
    invoice: invoice.id,
    notification: notification.id,
    import: (await post("/imports", { format: "csv", filename: "walk.csv" })).id as string,
    export: (await post("/exports", { format: "csv" })).id as string,
    bulkAction: (await post("/products/bulk-actions", { action: "setStatus", status: "draft", productIds: [product.id] })).id as string,
    view: (await post("/views", { name: "Walk", shared: true, columns: ["sku", "name"] })).id as string,
    version: (await db.productVersion.findFirstOrThrow({ where: { productId: product.id }, select: { id: true } })).id,
    shareLink: (await post("/share-links", { name: "Walk", productIds: [product.id], includeAssets: true })).id as string,
    sheet: (await post("/sheets", { productIds: [product.id] })).id as string,
    passport: await passportOf(post),
  };
  await expect.poll(() => db.webhookDelivery.findFirst({ where: { endpointId: ids.endpoint }, select: { id: true } }), { timeout: 20_000 }).not.toBeNull();
  ids.delivery = (await db.webhookDelivery.findFirstOrThrow({ where: { endpointId: ids.endpoint } })).id;
  return ids;
}

// A published passport of A's: a gtin attribute, a product holding a GTIN of
// its own (a GTIN's passports are one organisation's), a one-field template.
async function passportOf(post: (route: string, body: unknown) => Promise<{ id: string; code: string }>): Promise<string> {
  const code = `walk_gtin_${randomUUID().slice(0, 8)}`;
  await post("/attributes", { code, type: "gtin" });
  const body = `41${String(Math.floor(Math.random() * 1e10)).padStart(10, "0")}`;
  const product = await post("/products", { sku: `WALK-${randomUUID().slice(0, 8)}`, name: "Walk", attributes: { [code]: body + gtinCheckDigit(body) } });
  const template = `walk-${randomUUID().slice(0, 8)}`;
  await post("/passport-templates", { code: template, name: "Walk", sections: [{ title: "Walk", fields: [{ key: "name", label: "Name", source: "name" }] }] });
  return (await post(`/products/${product.id}/passports`, { templateCode: template })).id;
}

function fill(template: string, ids: Ids): string | { unknown: string } {
  const parts = template.split("/");
  const filled: string[] = [];
  for (const [i, part] of parts.entries()) {
    if (!part.startsWith("[")) {
      filled.push(part);
      continue;
    }
    const segment = `${parts[i - 1]}/${part}`;
    const wider = `${parts[i - 2]}/${segment}`;
    const kind = SEGMENTS[wider] ?? SEGMENTS[segment];
    if (!kind) return { unknown: segment };
    filled.push(encodeURIComponent(ids[kind]));
  }
  return filled.join("/");
}

let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
});

afterAll(async () => {
  await receiver?.close();
});

describe("another organisation's ids, on every route that takes one", () => {
  it("read nothing and write nothing, with an API key of every scope and with a bearer token", { timeout: 240_000 }, async () => {
    const [a, b] = await Promise.all([createOrg("supplier", "pro"), createOrg("supplier", "pro")]);
    const ids = await recordsOf(a, receiver);
    await settled(a);
    const routes = routeFiles().filter((route) => route.template.includes("[") && !route.template.includes("[..."));
    expect(routes.length).toBeGreaterThan(30);
    const unknown = routes.flatMap((route) => {
      const filled = fill(route.template, ids);
      return typeof filled === "string" ? [] : [`${route.template} (${filled.unknown})`];
    });
    expect(unknown, "id-bearing routes this walk cannot fill: add their segment to SEGMENTS").toEqual([]);

    const key = (await createKey(b, [...SCOPES])).key;
    const before = await snapshotOf(a.id);
    const wrong: string[] = [];
    for (const route of routes) {
      const url = fill(route.template, ids) as string;
      for (const method of route.methods) {
        for (const [label, credential] of [["API key", { apiKey: key }], ["bearer", { token: b.token }]] as const) {
          const res = await call(method, url, { ...credential, body: bodyFor(method, route.template, ids) });
          const expected = FORBIDDEN_TO_B.has(route.template) ? [403, 404] : [404];
          // An API key is refused where a route takes a bearer token only.
          if (label === "API key") expected.push(403);
          if (!expected.includes(res.status)) wrong.push(`${method} ${route.template} (${label}): ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    await settled(a);
    expect(await snapshotOf(a.id)).toEqual(before);
  });
});
