import type { Ctx } from "./actions";

// Products to read and edit, and a channel to sync to the local sink.
export async function prepare(ctx: Ctx): Promise<Partial<Ctx>> {
  const headers = { "x-api-key": ctx.key, "content-type": "application/json" };
  const items = Array.from({ length: 500 }, (_, i) => ({ sku: `BASE-${i}`, name: `Base item ${i}`, description: "Seeded", status: "active", tags: [`t${i % 10}`] }));
  const bulk = await fetch(`${ctx.base}/api/v1/products/bulk`, { method: "POST", headers, body: JSON.stringify({ items }) });
  if (!bulk.ok) throw new Error(`seeding products failed: ${bulk.status} ${await bulk.text()}`);
  const { results } = (await bulk.json()) as { results: { id: string }[] };
  const channel = await fetch(`${ctx.base}/api/v1/channels`, {
    method: "POST",
    headers,
    body: JSON.stringify({ name: "Soak", locale: "en", destination: { type: "http", url: ctx.sinkUrl }, attributeMap: { title: { from: "name", required: true } } }),
  });
  if (!channel.ok) throw new Error(`creating the channel failed: ${channel.status} ${await channel.text()}`);
  return { productIds: results.map((r) => r.id), channelId: ((await channel.json()) as { id: string }).id };
}
