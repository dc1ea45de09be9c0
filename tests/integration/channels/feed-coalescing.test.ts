import { describe, expect, it } from "vitest";
import { call } from "../../support/http";
import { createOrg } from "../../support/fixtures";
import { settled } from "../../support/jobs";
import { db } from "../../../lib/db/client";

// Product changes do not each rewrite a feed channel's whole file: they are
// coalesced into one rewrite per refresh interval, and a sync still writes
// at once. Rewrites are counted by the channel's feed generations.

const REFRESH_SECONDS = 20;
const generations = async (channelId: string) => Number((await db.channel.findUniqueOrThrow({ where: { id: channelId } })).feedStarted);

async function feedRecords(token: string, channelId: string): Promise<{ sku: string; fields: { title: string } }[]> {
  const link = await call("GET", `/api/v1/channels/${channelId}/feed`, { token });
  expect(link.status).toBe(200);
  return ((await (await fetch(link.body.url)).json()) as { records: { sku: string; fields: { title: string } }[] }).records;
}

describe("feed rewrites", () => {
  it("coalesce 200 quick product edits into one rewrite after the sync's", async () => {
    const org = await createOrg("supplier");
    const items = Array.from({ length: 200 }, (_, i) => ({ sku: `CO-${String(i).padStart(3, "0")}`, name: `Before ${i}`, status: "active" }));
    expect((await call("POST", "/api/v1/products/bulk", { token: org.token, body: { items } })).status).toBe(200);
    const ids = (await db.product.findMany({ where: { organizationId: org.id }, select: { id: true, sku: true }, orderBy: { sku: "asc" } })).map((p) => p.id);
    // The creation's own fan-out is over before the channel exists, so the sync's is the channel's first write.
    await settled(org);
    const channel = await call("POST", "/api/v1/channels", {
      token: org.token,
      body: { name: "Coalesced", locale: "en", destination: { type: "feed", format: "json", refreshSeconds: REFRESH_SECONDS }, attributeMap: { title: { from: "name" } } },
    });
    expect(channel.status, JSON.stringify(channel.body)).toBe(201);
    const channelId = channel.body.id as string;

    // A sync writes at once.
    const sync = await call("POST", `/api/v1/channels/${channelId}/sync`, { token: org.token, body: {} });
    await expect.poll(async () => (await db.syncRun.findUniqueOrThrow({ where: { id: sync.body.runId } })).status, { timeout: 30_000 }).toBe("completed");
    const afterSync = await generations(channelId);

    // 200 edits, eight at a time.
    for (let i = 0; i < ids.length; i += 8) {
      const answers = await Promise.all(ids.slice(i, i + 8).map((id, j) => call("PATCH", `/api/v1/products/${id}`, { token: org.token, body: { name: `After ${i + j}` } })));
      for (const res of answers) expect(res.status).toBe(200);
    }
    // Every edit has been fanned out: one rewrite is due, none has run.
    await expect
      .poll(() => db.jobRun.count({ where: { functionId: "syndicate-changed-products", status: { in: ["queued", "running"] }, event: { data: { path: ["organizationId"], equals: org.id } } } }), { timeout: 30_000 })
      .toBe(0);
    const pending = await db.outboxEvent.count({ where: { name: "channel.feed-requested", data: { path: ["channelId"], equals: channelId } } });
    expect(await generations(channelId)).toBe(afterSync);

    // At the interval's end one rewrite writes every edit.
    await expect.poll(async () => (await feedRecords(org.token, channelId)).filter((r) => r.fields.title.startsWith("After")).length, { timeout: (REFRESH_SECONDS + 20) * 1000, interval: 500 }).toBe(200);
    expect(await generations(channelId)).toBe(afterSync + 1);
    // The sync's request and one for all the edits.
    expect(pending).toBe(2);
  }, 90_000);

  it("evaluate only the products changed since the last file, and copy every other record", async () => {
    const org = await createOrg("supplier");
    const items = Array.from({ length: 30 }, (_, i) => ({ sku: `IN-${String(i).padStart(2, "0")}`, name: `Item ${i}`, status: "active" }));
    expect((await call("POST", "/api/v1/products/bulk", { token: org.token, body: { items } })).status).toBe(200);
    const channel = await call("POST", "/api/v1/channels", {
      token: org.token,
      body: { name: "Incremental", locale: "en", destination: { type: "feed", format: "json", refreshSeconds: 1 }, attributeMap: { title: { from: "name" } } },
    });
    const channelId = channel.body.id as string;
    const sync = await call("POST", `/api/v1/channels/${channelId}/sync`, { token: org.token, body: {} });
    await expect.poll(async () => (await db.syncRun.findUniqueOrThrow({ where: { id: sync.body.runId } })).status, { timeout: 30_000 }).toBe("completed");
    await settled(org);
    const evaluatedAt = async () => new Map((await db.publication.findMany({ where: { channelId }, select: { sku: true, updatedAt: true } })).map((p) => [p.sku, p.updatedAt.getTime()]));
    const before = await evaluatedAt();
    const full = await generations(channelId);

    const [changed, archived] = await db.product.findMany({ where: { organizationId: org.id, sku: { in: ["IN-03", "IN-07"] } }, orderBy: { sku: "asc" } });
    expect((await call("PATCH", `/api/v1/products/${changed!.id}`, { token: org.token, body: { name: "Renamed" } })).status).toBe(200);
    expect((await call("PATCH", `/api/v1/products/${archived!.id}`, { token: org.token, body: { status: "archived" } })).status).toBe(200);
    await expect.poll(async () => (await feedRecords(org.token, channelId)).map((r) => r.fields.title).includes("Renamed"), { timeout: 20_000 }).toBe(true);
    await settled(org);

    const records = await feedRecords(org.token, channelId);
    expect(records).toHaveLength(29);
    expect(records.find((r) => r.sku === "IN-07")).toBeUndefined();
    expect(records.find((r) => r.sku === "IN-12")?.fields.title).toBe("Item 12");
    expect(await generations(channelId)).toBeGreaterThan(full);
    // Only the renamed product's publication was evaluated again.
    const after = await evaluatedAt();
    const touched = [...after].filter(([sku, at]) => at !== before.get(sku)).map(([sku]) => sku);
    expect(touched).toEqual(["IN-03"]);
  }, 90_000);
});
