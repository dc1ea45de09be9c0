import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

// A fast loopback destination speaking the destination protocol (POST a batch,
// PUT a known record), so the figure measures our side of the wire.
export async function startSink() {
  const created = new Map<string, number>();
  let posts = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (req.method === "PUT" && req.url?.startsWith("/records/")) {
        res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
        return;
      }
      posts++;
      const { records = [] } = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as { records?: { sku: string }[] };
      const results = records.map((r) => {
        created.set(r.sku, (created.get(r.sku) ?? 0) + 1);
        return { sku: r.sku, ok: true, externalRef: randomUUID() };
      });
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ results }));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    created,
    posts: () => posts,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
