import { describe, expect, it } from "vitest";
import { call, secondBaseUrl, baseUrl } from "../../support/http";
import { createOrg } from "../../support/fixtures";
import { startDestination } from "../../support/destination-server";
import { settled } from "../../support/jobs";
import { db } from "../../../lib/db/client";

const REPETITIONS = 20;
const PRODUCTS = 6;
const CONCURRENT_SYNCS = 3;

// The race of issue 12: products created, a channel created and synced in
// the same breath, so the products' own change events, several syncs and
// edits made during delivery all run delivery passes over the same records,
// on two server instances (each with its own job runner) against one
// database, while the destination refuses the first POST with 503 and
// answers slowly (it works 200 ms between looking up the Idempotency-Key
// and storing, so two POSTs of one batch in flight at once both create). Whatever overlaps,
// the destination holds one record per product.
async function oneRepetition(i: number) {
  const dest = await startDestination({ failFirstPosts: 1, processMs: 200, delayMs: 100 });
  try {
    const org = await createOrg("supplier");
    const servers = [baseUrl(), secondBaseUrl()];
    const on = (n: number) => servers[n % 2]!;
    const items = Array.from({ length: PRODUCTS }, (_, p) => ({ sku: `R${i}-${p}`, name: `Item ${p}`, status: "active" }));
    const bulk = await call("POST", "/api/v1/products/bulk", { token: org.token, body: { items }, server: on(i) });
    expect(bulk.status).toBe(200);
    const ids = (bulk.body.results as { id: string }[]).map((r) => r.id);
    const channel = await call("POST", "/api/v1/channels", {
      token: org.token,
      server: on(i + 1),
      body: { name: "Shop", locale: "en", destination: { type: "http", url: dest.url }, attributeMap: { title: { from: "name", required: true } } },
    });
    expect(channel.status).toBe(201);
    const channelId = channel.body.id as string;

    const syncs = Array.from({ length: CONCURRENT_SYNCS }, (_, n) => call("POST", `/api/v1/channels/${channelId}/sync`, { token: org.token, body: {}, server: on(n) }));
    const edits = ids.map((id, n) => call("PATCH", `/api/v1/products/${id}`, { token: org.token, body: { name: `Edited ${n}` }, server: on(n + 1) }));
    const answers = await Promise.all([...syncs, ...edits]);
    for (const a of answers.slice(0, CONCURRENT_SYNCS)) expect(a.status).toBe(202);
    for (const a of answers.slice(CONCURRENT_SYNCS)) expect(a.status).toBe(200);

    // Every pass has ended: nothing of this organisation is queued or running.
    await settled(org);
    const runs = await db.syncRun.findMany({ where: { channelId }, select: { status: true } });
    expect(runs.map((r) => r.status)).toEqual(Array(CONCURRENT_SYNCS).fill("completed"));
    expect(await db.publication.count({ where: { channelId, status: "delivered" } })).toBe(PRODUCTS);
    expect(dest.createdPerSku.size).toBe(PRODUCTS);
    expect([...dest.createdPerSku.entries()].filter(([, n]) => n !== 1)).toEqual([]);
  } finally {
    await dest.close();
  }
}

describe("overlapping delivery passes on two instances", () => {
  it(`leave exactly one record per product at the destination, ${REPETITIONS} times out of ${REPETITIONS}`, async () => {
    for (let i = 0; i < REPETITIONS; i += 4) {
      await Promise.all([i, i + 1, i + 2, i + 3].filter((n) => n < REPETITIONS).map(oneRepetition));
    }
  }, 300_000);
});
