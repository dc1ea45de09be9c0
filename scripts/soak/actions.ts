import { jpegBytes } from "./bytes";

export type Ctx = { base: string; key: string; productIds: string[]; channelId: string; feedChannelIds: string[]; sinkUrl: string; n: number };
export type Action = { name: string; weight: number; run: (ctx: Ctx) => Promise<number> };
export type Scheduled = { name: string; periodMs: number; run: (ctx: Ctx) => Promise<number> };

async function req(ctx: Ctx, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${ctx.base}${path}`, {
    method,
    headers: { "x-api-key": ctx.key, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function status(res: Response): Promise<number> {
  await res.arrayBuffer();
  return res.status;
}

const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;

// The mix the clients pick from: mostly reads and searches, some writes and
// uploads. Eight clients that never pause make about 150 requests a second
// on this machine, so writes at a twentieth of them are a busy supplier's
// edits (several a second), each of which sets off scoring, syndication and
// webhook work in the background.
export const ACTIONS: Action[] = [
  { name: "GET /products", weight: 25, run: async (c) => status(await req(c, "GET", "/api/v1/products?limit=50")) },
  { name: "GET /products/{id}", weight: 15, run: async (c) => status(await req(c, "GET", `/api/v1/products/${pick(c.productIds)}`)) },
  {
    name: "GET /search/products",
    weight: 20,
    // The grid's searches: facets of a status filter (read from the kept
    // counts), and a word that names a few products. A word every product
    // holds makes the facets count all 50,000 matches: docs/search.md gives
    // that cost, which is the search's, not the soak's.
    run: async (c) =>
      status(
        await req(
          c,
          "GET",
          c.n++ % 2 === 0
            ? "/api/v1/search/products?status=active&facetBy=status,tags,qualityScore,categoryName&limit=20"
            : `/api/v1/search/products?q=${Math.floor(Math.random() * c.productIds.length)}&facetBy=status,tags,qualityScore,categoryName&limit=20`,
        ),
      ),
  },
  {
    name: "PATCH /products/{id}",
    weight: 4,
    run: async (c) => status(await req(c, "PATCH", `/api/v1/products/${pick(c.productIds)}`, { description: `Edited ${Date.now()}`, attributes: { n: c.n++ } })),
  },
  {
    name: "POST /products/bulk",
    weight: 1,
    run: async (c) => {
      const items = Array.from({ length: 20 }, (_, i) => ({ sku: `SOAK-${c.n}-${i}`, name: `Soak item ${c.n}-${i}`, status: "active", tags: ["soak"] }));
      c.n++;
      return status(await req(c, "POST", "/api/v1/products/bulk", { items }));
    },
  },
  {
    name: "upload (upload-url, PUT, confirm)",
    weight: 5,
    run: async (c) => {
      const bytes = jpegBytes();
      const target = await req(c, "POST", "/api/v1/assets/upload-url", { filename: "soak.jpg", mimeType: "image/jpeg", assetType: "image", sizeBytes: bytes.length });
      if (target.status !== 201) return status(target);
      const { assetId, uploadUrl, headers } = (await target.json()) as { assetId: string; uploadUrl: string; headers: Record<string, string> };
      const put = await fetch(uploadUrl, { method: "PUT", headers, body: new Uint8Array(bytes) });
      if (!put.ok) return put.status;
      return status(await req(c, "POST", "/api/v1/assets/confirm", { assetId }));
    },
  },
  { name: "GET /channels/{feed}/feed", weight: 2, run: async (c) => status(await req(c, "GET", `/api/v1/channels/${pick(c.feedChannelIds)}/feed`)) },
  { name: "GET /channels/{id}/publications", weight: 8, run: async (c) => status(await req(c, "GET", `/api/v1/channels/${c.channelId}/publications?limit=50`)) },
  { name: "GET /organization", weight: 8, run: async (c) => status(await req(c, "GET", "/api/v1/organization")) },
];

export function chooseAction(): Action {
  const total = ACTIONS.reduce((n, a) => n + a.weight, 0);
  let r = Math.random() * total;
  for (const a of ACTIONS) if ((r -= a.weight) < 0) return a;
  return ACTIONS[0]!;
}

// Work a supplier starts now and then, at a fixed pace beside the clients:
// each one re-sends or rewrites the catalogue in the background, so picking
// them at the clients' rate would queue more than any machine can do.
export const SCHEDULED: Scheduled[] = [
  {
    // 200 rows that update seeded products, uploaded and started; its rows
    // are written in the background.
    name: "import (create, PUT, start)",
    periodMs: 30_000,
    run: async (c) => {
      const created = await req(c, "POST", "/api/v1/imports", { format: "csv", filename: "soak.csv" });
      if (created.status !== 201) return status(created);
      const { id, uploadUrl, headers } = (await created.json()) as { id: string; uploadUrl: string; headers: Record<string, string> };
      const first = Math.floor(Math.random() * Math.max(1, c.productIds.length - 200));
      const rows = ["sku,name,description", ...Array.from({ length: 200 }, (_, i) => `BASE-${first + i},Base item ${first + i},Imported ${c.n}`)];
      c.n++;
      const put = await fetch(uploadUrl, { method: "PUT", headers, body: rows.join("\n") + "\n" });
      if (!put.ok) return put.status;
      return status(await req(c, "POST", `/api/v1/imports/${id}/start`, { dryRun: false }));
    },
  },
  {
    // A tenth of the catalogue to CSV, written in the background.
    name: "export (request)",
    periodMs: 30_000,
    run: async (c) => status(await req(c, "POST", "/api/v1/exports", { format: "csv", filter: { tags: `t${c.n++ % 10}` } })),
  },
  { name: "POST /channels/{id}/sync", periodMs: 60_000, run: async (c) => status(await req(c, "POST", `/api/v1/channels/${c.channelId}/sync`, {})) },
  { name: "POST /channels/{feed}/sync", periodMs: 120_000, run: async (c) => status(await req(c, "POST", `/api/v1/channels/${pick(c.feedChannelIds)}/sync`, {})) },
];
