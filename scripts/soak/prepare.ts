import type { Ctx } from "./actions";

// The catalogue the traffic works on: SOAK_PRODUCTS active products (50,000
// by default, in bulk calls of 1,000), an http channel synced to the local
// sink, and two feed channels (JSON and CSV) that rewrite their files as
// products change.
export async function prepare(ctx: Ctx, products: number, log: (line: string) => void): Promise<Partial<Ctx>> {
  const headers = { "x-api-key": ctx.key, "content-type": "application/json" };
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${ctx.base}${path}`, { method: "POST", headers, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`POST ${path} failed: ${res.status} ${await res.text()}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  const productIds: string[] = [];
  for (let start = 0; start < products; start += 1000) {
    const items = Array.from({ length: Math.min(1000, products - start) }, (_, j) => {
      const i = start + j;
      return { sku: `BASE-${i}`, name: `Base item ${i}`, description: "Seeded", status: "active", tags: [`t${i % 10}`] };
    });
    const { results } = (await post("/api/v1/products/bulk", { items })) as { results: { id: string }[] };
    productIds.push(...results.map((r) => r.id));
    if ((start / 1000) % 10 === 9) log(`  seeded ${productIds.length} products`);
  }
  const map = { title: { from: "name", required: true }, tags: { from: "tags", op: "join" } };
  const channel = (await post("/api/v1/channels", { name: "Soak", locale: "en", destination: { type: "http", url: ctx.sinkUrl }, attributeMap: map })) as { id: string };
  const feeds: string[] = [];
  for (const format of ["json", "csv"]) {
    const feed = (await post("/api/v1/channels", { name: `Soak ${format} feed`, locale: "en", destination: { type: "feed", format }, attributeMap: map })) as { id: string };
    await post(`/api/v1/channels/${feed.id}/sync`, {});
    feeds.push(feed.id);
  }
  return { productIds, channelId: channel.id, feedChannelIds: feeds };
}
